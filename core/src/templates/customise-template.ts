import type { TSection } from '../sections/catalogue';
import { ZPortalTemplateSchema, groupToken, tableToken, type TPortalTemplate } from './portal-template';

/**
 * The create-portal wizard's steps 3 and 4 (issue 23, ADR 051) for a template with user accounts:
 * what the template will make — its users table and its groups, with the pages each group opens —
 * and the builder's choices: keep accounts and rename the users table and the groups, or skip
 * accounts. Skipping never opens what was for members: a portal without accounts serves every
 * page to everyone (portal-access), so the pages for groups are left out, with the sections
 * that name a group or show each user their own records (user listings) and the links to what
 * was left out (buttons, footer links, account pages).
 */
export interface TemplateAccountsPlan {
  usersTable: { name: string; emailField: string; fields: string[]; sampleRecords: number };
  /** Each group, with the pages it opens and whether people join it when they sign up (the default group). */
  groups: Array<{ name: string; description: string; pages: string[]; joinsOnSignUp: boolean }>;
  /** The pages left out when accounts are skipped (those for a group). */
  membersPages: string[];
}

export interface TemplateChoices {
  /** false: no user accounts, groups or pages for groups. */
  accounts: boolean;
  /** The users table's name; blank or absent: the template's. */
  usersTableName?: string | undefined;
  /** Group names in the template's group order; blank or absent: the template's. */
  groupNames?: ReadonlyArray<string | undefined>;
}

/** What steps 3 and 4 show for a template; null when the template has no user accounts. */
export function templateAccountsPlan(template: TPortalTemplate): TemplateAccountsPlan | null {
  const identity = template.identity;
  if (!identity) return null;
  const users = template.tables.find((t) => t.key === identity.usersTable)!;
  return {
    usersTable: {
      name: users.name,
      emailField: users.fields.find((f) => f.id === identity.emailField)!.name,
      fields: users.fields.map((f) => f.name),
      sampleRecords: users.records.length,
    },
    groups: template.groups.map((group) => ({
      name: group.name,
      description: group.description,
      pages: template.pages.filter((p) => p.groups.includes(group.key)).map((p) => p.name),
      joinsOnSignUp: identity.defaultGroup === group.key,
    })),
    membersPages: template.pages.filter((p) => p.groups.length > 0).map((p) => p.name),
  };
}

/** The template as the builder chose it in steps 3 and 4, checked again by the template schema. */
export function customisePortalTemplate(template: TPortalTemplate, choices: TemplateChoices): TPortalTemplate {
  if (!template.identity) return template;
  const customised = choices.accounts ? renamed(template, choices) : withoutAccounts(template);
  // A group token left behind would fail here: nothing refers to what was not made.
  return ZPortalTemplateSchema.parse(customised);
}

function renamed(template: TPortalTemplate, choices: TemplateChoices): TPortalTemplate {
  const usersKey = template.identity!.usersTable;
  const usersName = choices.usersTableName?.trim() || undefined;
  const tables = template.tables.map((t) => (t.key === usersKey && usersName ? { ...t, name: usersName } : t));
  const groups = template.groups.map((g, i) => ({ ...g, name: choices.groupNames?.[i]?.trim() || g.name }));
  if (!usersName) return { ...template, groups };
  const token = tableToken(usersKey);
  const pages = template.pages.map((page) => ({
    ...page,
    sections: page.sections.map((s) =>
      mapObjects(s, (o) => (o.tableId === token ? { ...o, tableName: usersName } : o)),
    ),
  }));
  return { ...template, tables, groups, pages };
}

function withoutAccounts(template: TPortalTemplate): TPortalTemplate {
  const leftOut = new Set(template.pages.filter((p) => p.groups.length > 0).map((p) => p.path));
  const linkLeftOut = (url: string) => leftOut.has(url) || url === '/account' || url.startsWith('/account/');
  const pages = template.pages
    .filter((page) => !leftOut.has(page.path))
    .map((page) => ({
      ...page,
      sections: page.sections
        .filter((section) => !needsAccounts(section, template))
        .map((section) =>
          mapObjects(section, (o) =>
            o.integration === 'url' && typeof o.code === 'string' && linkLeftOut(o.code) ? { integration: 'none' } : o,
          ),
        ),
    }));
  const footer = template.footer && {
    ...template.footer,
    columns: template.footer.columns.map((column) => {
      const links = column.links.filter((link) => !linkLeftOut(link.titleUrl));
      return links.length > 0 ? { ...column, links } : { category: '', links: [] };
    }),
  };
  return { ...template, pages, footer, identity: undefined, groups: [], endUsers: [] };
}

/** A section that shows each user their own records, or whose rules name a group. */
function needsAccounts(section: TSection, template: TPortalTemplate): boolean {
  if (section.type === 'data' && section.data.listingType === 'user') return true;
  const json = JSON.stringify(section);
  return template.groups.some((g) => json.includes(JSON.stringify(groupToken(g.key))));
}

type Json = Record<string, unknown>;

/** A copy of a section document with `change` applied to every object in it, innermost first. */
function mapObjects<T>(value: T, change: (o: Json) => Json): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return change(Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)])));
    }
    return v;
  };
  return walk(value) as T;
}
