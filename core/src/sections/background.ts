import { z } from 'zod';

/** Section background (spec doc 2 §3, defaults §9). Image sources arrive with the editor work. */
export const ZBackgroundSchema = z.object({
  color: z.string().max(50).default('transparent'),
  minHeight: z.number().min(0).max(1000).default(0),
  paddingTop: z.number().min(0).max(100).default(48),
  paddingBottom: z.number().min(0).max(100).default(48),
  paddingLeft: z.number().min(0).max(100).default(24),
  paddingRight: z.number().min(0).max(100).default(24),
});
export type TBackground = z.infer<typeof ZBackgroundSchema>;
