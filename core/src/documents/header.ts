import { z } from 'zod';
import { DEFAULT_ACCENT_COLOR } from '../theme/theme';

export const ZNavLinkSchema = z.object({
  _id: z.string().min(1),
  name: z.string().max(100).default('Page'),
  /** A page id (type page), or a URL/path (type external). */
  path: z.string().max(2000).default(''),
  icon: z.string().max(100).default(''),
  type: z.enum(['page', 'external', 'none']).default('page'),
  alwaysVisible: z.boolean().default(false),
  publicViewOnly: z.boolean().default(false),
  isProtected: z.boolean().default(false),
  subnav: z
    .array(
      z.object({
        _id: z.string().min(1),
        name: z.string().max(100).default('Page'),
        path: z.string().max(2000).default(''),
        type: z.enum(['page', 'external', 'none']).default('page'),
        isProtected: z.boolean().default(false),
      }),
    )
    .default([]),
});
export type TNavLink = z.infer<typeof ZNavLinkSchema>;

/** Header settings with the spec's defaults (doc 1 §3). */
export const ZHeaderSchema = z.object({
  version: z.literal(1).default(1),
  disabled: z.boolean().default(false),
  layout: z.enum(['globalHeader01', 'globalHeader02', 'globalHeader03']).default('globalHeader01'),
  data: z
    .object({ logoUrl: z.string().max(2000).default(''), faviconUrl: z.string().max(2000).default('') })
    .default({}),
  background: z.object({ color: z.string().default('#ffffff'), isTransparent: z.boolean().default(false) }).default({}),
  auth: z
    .object({
      hideDefaultButtons: z.boolean().default(false),
      loginText: z.string().max(50).default('Log In'),
      signupText: z.string().max(50).default('Sign Up'),
    })
    .default({}),
  button: z
    .object({
      integration: z.string().default('none'),
      code: z.string().default(''),
      text: z.string().default(''),
      backgroundColor: z.string().default(DEFAULT_ACCENT_COLOR),
      fontColor: z.string().default('#ffffff'),
    })
    .default({}),
  nav: z.array(ZNavLinkSchema).default([]),
  styles: z
    .object({
      nav: z
        .object({
          placement: z.enum(['top', 'side']).default('top'),
          color: z.string().default('#000000'),
          hoverColor: z.string().default(DEFAULT_ACCENT_COLOR),
          fontSize: z.string().default('sm'),
          fontWeight: z.string().default('bold'),
          dropdown: z
            .object({
              background: z.object({ color: z.string().default('white') }).default({}),
              text: z.object({ color: z.string().default('#000000') }).default({}),
              hover: z.object({ color: z.string().default(DEFAULT_ACCENT_COLOR) }).default({}),
            })
            .default({}),
        })
        .default({}),
      logo: z.object({ height: z.number().min(0).max(100).default(40) }).default({}),
    })
    .default({}),
});
export type THeader = z.infer<typeof ZHeaderSchema>;

export function defaultHeader(accentColor: string = DEFAULT_ACCENT_COLOR): THeader {
  // The portal's accent (the wizard's colour) for the header's button, link hover and current-link colours.
  return ZHeaderSchema.parse({
    button: { backgroundColor: accentColor },
    styles: { nav: { hoverColor: accentColor, dropdown: { hover: { color: accentColor } } } },
  });
}
