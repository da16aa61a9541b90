import { z } from 'zod';

/** Button integrations (spec doc 2 §3): none, one URL, two URLs, a provider form, a mailing list. */
export const BUTTON_INTEGRATIONS = ['none', 'url', 'two-urls', 'form', 'mailing-list'] as const;
/** Button styles (spec doc 2 §9); 'upvote' exists for data cards only. */
export const BUTTON_FORMATS = ['solid', 'underline', 'hover-background', 'outline', 'none'] as const;
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export const BUTTON_SIZE_LABELS: Record<(typeof BUTTON_SIZES)[number], string> = {
  xs: 'Extra small',
  sm: 'Small',
  md: 'Medium',
  lg: 'Large',
};
export const BUTTON_BORDER_WIDTH_RANGE = { min: 0, max: 6, step: 1 } as const;
export const BUTTON_RADIUS_RANGE = { min: 0, max: 24, step: 2 } as const;

/**
 * A link target a builder typed: http(s), mailto:, tel:, a root-relative path or an anchor.
 * Anything else (javascript:, data:) is refused, so a published button can never run script.
 */
export const ZLinkUrlSchema = z
  .string()
  .max(2000)
  .refine((url) => url === '' || /^(https?:\/\/|mailto:|tel:|\/|#)/i.test(url.trim()), {
    message: 'Enter a link that starts with https://, mailto:, tel: or /',
  });

/** One or two buttons of a marketing block. `code`/`code2` hold the URL (or the form/mailing-list code). */
export const ZButtonSchema = z.object({
  integration: z.enum(BUTTON_INTEGRATIONS).default('none'),
  text: z.string().max(100).default('Get started'),
  code: z.string().max(5000).default(''),
  /** Off by default (issue 24): most buttons lead to the portal's own pages, sign-up and log-in. */
  openInNewTab: z.boolean().default(false),
  format: z.enum(BUTTON_FORMATS).default('solid'),
  size: z.enum(BUTTON_SIZES).default('md'),
  fontColor: z.string().max(50).default('#ffffff'),
  backgroundColor: z.string().max(50).default(''),
  text2: z.string().max(100).default('Learn more'),
  code2: z.string().max(5000).default(''),
  openInNewTab2: z.boolean().default(false),
  fontColor2: z.string().max(50).default(''),
  backgroundColor2: z.string().max(50).default(''),
  borderWidth: z.number().min(0).max(6).default(0),
  borderRadius: z.number().min(0).max(24).default(7),
  borderColor: z.string().max(50).default('transparent'),
});
export type TButton = z.infer<typeof ZButtonSchema>;
