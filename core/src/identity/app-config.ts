import { z } from 'zod';
import { ZRichTextSchema } from '../rich-text/rich-text';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from '../auth/schemas';
import { ZMyAccountLayoutSchema } from './my-account';
import { ZEmbeddingSchema } from '../embed/embed-websites';
import { countOf, plural } from '../text/plural';

/** Registration restrictions (spec doc 3 §3): only people in the users table, or by invitation only. */
export const REGISTRATION_RESTRICTIONS = ['users-table', 'invite-only'] as const;

/** Redirect defaults (spec doc 3 §3): sign-up and log-in go to /account, forbidden to the log-in page, log-out to /. */
export const ACCOUNT_PATH = '/account';
export const SIGNUP_PATH = '/account/signup';
export const LOGIN_PATH = '/account/login';
export const DEFAULT_REDIRECTS = {
  redirectOnSignup: ACCOUNT_PATH,
  redirectOnLogin: ACCOUNT_PATH,
  redirectOnForbidden: LOGIN_PATH,
  redirectOnLogout: '/',
} as const;

/** Where the users live: a table of the portal's data source and its email (primary) field. */
export const ZIdentityConfigSchema = z.object({
  source: z.enum(['local', 'airtable']),
  baseId: z.string().max(100).default(''),
  table: z.object({ id: z.string().min(1).max(100), name: z.string().max(300).default('') }),
  primaryField: z.object({ id: z.string().min(1).max(100), name: z.string().max(300).default('') }),
});
export type TIdentityConfig = z.infer<typeof ZIdentityConfigSchema>;

/** The portal's app config (spec doc 3 §3 "App config"), stored in sites.app_config. */
export const ZAppConfigSchema = z.object({
  /** 'Disable URL access' (spec doc 1 §4): the portal shows only inside frames (ADR 027). */
  embedOnly: z.boolean().default(false),
  /**
   * The websites allowed to embed the portal (ADR 027). A stored value that no longer passes
   * today's rules falls back to none rather than losing the rest of the config.
   */
  embedding: ZEmbeddingSchema.default({}).catch(() => ({ websites: [], anyWebsite: false })),
  identity: z
    .object({
      enabled: z.boolean().default(false),
      config: ZIdentityConfigSchema.nullable().default(null),
      isAirtableIntegrated: z.boolean().default(false),
      registrationRestrictions: z.array(z.enum(REGISTRATION_RESTRICTIONS)).default([]),
      termsAndConditions: z.string().max(2000).default(''),
      privacyPolicy: z.string().max(2000).default(''),
      redirectOnSignup: z.string().max(500).default(DEFAULT_REDIRECTS.redirectOnSignup),
      redirectOnLogin: z.string().max(500).default(DEFAULT_REDIRECTS.redirectOnLogin),
      redirectOnForbidden: z.string().max(500).default(DEFAULT_REDIRECTS.redirectOnForbidden),
      redirectOnLogout: z.string().max(500).default(DEFAULT_REDIRECTS.redirectOnLogout),
    })
    .default({}),
  defaultGroup: z.string().nullable().default(null),
  emails: z
    .object({
      welcome: z
        .object({
          subject: z.string().max(200).default('Welcome!'),
          body: ZRichTextSchema.nullable().default(null),
        })
        .default({}),
    })
    .default({}),
  /** My Account: which users-table fields show as the profile, and which linked records (spec doc 3 §3). */
  myAccount: ZMyAccountLayoutSchema.default({}),
  autoAssign: z
    .object({
      field: z
        .object({ id: z.string().min(1) })
        .nullable()
        .default(null),
      mapping: z
        .array(z.object({ group: z.string().min(1), value: z.string().min(1) }))
        .max(200)
        .default([]),
    })
    .default({}),
});
export type TAppConfig = z.infer<typeof ZAppConfigSchema>;

/** Stored app configs of any age load with today's defaults. */
export function loadAppConfig(stored: unknown): TAppConfig {
  const parsed = ZAppConfigSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZAppConfigSchema.parse({});
}

/**
 * Whether people who sign up from now on can open a page for these groups (issue 24): they join
 * the default group and the groups auto-assign maps their record to; a page for none of those is
 * closed to them until the builder adds them to one of its groups.
 */
export function newUsersJoinOneOf(config: TAppConfig, groups: readonly string[]): boolean {
  if (groups.length === 0) return true;
  const joined = new Set([
    ...(config.defaultGroup ? [config.defaultGroup] : []),
    ...(config.autoAssign.field ? config.autoAssign.mapping.map((m) => m.group) : []),
  ]);
  return groups.some((g) => joined.has(g));
}

/**
 * User accounts on, with a built-in users table whose email field finds each person: the
 * `identity` of an app config as Connect Users saves it for the portal's own tables.
 */
export function builtInUsersIdentity(
  table: { id: string; name: string },
  emailField: { id: string; name: string },
): { enabled: true; config: TIdentityConfig } {
  return { enabled: true, config: { source: 'local', baseId: '', table, primaryField: emailField } };
}

/** Identity is on and a users table is connected: end users can sign up and rules apply. */
export function identityConfigured(config: TAppConfig): boolean {
  return config.identity.enabled && config.identity.config !== null;
}

/** Group edit (spec doc 3 §5): 3–25 characters, description up to 100. */
export const ZGroupEditSchema = z.object({
  name: z
    .string({ required_error: 'You need to give your group a name' })
    .trim()
    .min(1, 'You need to give your group a name')
    .min(3, 'Name needs to be a minimum of 3 characters')
    .max(25, 'Name cannot exceed 25 characters'),
  description: z.string().trim().max(100, 'Group description cannot exceed 100 characters').default(''),
});

/** Group create from the page access dialog (spec doc 3 §5): 5–50 characters, description up to 100. */
export const ZGroupCreateSchema = z.object({
  name: z
    .string({ required_error: 'A name for the group is required' })
    .trim()
    .min(1, 'A name for the group is required')
    .min(5, 'The name of the group needs to have a minimum of 5 characters.')
    .max(50, 'Name can only contain a maximum of 50 characters.'),
  description: z.string().trim().max(100, 'The description cannot exceed 100 characters').default(''),
  /** Pages the new group may open (options.pages). */
  pages: z.array(z.string().min(1)).max(1000).default([]),
});

/** Invitations (spec doc 3 §5): up to 10 valid emails, lower-cased. */
export const INVITE_BATCH_MAX = 10;
export const ZInvitationSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().email('Email address is invalid.'))
    .min(1, 'Add at least one email address.')
    .max(INVITE_BATCH_MAX, 'You can only send up to 10 invites at a time'),
  groups: z.array(z.string().min(1)).max(100).default([]),
  /** Add a row to the users table for each invited address it does not hold yet (issue 21). */
  addToUsersTable: z.boolean().default(false),
  /**
   * "Publish and invite" (issue 24): publish the portal first, as Publish Changes does, so the
   * invitee's link opens a live portal rather than 'Not published yet'.
   */
  publish: z.boolean().default(false),
});
export type TInvitation = z.infer<typeof ZInvitationSchema>;
/** How long an email invitation's link works (issue 24): said in the email, checked when it is used. */
export const END_USER_INVITATION_TTL_DAYS = 14;
export const END_USER_INVITATION_TTL_MS = END_USER_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** The Invite dialog's warning while the portal has never been published. */
export const INVITE_UNPUBLISHED_WARNING =
  'This portal is not published yet. People you invite now would find "Not published yet" when they open their link. Publish it first, or together with the invitations.';
/** The same dialog, for a builder who may not publish yet. */
export const INVITE_UNPUBLISHED_UNVERIFIED =
  'Verify your email to publish this portal; invite people once it is published.';
/** Spec doc 3 §8 'You have invited {count} users', in the right number ('1 user'; ADR 053). */
export const invitedMessage = (count: number) => `You have invited ${countOf(count, 'user', 'users')}`;
/** After invitations that added users-table rows: what was added, and where. */
export const usersTableRowsAddedMessage = (count: number, table: string) =>
  `${countOf(count, 'row', 'rows')} ${plural(count, 'was', 'were')} added to ${table}.`;

/** The invitation link of one users-table record (spec doc 3 §2.1). */
export function invitationLinkPath(recordId: string): string {
  return `${SIGNUP_PATH}/invite?source=airtable&code=${encodeURIComponent(recordId)}`;
}

/** Test users (spec doc 1 §5): the password rule of the builder's Add test user dialog. */
export const TEST_USER_PASSWORD_MESSAGE =
  'Must Contain 6 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character';
export const ZTestUserSchema = z.object({
  username: z
    .string({ required_error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .email('Email address is invalid.'),
  password: z
    .string({ required_error: TEST_USER_PASSWORD_MESSAGE })
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{6,}$/, TEST_USER_PASSWORD_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  groups: z.array(z.string().min(1)).max(100).default([]),
});
export const testUserCreatedMessage = (email: string) => `Test user ${email} was created.`;
export const USER_GROUPS_ASSIGNED_MESSAGE = 'User was successfully assigned to the selected groups';

/** Field types that can hold a person's email: the users table's primary field is one of them. */
export const USERS_EMAIL_FIELD_TYPES: readonly string[] = ['email', 'singleLineText'];

/**
 * Identity setup (spec doc 3 §3 'Identity initialisation payload'). An Airtable table also needs
 * its base (`identitySetupHasBase`, checked by ZAppConfigChangeSchema).
 */
export const ZIdentitySetupSchema = z.object({
  /** Where the users table lives: the portal's built-in tables, or a base of the workspace's Airtable. */
  source: z.enum(['local', 'airtable']).default('local'),
  baseId: z.string().max(100).default(''),
  tableId: z
    .string({ required_error: 'Choose the table that holds your users.' })
    .min(1, 'Choose the table that holds your users.'),
  primaryFieldId: z
    .string({ required_error: 'Choose the field that holds their email.' })
    .min(1, 'Choose the field that holds their email.'),
  registrationRestrictions: z.array(z.enum(REGISTRATION_RESTRICTIONS)).default([]),
});
export const AIRTABLE_BASE_REQUIRED_MESSAGE = 'Which Airtable base should we use?';
/** An Airtable users table needs its base. */
export function identitySetupHasBase(setup: { source: 'local' | 'airtable'; baseId: string }): boolean {
  return setup.source === 'local' || setup.baseId !== '';
}

/** Redirect settings (spec doc 3 §5): all four targets are required. */
const redirectTarget = z
  .string({ required_error: 'Please select a page for redirection.', invalid_type_error: 'This field cannot be empty' })
  .trim()
  .min(1, 'Please select a page for redirection.')
  .refine((v) => v.startsWith('/') && !v.startsWith('//'), 'Please select a page for redirection.');
export const ZRedirectsSchema = z.object({
  redirectOnSignup: redirectTarget,
  redirectOnLogin: redirectTarget,
  redirectOnForbidden: redirectTarget,
  redirectOnLogout: redirectTarget,
});

/** Auto-assign (spec doc 3 §5): each mapping needs a group and a value; no field means no rules. */
export const AUTO_ASSIGN_UPDATED_MESSAGE = 'Auto assign configuration is updated.';
export const ZAutoAssignSchema = z.object({
  fieldId: z.string().trim().default(''),
  mapping: z
    .array(
      z.object({
        group: z.string({ required_error: 'You need to select a group' }).min(1, 'You need to select a group'),
        value: z
          .string({ required_error: 'You need to specify the value to match' })
          .trim()
          .min(1, 'You need to specify the value to match'),
      }),
    )
    .max(200)
    .default([]),
});

/** Anyone may open the sign-up page (not invitation only). */
export function signupOpen(config: TAppConfig): boolean {
  return !config.identity.registrationRestrictions.includes('invite-only');
}

/** The welcome email editor (spec doc 3 §2.5, §3 emails.welcome): a subject and a rich body. */
export const ZWelcomeEmailSchema = z.object({
  subject: z.string().trim().min(1, 'Please enter a subject.').max(200, 'The subject can be at most 200 characters.'),
  body: ZRichTextSchema.nullable(),
});
export type TWelcomeEmail = z.infer<typeof ZWelcomeEmailSchema>;
export const WELCOME_EMAIL_SAVED_MESSAGE = 'Welcome email saved.';
