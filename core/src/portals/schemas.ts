import {
  BLANK_TEMPLATE_ID,
  TEMPLATE_NEEDS_BUILT_IN_MESSAGE,
  UNKNOWN_TEMPLATE_MESSAGE,
  isWizardTemplateId,
} from '../templates/template-ids';
import { z } from 'zod';
import { ZGroupEditSchema } from '../identity/app-config';
import { TABLE_MESSAGES } from '../tables/table-grid';
import { GENERATE_MESSAGES, MAX_GENERATED_TABLES } from './generate-messages';
import { SUBDOMAIN_MAX_LENGTH } from './subdomain';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const APP_NAME_REQUIRED = 'App name is required.';
export const APP_NAME_TOO_LONG = 'App name is too long';
export const CREATE_APP_NAME_MAX = 50;
export const RENAME_APP_NAME_MAX = 150;

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The free subdomain rules (spec doc 1 §5), also used by the wizard's domain field. */
export const ZSubdomainSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z
    .string({ required_error: 'Subdomain name is required.' })
    .min(1, 'Subdomain name is required.')
    .max(SUBDOMAIN_MAX_LENGTH, 'subdomain name is too long')
    // '*' not '+': an empty value is reported once, as required, not also as invalid characters.
    .regex(/^[a-z0-9-]*$/, 'No spaces and alphanumeric characters only')
    .refine((v) => !v.startsWith('-') && !v.endsWith('-'), 'A subdomain cannot start or end with a hyphen'),
);

/** Create-portal wizard, step 1: name, domain (optional; blank generates one) and colour. */
export const ZCreatePortalSchema = z.object({
  appName: z.preprocess(
    trimmed,
    z
      .string({ required_error: APP_NAME_REQUIRED })
      .min(1, APP_NAME_REQUIRED)
      .max(CREATE_APP_NAME_MAX, APP_NAME_TOO_LONG),
  ),
  domain: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ZSubdomainSchema.optional()),
  color: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v)),
    z.string().regex(HEX_COLOR, 'Please choose a valid colour').default('#8848FF'),
  ),
  /** Built-in tables (with demo data), or pages generated from an Airtable base (`baseId`, `tableIds`). */
  dataSource: z.enum(['built-in', 'airtable']).default('built-in'),
  baseId: z.string().trim().max(100).default(''),
  tableIds: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  /** Step 2's template (ADR 049): Blank, or one the wizard shows; any other id is refused. */
  template: z
    .string()
    .default(BLANK_TEMPLATE_ID)
    .refine((id) => isWizardTemplateId(id), UNKNOWN_TEMPLATE_MESSAGE),
  /**
   * Steps 3 and 4 for a template with user accounts (ADR 051): keep or skip accounts, and the
   * users table's and groups' names (groups in the template's order); blank keeps the template's.
   */
  accounts: z.enum(['on', 'off']).default('on'),
  usersTableName: z.preprocess(blankAsAbsent, z.string().trim().max(100, TABLE_MESSAGES.nameTooLong).optional()),
  groupNames: z.array(z.preprocess(blankAsAbsent, ZGroupEditSchema.shape.name.optional())).max(10).default([]),
});
export type TCreatePortal = z.infer<typeof ZCreatePortalSchema>;

/** The wizard's whole form: a portal generated from Airtable needs its base and at least one table. */
export const ZCreatePortalWizardSchema = ZCreatePortalSchema.superRefine((value, ctx) => {
  if (value.dataSource !== 'airtable') return;
  // Templates bring their own built-in tables (ADR 049): generating from a base starts blank.
  if (value.template !== BLANK_TEMPLATE_ID) {
    ctx.addIssue({ code: 'custom', path: ['template'], message: TEMPLATE_NEEDS_BUILT_IN_MESSAGE });
  }
  if (!value.baseId) ctx.addIssue({ code: 'custom', path: ['baseId'], message: GENERATE_MESSAGES.noBase });
  else if (value.tableIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['tableIds'], message: GENERATE_MESSAGES.noTables });
  } else if (value.tableIds.length > MAX_GENERATED_TABLES) {
    ctx.addIssue({ code: 'custom', path: ['tableIds'], message: GENERATE_MESSAGES.tooManyTables });
  }
});

export const ZRenamePortalSchema = z.object({
  siteName: z.preprocess(
    trimmed,
    z
      .string({ required_error: APP_NAME_REQUIRED })
      .min(1, APP_NAME_REQUIRED)
      .max(RENAME_APP_NAME_MAX, APP_NAME_TOO_LONG),
  ),
});

export const ZClonePortalSchema = z.object({
  siteName: z.preprocess(
    trimmed,
    z
      .string({ required_error: APP_NAME_REQUIRED })
      .min(1, APP_NAME_REQUIRED)
      .max(RENAME_APP_NAME_MAX, APP_NAME_TOO_LONG),
  ),
});

export const TRANSFER_TARGET_REQUIRED = 'You need to select a workspace to transfer your portal to';
/**
 * Blank and null are "nothing chosen": plain coercion would turn them into 0, the personal space.
 * The cast keeps the input type `number` that forms were typed against before the preprocess.
 */
export const ZTransferPortalSchema = z.object({
  workspaceId: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.coerce
      .number({ required_error: TRANSFER_TARGET_REQUIRED, invalid_type_error: TRANSFER_TARGET_REQUIRED })
      .int(TRANSFER_TARGET_REQUIRED)
      .min(0, TRANSFER_TARGET_REQUIRED),
  ) as unknown as z.ZodEffects<z.ZodNumber, number, number>,
});

export const PORTAL_MESSAGES = {
  cloneFailed: "Failed to clone portal. Please try again and if the problem persists, don't hesitate to contact us",
  transferFailed: 'Something went wrong. Please try again',
  transferred: 'Portal successfully transferred',
  renamed: 'App Updated.',
  noTransferTargets: 'No workspaces available to transfer this portal to',
  /** Our wording: transfer is the owner's (spec doc 3 §6); the spec gives no text. */
  transferOwnerOnly: 'Only the workspace owner can transfer a portal out of this workspace.',
  activeSubscription: 'This portal has an active subscription',
  subdomainTaken: 'This domain is already taken. Please choose another one.',
  cloned: (name: string) => `Portal ${name} created.`,
  created: (name: string) => `Portal ${name} created.`,
  deleted: (name: string) => `Portal ${name} deleted.`,
} as const;
