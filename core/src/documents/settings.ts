import { z } from 'zod';

/** The refresh intervals a builder can choose for a portal's cached records (seconds). */
export const CACHE_TTL_CHOICES = [15, 60, 300, 900, 3600] as const;
export const DEFAULT_CACHE_TTL_SECONDS = 60;

/** The Sign Up page's texts (spec doc 3 §3 settings.general.accounts.signup), edited in the Sign Up Form drawer. */
export const ZSignupTextsSchema = z.object({
  heading: z.string().max(200).default('Create your account'),
  email: z.string().max(100).default('Email'),
  emailPlaceholder: z.string().max(100).default('you@example.com'),
  password: z.string().max(100).default('Password'),
  passwordPlaceholder: z.string().max(100).default(''),
  confirmPassword: z.string().max(100).default('Confirm password'),
  confirmPasswordPlaceholder: z.string().max(100).default(''),
  button: z.string().max(50).default('Sign Up'),
  legal: z.string().max(1000).default(''),
  existingAccount: z.string().max(200).default('Already have an account?'),
  logIn: z.string().max(50).default('Log In'),
});
export type TSignupTexts = z.infer<typeof ZSignupTextsSchema>;

/** Site settings kept in the draft (spec doc 1 §3 settings.general). */
export const ZSiteSettingsSchema = z.object({
  version: z.literal(1).default(1),
  general: z
    .object({
      accounts: z
        .object({
          login: z.object({ defaultMethod: z.enum(['password', 'magicLink', 'sso']).default('password') }).default({}),
          signup: ZSignupTextsSchema.default({}),
        })
        .default({}),
    })
    .default({}),
  embedOnly: z.boolean().default(false),
  /** How portals read their data: records stay fresh in the cache this long, then refresh. */
  data: z
    .object({
      cacheTtlSeconds: z
        .number()
        .int()
        .refine((n) => (CACHE_TTL_CHOICES as readonly number[]).includes(n), 'Choose one of the refresh intervals')
        .default(DEFAULT_CACHE_TTL_SECONDS),
    })
    .default({}),
});
export type TSiteSettings = z.infer<typeof ZSiteSettingsSchema>;

export function defaultSiteSettings(): TSiteSettings {
  return ZSiteSettingsSchema.parse({});
}

export const SITE_UPDATED_MESSAGE = 'Site Updated.';

/** The editor's Data sources dialog: how often portals refresh cached records. */
export const ZDataSettingsFormSchema = z.object({
  cacheTtlSeconds: z.coerce
    .number({ invalid_type_error: 'Choose one of the refresh intervals' })
    .refine((n) => (CACHE_TTL_CHOICES as readonly number[]).includes(n), 'Choose one of the refresh intervals'),
});
export type TDataSettingsForm = z.infer<typeof ZDataSettingsFormSchema>;
