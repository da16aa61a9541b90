import { z } from 'zod';
import { DEFAULT_ACCENT_COLOR } from '../theme/theme';

const ZTextStyle = (weight: string) =>
  z
    .object({
      color: z.string().default('#000000'),
      fontSize: z.string().default('sm'),
      fontWeight: z.string().default(weight),
    })
    .default({});

const ZFooterColumn = z.object({
  category: z.string().max(100).default(''),
  links: z.array(z.object({ title: z.string().max(100), titleUrl: z.string().max(2000) })).default([]),
});

/** Footer settings with the spec's defaults (doc 1 §3). */
export const ZFooterSchema = z.object({
  version: z.literal(1).default(1),
  layout: z.enum(['globalFooter01', 'globalFooter02', 'globalFooter03']).default('globalFooter03'),
  disabled: z.boolean().default(false),
  description: z.string().max(1000).default(''),
  text: z.string().max(500).default(''),
  logo: z.object({ show: z.boolean().default(false), height: z.number().min(0).max(100).default(28) }).default({}),
  background: z
    .object({
      minHeight: z.number().min(0).default(100),
      paddingTop: z.number().min(0).max(100).default(48),
      paddingBottom: z.number().min(0).max(100).default(48),
      paddingLeft: z.number().min(0).max(100).default(24),
      paddingRight: z.number().min(0).max(100).default(24),
      color: z.string().default('#ffffff'),
      imageSource: z.string().default('none'),
    })
    .default({}),
  textSettings: z.object({ heading: ZTextStyle('bold'), links: ZTextStyle('normal') }).default({}),
  columns: z.array(ZFooterColumn).max(3).default([{}, {}, {}]),
  social: z
    .object({
      instagramUrl: z.string().default(''),
      twitterUrl: z.string().default(''),
      facebookUrl: z.string().default(''),
      linkedinUrl: z.string().default(''),
      youtubeUrl: z.string().default(''),
      spotifyUrl: z.string().default(''),
      whatsAppUrl: z.string().default(''),
      email: z.string().default(''),
      phoneNumber: z.string().default(''),
    })
    .default({}),
  button: z
    .object({
      fontColor: z.string().default('#ffffff'),
      backgroundColor: z.string().default(DEFAULT_ACCENT_COLOR),
      integration: z.string().default('none'),
      code: z.string().default(''),
      text: z.string().default(''),
      size: z.enum(['extraSmall', 'small', 'medium', 'large']).default('large'),
    })
    .default({}),
});
export type TFooter = z.infer<typeof ZFooterSchema>;

export function defaultFooter(accentColor: string = DEFAULT_ACCENT_COLOR): TFooter {
  return ZFooterSchema.parse({ button: { backgroundColor: accentColor } });
}
