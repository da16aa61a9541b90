import type { CellValue, Condition, TableField, TableView, TCustomDomainCheckSummary } from '@atrium/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Builders: the people who sign in to the builder. */
export const builders = pgTable(
  'builders',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    showOnboarding: boolean('show_onboarding').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('builders_email_unique').on(t.email)],
);

/** Server-side builder sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const builderSessions = pgTable(
  'builder_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    builderId: text('builder_id')
      .notNull()
      .references(() => builders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('builder_sessions_token_unique').on(t.tokenHash),
    index('builder_sessions_builder').on(t.builderId),
  ],
);

/** Email verification links; single use, for the address they were sent to. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    builderId: text('builder_id')
      .notNull()
      .references(() => builders.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('verification_tokens_builder').on(t.builderId)],
);

/**
 * Workspaces. Every builder has one personal workspace (personalOwnerId set), which routes
 * address as workspace 0; team workspaces have their own ids.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => builders.id, { onDelete: 'cascade' }),
    personalOwnerId: text('personal_owner_id').references(() => builders.id, { onDelete: 'cascade' }),
    apiKey: text('api_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('workspaces_personal_unique').on(t.personalOwnerId)],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    builderId: text('builder_id')
      .notNull()
      .references(() => builders.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'editor'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('workspace_members_pk').on(t.workspaceId, t.builderId),
    index('workspace_members_builder').on(t.builderId),
  ],
);

/**
 * Invitations to join a team workspace as a collaborator (role editor), ADR 026. The emailed
 * link carries a random token; only its SHA-256 is stored. Resending replaces the token (the
 * older link stops working) and the expiry. At most one pending invitation per address and
 * workspace; accepted and revoked ones stay, so their links can say what happened to them.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The invited address, lowercased: only a builder with this address can accept. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => builders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: text('accepted_by').references(() => builders.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_unique').on(t.tokenHash),
    uniqueIndex('workspace_invitations_pending_unique')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Portals (spec doc 1 §3 "Site/portal" with its "App config"). */
export const sites = pgTable(
  'sites',
  {
    id: text('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    subdomain: text('subdomain').notNull(),
    /** The custom domain (lower-case ASCII host name), served only once verified (ADR 025). */
    customDomain: text('custom_domain'),
    /** `www.{customDomain}` is connected too and answers with a 301 to the custom domain. */
    customDomainIncludesWww: boolean('custom_domain_includes_www').notNull().default(false),
    /** The TXT verification token: random (160 bits), new for every add (ADR 024). */
    customDomainToken: text('custom_domain_token'),
    customDomainAddedAt: timestamp('custom_domain_added_at', { withTimezone: true, mode: 'date' }),
    /** Set when a check found routing and the TXT record right: the portal host serves the domain. */
    customDomainVerifiedAt: timestamp('custom_domain_verified_at', { withTimezone: true, mode: 'date' }),
    /** The last conclusive state: misconfigured, pending or valid. */
    customDomainState: text('custom_domain_state', { enum: ['misconfigured', 'pending', 'valid'] }),
    /** What the last check found: routing records missing (names), TXT missing, inconclusive lookups. */
    customDomainCheck: jsonb('custom_domain_check').$type<TCustomDomainCheckSummary>(),
    customDomainCheckedAt: timestamp('custom_domain_checked_at', { withTimezone: true, mode: 'date' }),
    /** Automatic checks made since the domain was added (drives nextDomainCheckDelayMs). */
    customDomainCheckAttempts: integer('custom_domain_check_attempts').notNull().default(0),
    /** When the background checker checks next; null: no automatic check (valid, or past 7 days). */
    customDomainNextCheckAt: timestamp('custom_domain_next_check_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').references(() => builders.id, { onDelete: 'set null' }),
    hasTrialled: boolean('has_trialled').notNull().default(false),
    /** Billing state (status active, trialing or incomplete); null until billing lands. */
    subscription: jsonb('subscription').$type<{ status: 'active' | 'trialing' | 'incomplete' } | null>(),
    /** App config: embedOnly and identity (enabled, config, isAirtableIntegrated, registrationRestrictions). */
    appConfig: jsonb('app_config')
      .notNull()
      .default(
        sql`'{"embedOnly":false,"identity":{"enabled":false,"config":null,"isAirtableIntegrated":false,"registrationRestrictions":[]}}'::jsonb`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sites_subdomain_unique').on(t.subdomain),
    uniqueIndex('sites_custom_domain_unique').on(t.customDomain),
    index('sites_custom_domain_next_check')
      .on(t.customDomainNextCheckAt)
      .where(sql`${t.customDomainNextCheckAt} is not null`),
    index('sites_workspace').on(t.workspaceId),
  ],
);

/** Drafts of a site's header, footer, theme and settings; edited in the builder, copied into snapshots. */
export const siteDrafts = pgTable('site_drafts', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  header: jsonb('header').notNull(),
  footer: jsonb('footer').notNull(),
  theme: jsonb('theme').notNull(),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

/** Pages (spec doc 3 §3 "Page"); contents hold the versioned sections document. */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    type: text('type', { enum: ['page', 'account', 'login', 'signup'] })
      .notNull()
      .default('page'),
    position: integer('position').notNull().default(0),
    passwordProtected: boolean('password_protected').notNull().default(false),
    meta: jsonb('meta')
      .notNull()
      .default(sql`'{"title":"","description":""}'::jsonb`),
    options: jsonb('options')
      .notNull()
      .default(sql`'{"isPublic":true,"addToHeader":true}'::jsonb`),
    groups: jsonb('groups')
      .notNull()
      .default(sql`'[]'::jsonb`),
    contents: jsonb('contents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_site_path_unique').on(t.siteId, t.path), index('pages_site').on(t.siteId)],
);

/** Immutable, versioned snapshots; the portal host serves the latest. */
export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    publishedBy: text('published_by').references(() => builders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('publications_site_version_unique').on(t.siteId, t.version)],
);

/**
 * Each published page's contents, apart from its publication's snapshot (which keeps the
 * site-wide parts and the page index), so rendering one page reads only that page (ADR 046).
 * Publications from before this table have no rows: their snapshot carries every page's contents.
 */
export const publicationPages = pgTable(
  'publication_pages',
  {
    publicationId: text('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    contents: jsonb('contents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.pageId] })],
);

/** Every email the product sends; in embedded mode this is the mailbox, with SMTP it is the log. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [index('email_outbox_created').on(t.createdAt)],
);

/**
 * Built-in tables: the data a portal keeps in Atrium instead of Airtable. Ids follow Airtable's
 * shape ('tbl…', 'fld…', 'rec…' + 14 characters) so sections treat both sources alike.
 */
export const localTables = pgTable(
  'local_tables',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    primaryFieldId: text('primary_field_id').notNull(),
    /** TableField[] with built-in types; select options carry choices, links carry linkedTableId. */
    fields: jsonb('fields').$type<LocalTableField[]>().notNull(),
    /** LocalTableView[]: each may carry an order and a filter Condition. */
    views: jsonb('views')
      .$type<LocalTableView[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    /** Records in the table, kept by every insert and delete (counts without a scan; issue 22). */
    recordCount: integer('record_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('local_tables_site').on(t.siteId, t.position)],
);

/**
 * Rows of built-in tables. `fields` holds cells keyed by field id (empty cells absent).
 * `cellIndex` holds, per field, the forms conditions compare against, computed in TypeScript
 * from the same functions as the reference semantics (see local-tables/cell-index.ts).
 * `seq` breaks ties between records created in the same transaction.
 */
export const localRecords = pgTable(
  'local_records',
  {
    id: text('id').primaryKey(),
    tableId: text('table_id')
      .notNull()
      .references(() => localTables.id, { onDelete: 'cascade' }),
    /** Denormalised from the table so every query filters by tenant on one index. */
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, LocalCellValue>>().notNull(),
    cellIndex: jsonb('cell_index').$type<LocalCellIndex>().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [
    index('local_records_site_table_created').on(t.siteId, t.tableId, t.createdAt, t.seq),
    index('local_records_fields_gin').using('gin', t.fields.op('jsonb_path_ops')),
  ],
);

/** Shapes stored in jsonb columns. */
export type LocalTableField = TableField;
export interface LocalTableView extends TableView {
  /** The view's order: records sort by these fields, then in created order. */
  order?: Array<{ fieldId: string; direction: 'asc' | 'desc' }>;
  /** Only records matching this condition are in the view. */
  filter?: Condition;
  /** The builder's grid (a 'grid' view): fields it does not show. */
  hiddenFieldIds?: string[];
}
export type LocalCellValue = CellValue;
/** t: lower-cased cell text per field (for `contains`); n: String(Number(cell)) per field (for numeric `equals`). */
export interface LocalCellIndex {
  t: Record<string, string>;
  n: Record<string, string>;
}

/**
 * Airtable webhooks, one per workspace and base in use: Airtable pings
 * `{PUBLIC_URL}/hooks/airtable/{id}`, we read the payloads from `cursor` on and bump the cached
 * table versions. `id` is random and unguessable (the URL is public); `macSecret` is sealed with
 * APP_SECRET (purpose 'airtable-webhook-mac'). Airtable expires webhooks 7 days after creation
 * or the last refresh; `expiresAt` drives the refresher.
 */
export const airtableWebhooks = pgTable(
  'airtable_webhooks',
  {
    id: text('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    baseId: text('base_id').notNull(),
    airtableWebhookId: text('airtable_webhook_id').notNull(),
    macSecret: text('mac_secret').notNull(),
    cursor: integer('cursor').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('airtable_webhooks_workspace_base_unique').on(t.workspaceId, t.baseId),
    index('airtable_webhooks_expires').on(t.expiresAt),
  ],
);

/** End-user groups of a portal (spec doc 3 §3 "User group"). A default group is given to new users. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_groups_site').on(t.siteId)],
);

/**
 * A portal's end users (spec doc 3 §3 "User account"). Emails are unique per portal, never
 * across portals: the same person has separate accounts on two portals. `groups` are assigned
 * in Atrium; `integrationGroups` come from the users table (auto-assign).
 */
export const endUsers = pgTable(
  'end_users',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    groups: jsonb('groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    integrationGroups: jsonb('integration_groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The user's record in the users table (built-in or Airtable), linked on sign-up. */
    recordId: text('record_id'),
    isTestUser: boolean('is_test_user').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('end_users_site_email_unique').on(t.siteId, t.email), index('end_users_site').on(t.siteId)],
);

/** Server-side end-user sessions, bound to one portal; the cookie carries a random token, only its SHA-256 is stored. */
export const endUserSessions = pgTable(
  'end_user_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    endUserId: text('end_user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('end_user_sessions_token_unique').on(t.tokenHash),
    index('end_user_sessions_user').on(t.endUserId),
  ],
);

/**
 * Single-use end-user tokens (password reset; email change, with the address it confirms),
 * stored as SHA-256.
 */
export const endUserTokens = pgTable(
  'end_user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    endUserId: text('end_user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'email-change'] }).notNull(),
    /** The new address an 'email-change' token confirms. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('end_user_tokens_user').on(t.endUserId)],
);

/**
 * Sign-ups waiting for their email to be verified (ADR 019): not accounts (no groups, no record
 * link, no session), so several for one address never block one another. The link's token and
 * the signing-up browser's token are stored as SHA-256; the password typed at sign-up is kept
 * (argon2id) only to finish in that same browser.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    browserTokenHash: text('browser_token_hash').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The users-table record an invitation link (`code=`) named, when that admitted the sign-up. */
    invitedRecordId: text('invited_record_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_signups_token_unique').on(t.tokenHash),
    index('pending_signups_site_email').on(t.siteId, t.email),
  ],
);

/** Access rules of a portal (spec doc 3 §3 "Access rule"); `rule` holds subject, actions, fields and conditions. */
export const accessRules = pgTable(
  'access_rules',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    applyToAll: boolean('apply_to_all').notNull().default(false),
    groups: jsonb('groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rule: jsonb('rule').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('access_rules_site').on(t.siteId)],
);

/** Email invitations to a portal (spec doc 3 §4.3): the groups the invitee joins on sign-up. */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    groups: jsonb('groups')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => builders.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** The link works until then (END_USER_INVITATION_TTL_DAYS after it was sent). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    index('invitations_site_email').on(t.siteId, t.email),
  ],
);

/**
 * Pretty URLs of a data section's record pages (spec doc 2 'Pretty URL' panel): written by
 * 'Save and Sync' from the chosen field; a record without one is reached by its id.
 */
export const recordSlugs = pgTable(
  'record_slugs',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    slug: text('slug').notNull(),
    recordId: text('record_id').notNull(),
  },
  (t) => [
    uniqueIndex('record_slugs_slug_unique').on(t.siteId, t.sectionId, t.slug),
    uniqueIndex('record_slugs_record_unique').on(t.siteId, t.sectionId, t.recordId),
  ],
);

/**
 * Upvotes on listing records (spec doc 2 'upvote' call to action): one per person per record of
 * a section. `voter` is `u:{end user id}` for a signed-in person, `v:{visitor id}` (a cookie) for
 * a visitor. The count itself lives in the record's Number field.
 */
export const recordVotes = pgTable(
  'record_votes',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    recordId: text('record_id').notNull(),
    voter: text('voter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('record_votes_unique').on(t.siteId, t.sectionId, t.recordId, t.voter)],
);
