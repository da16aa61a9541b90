import { z } from 'zod';

/** Site settings kept in the draft (spec doc 1 §3 settings.general). */
export const ZSiteSettingsSchema = z.object({
  version: z.literal(1).default(1),
  general: z
    .object({
      accounts: z
        .object({
          login: z.object({ defaultMethod: z.enum(['password', 'magicLink', 'sso']).default('password') }).default({}),
        })
        .default({}),
    })
    .default({}),
  embedOnly: z.boolean().default(false),
});
export type TSiteSettings = z.infer<typeof ZSiteSettingsSchema>;

export function defaultSiteSettings(): TSiteSettings {
  return ZSiteSettingsSchema.parse({});
}
