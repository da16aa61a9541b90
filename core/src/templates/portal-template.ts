import { z } from 'zod';
import { BUILT_IN_FIELD_TYPES } from '../data/schema';
import { ZFooterSchema } from '../documents/footer';
import { ZMyAccountLayoutSchema } from '../identity/my-account';
import { ZSectionSchema, type TSection } from '../sections/catalogue';

/**
 * Portal templates (issue 23, ADR 049): a whole working portal as one typed, versioned data file —
 * built-in tables with sample records, pages of sections, footer, theme colour, user accounts,
 * groups, page rules and (optionally) sample end users. One applier (`applyPortalTemplate` in db)
 * turns a template into a portal with the same domain functions the builder uses.
 *
 * A template names its own things by template-local keys. Sections are stored as the section
 * catalogue stores them, and refer to what the applier creates by tokens — a string that is
 * exactly `@table:{key}` (a built-in table's id) or `@group:{key}` (a user group's id). Field ids
 * are the template's own (`fld` + 14 letters or digits): a field id only has to be unique in its
 * table, so the same ids work in every portal made from the template.
 */
export const PORTAL_TEMPLATE_VERSION = 1;

const KEY = /^[a-z][a-zA-Z0-9-]{0,39}$/;
const ZKeySchema = z.string().regex(KEY, 'A template key is lower camel case or kebab case, up to 40 characters');
export const TEMPLATE_FIELD_ID = /^fld[A-Za-z0-9]{14}$/;
const ZFieldIdSchema = z.string().regex(TEMPLATE_FIELD_ID, 'A field id is fld followed by 14 letters or digits');

/** A string that stands for the id of something the applier creates. */
export const TEMPLATE_TOKEN = /^@(table|group):([a-z][a-zA-Z0-9-]{0,39})$/;
export const tableToken = (key: string) => `@table:${key}`;
export const groupToken = (key: string) => `@group:${key}`;

/** Images a template ships (files under db/assets/templates): a URL `/media/template/{file}` in a section. */
export const TEMPLATE_ASSET_PREFIX = '/media/template/';
const ASSET_FILE = /^[a-z0-9][a-z0-9-]{0,60}\.(webp|jpg|png)$/;

export const ZTemplateFieldSchema = z.object({
  id: ZFieldIdSchema,
  name: z.string().min(1).max(100),
  type: z.enum(BUILT_IN_FIELD_TYPES),
  /** singleSelect, multipleSelects: the choices, in order. */
  choices: z.array(z.string().min(1).max(100)).max(50).optional(),
  /** multipleRecordLinks: the template key of the linked table. */
  linkedTable: ZKeySchema.optional(),
  precision: z.number().int().min(0).max(8).optional(),
  currency: z.string().length(3).optional(),
});
export type TTemplateField = z.infer<typeof ZTemplateFieldSchema>;

/** A cell as a template writes it; link fields hold the template keys of linked records. */
const ZTemplateCellSchema = z.union([z.string().max(5000), z.number(), z.boolean(), z.array(z.string().max(200))]);

export const ZTemplateRecordSchema = z.object({
  /** Needed only by records other records link to, or sample users point at. */
  key: ZKeySchema.optional(),
  /** Cells by field id; absent for empty. */
  fields: z.record(ZTemplateCellSchema),
});
export type TTemplateRecord = z.infer<typeof ZTemplateRecordSchema>;

export const ZTemplateTableSchema = z.object({
  key: ZKeySchema,
  name: z.string().min(1).max(100),
  /** The first field is the primary field. */
  fields: z.array(ZTemplateFieldSchema).min(1).max(40),
  records: z.array(ZTemplateRecordSchema).max(200).default([]),
});
export type TTemplateTable = z.infer<typeof ZTemplateTableSchema>;

export const ZTemplatePageSchema = z.object({
  key: ZKeySchema,
  name: z.string().min(1).max(100),
  /** `/` is the home page (every template has one). */
  path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'A page path is / or /words-with-dashes'),
  addToHeader: z.boolean().default(true),
  /** Page rule: only members of these groups (template keys) may open the page; none: public. */
  groups: z.array(ZKeySchema).max(10).default([]),
  seo: z.object({ title: z.string().max(200).default(''), description: z.string().max(500).default('') }).default({}),
  sections: z.array(ZSectionSchema).max(30),
});
export type TTemplatePage = z.infer<typeof ZTemplatePageSchema>;

export const ZTemplateGroupSchema = z.object({
  key: ZKeySchema,
  name: z.string().min(1).max(100),
  description: z.string().max(300).default(''),
});

/** A sample end user: an account on the portal linked to a record of the users table. */
export const ZTemplateEndUserSchema = z.object({
  email: z.string().email(),
  password: z.string().min(8).max(100),
  /** The users-table record (template key) that is this person. */
  record: ZKeySchema,
  groups: z.array(ZKeySchema).max(10).default([]),
});
export type TTemplateEndUser = z.infer<typeof ZTemplateEndUserSchema>;

export const ZPortalTemplateSchema = z
  .object({
    version: z.literal(PORTAL_TEMPLATE_VERSION),
    id: ZKeySchema,
    name: z.string().min(1).max(60),
    /** One sentence for the wizard's card. */
    description: z.string().min(1).max(200),
    /** The theme's accent colour unless the wizard's colour is kept. */
    accentColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    tables: z.array(ZTemplateTableSchema).max(10).default([]),
    pages: z.array(ZTemplatePageSchema).min(1).max(20),
    /** Footer settings (version 1 footer document); absent: the default footer. */
    footer: ZFooterSchema.optional(),
    identity: z
      .object({
        /** The users table (template key) and its email field. */
        usersTable: ZKeySchema,
        emailField: ZFieldIdSchema,
        /** Who sees the Log In / Sign Up buttons: sign-up is only for people in the users table. */
        usersTableOnly: z.boolean().default(true),
        /** The group (template key) people join when they sign up: without it, pages for a group stay closed to them. */
        defaultGroup: ZKeySchema.optional(),
        myAccount: ZMyAccountLayoutSchema.default({}),
      })
      .optional(),
    groups: z.array(ZTemplateGroupSchema).max(10).default([]),
    /** Sample accounts: the demo's, or a template's with `sample: true` shown in the wizard. */
    endUsers: z.array(ZTemplateEndUserSchema).max(20).default([]),
    /** Image files the template ships (db/assets/templates). */
    assets: z.array(z.string().regex(ASSET_FILE)).max(5).default([]),
  })
  .superRefine((t, ctx) => {
    const issue = (message: string, path: Array<string | number>) =>
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, path });
    const tables = new Map(t.tables.map((table) => [table.key, table]));
    const groups = new Set(t.groups.map((g) => g.key));
    if (tables.size !== t.tables.length) issue('Two tables share a key', ['tables']);
    if (groups.size !== t.groups.length) issue('Two groups share a key', ['groups']);
    const paths = t.pages.map((p) => p.path);
    if (new Set(paths).size !== paths.length) issue('Two pages share a path', ['pages']);
    if (new Set(t.pages.map((p) => p.key)).size !== t.pages.length) issue('Two pages share a key', ['pages']);
    if (!paths.includes('/')) issue('A template needs a home page at /', ['pages']);

    const recordKeys = new Map<string, Set<string>>();
    for (const table of t.tables) {
      recordKeys.set(table.key, new Set(table.records.flatMap((r) => (r.key ? [r.key] : []))));
    }
    t.tables.forEach((table, ti) => {
      const fields = new Map(table.fields.map((f) => [f.id, f]));
      if (fields.size !== table.fields.length) issue(`Two fields of ${table.name} share an id`, ['tables', ti]);
      table.fields.forEach((field, fi) => {
        if (field.type === 'multipleRecordLinks' && !(field.linkedTable && tables.has(field.linkedTable))) {
          issue(`${table.name}.${field.name} links to no table of the template`, ['tables', ti, 'fields', fi]);
        }
      });
      table.records.forEach((record, ri) => {
        for (const [fieldId, value] of Object.entries(record.fields)) {
          const field = fields.get(fieldId);
          if (!field) {
            issue(`A record of ${table.name} has a cell for no field (${fieldId})`, ['tables', ti, 'records', ri]);
          } else if (field.type === 'multipleRecordLinks') {
            const known = recordKeys.get(field.linkedTable ?? '');
            const keys = Array.isArray(value) ? value : [];
            if (!Array.isArray(value) || keys.some((k) => !known?.has(k))) {
              issue(`${table.name}.${field.name} links to a record the template does not have`, [
                'tables',
                ti,
                'records',
                ri,
              ]);
            }
          }
        }
      });
    });

    t.pages.forEach((page, pi) => {
      page.groups.forEach((g) => {
        if (!groups.has(g)) issue(`Page ${page.name} is for a group the template does not have (${g})`, ['pages', pi]);
      });
      for (const token of templateTokens(page.sections)) {
        const [, kind, key] = TEMPLATE_TOKEN.exec(token)!;
        const known = kind === 'table' ? tables.has(key!) : groups.has(key!);
        if (!known) issue(`Page ${page.name} refers to ${token}, which the template does not have`, ['pages', pi]);
      }
    });

    if (t.identity) {
      const users = tables.get(t.identity.usersTable);
      if (!users) issue('The users table is not a table of the template', ['identity', 'usersTable']);
      else if (!users.fields.some((f) => f.id === t.identity!.emailField && f.type === 'email')) {
        issue('The users email field is not an email field of the users table', ['identity', 'emailField']);
      }
      if (t.identity.defaultGroup && !groups.has(t.identity.defaultGroup)) {
        issue('The default group is not a group of the template', ['identity', 'defaultGroup']);
      }
    }
    t.endUsers.forEach((user, ui) => {
      if (!t.identity) issue('Sample users need user accounts', ['endUsers', ui]);
      else if (!recordKeys.get(t.identity.usersTable)?.has(user.record)) {
        issue(`${user.email} is no record of the users table`, ['endUsers', ui]);
      }
      user.groups.forEach((g) => {
        if (!groups.has(g)) issue(`${user.email} is in a group the template does not have (${g})`, ['endUsers', ui]);
      });
    });
  });
export type TPortalTemplate = z.infer<typeof ZPortalTemplateSchema>;
/** What a template file writes (defaults filled in by the schema). */
export type TPortalTemplateInput = z.input<typeof ZPortalTemplateSchema>;

/** Every token (`@table:…`, `@group:…`) in a JSON-like value. */
export function templateTokens(value: unknown): string[] {
  const found = new Set<string>();
  mapTemplateStrings(value, (s) => {
    if (TEMPLATE_TOKEN.test(s)) found.add(s);
    return s;
  });
  return [...found];
}

/** A copy of a JSON-like value with every string passed through `map`. */
export function mapTemplateStrings<T>(value: T, map: (s: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return map(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/**
 * A template's sections with their tokens replaced by the ids the applier made; a token whose
 * thing is missing throws (the schema's checks make that a programming error).
 */
export function resolveTemplateTokens<T>(
  value: T,
  ids: { tables: Map<string, string>; groups: Map<string, string> },
): T {
  return mapTemplateStrings(value, (s) => {
    const match = TEMPLATE_TOKEN.exec(s);
    if (!match) return s;
    const id = (match[1] === 'table' ? ids.tables : ids.groups).get(match[2]!);
    if (!id) throw new Error(`Template token ${s} names nothing`);
    return id;
  });
}

/**
 * Template images (`/media/template/{file}` URLs) at the portal's stored copies (`urls`); an
 * image with no stored copy (no media storage, a thumbnail) shows as a gradient instead.
 */
export function replaceTemplateAssets<T>(value: T, urls: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    if (typeof o.imageUrl === 'string' && o.imageUrl.startsWith(TEMPLATE_ASSET_PREFIX)) {
      const stored = urls.get(o.imageUrl);
      return stored ? { ...o, imageUrl: stored } : { ...o, source: 'gradient', imageUrl: '' };
    }
    return o;
  };
  return walk(value) as T;
}

/** What the wizard's card shows of a template: its home page's marketing sections, ids resolved to placeholders. */
export function templatePreviewSections(template: TPortalTemplate, count = 2): TSection[] {
  const home = template.pages.find((p) => p.path === '/');
  const sections = (home?.sections ?? []).filter((s) => s.type !== 'data').slice(0, count);
  return replaceTemplateAssets(
    mapTemplateStrings(sections, (s) => (TEMPLATE_TOKEN.test(s) ? 'preview' : s)),
    new Map(),
  ).map((section) => ({ ...section, id: `preview-${section.id}`.slice(0, 40) }));
}
