import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  TEMPLATE_ASSET_PREFIX,
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZPageContentsSchema,
  ZPageSettingsSchema,
  SECTION_ID_LENGTH,
  ZSectionSchema,
  createId,
  emptyPageContents,
  mediaUrl,
  prettyUrlSlugs,
  profileCellText,
  replaceTemplateAssets,
  resolveTemplateTokens,
  siteMediaFolder,
  type TPortalTemplate,
  type TSection,
  builtInUsersIdentity,
} from '@atrium/core';
import type { Database } from '../create-db';
import { saveDraft } from '../drafts/save-draft';
import { saveAppConfig } from '../end-users/access-state';
import { createEndUser } from '../end-users/end-users';
import { createUserGroup, setPageGroups } from '../end-users/user-groups';
import { createLocalTable } from '../local-tables/create-local-table';
import { insertLocalRecords } from '../local-tables/insert-local-records';
import { listLocalRecords } from '../local-tables/list-local-records';
import { LOCAL_ID_LENGTH, type LocalTableField } from '../local-tables/local-table-view';
import { createPage } from '../pages/create-page';
import { listPages } from '../pages/list-pages';
import { updatePageContents } from '../pages/update-page-contents';
import { updatePageSettings } from '../pages/update-page-settings';
import { publishSite } from '../publications/publish-site';
import { replaceRecordSlugs } from '../record-slugs/record-slugs';
import type { LocalCellValue } from '../schema/index';
import { createSite } from '../sites/create-site';
import type { SiteRow } from '../sites/site-view';

/** The images templates ship (`assets` of a template), beside the migrations as files of the db package. */
export const TEMPLATE_ASSETS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../assets/templates',
);

/** Where a template's images go: the portal's media folder (the shape of runtime.media). */
export interface TemplateMediaStore {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
}

export interface ApplyPortalTemplateParams {
  workspaceId: number;
  builderId: string;
  /** A parsed template (findPortalTemplate). */
  template: TPortalTemplate;
  /** The wizard's name, subdomain and colour; the colour defaults to the template's. */
  appName: string;
  domain?: string;
  color?: string;
  /** Create the template's sample end users (the demo does; the wizard does not). */
  sampleUsers?: boolean;
  /** Where the template's images are stored; without it, they show as a gradient. */
  media?: TemplateMediaStore;
  /** Publish the new portal (the demo seed does). */
  publish?: boolean;
}

/**
 * A new portal made from a template (ADR 049), with the domain functions the builder's own
 * screens call — createSite, createLocalTable and insertLocalRecords, createPage,
 * updatePageContents, updatePageSettings, createUserGroup, setPageGroups, saveAppConfig, saveDraft,
 * createEndUser, replaceRecordSlugs (Save and Sync), publishSite — so a template can never make
 * what a builder could not. Tokens (`@table:…`, `@group:…`) become the ids made on the way.
 */
export async function applyPortalTemplate(db: Database, params: ApplyPortalTemplateParams): Promise<SiteRow> {
  // One transaction: a failure part-way leaves no half-made portal (images already copied stay
  // in a media folder no portal uses).
  return db.transaction((tx) => applyInTransaction(tx, params));
}

async function applyInTransaction(db: Database, params: ApplyPortalTemplateParams): Promise<SiteRow> {
  const { template } = params;
  const site = await createSite(db, {
    workspaceId: params.workspaceId,
    builderId: params.builderId,
    input: {
      appName: params.appName,
      domain: params.domain,
      color: params.color ?? template.accentColor,
      dataSource: 'built-in',
      baseId: '',
      tableIds: [],
      template: template.id,
      accounts: template.identity ? 'on' : 'off',
      groupNames: [],
    },
    homeContents: emptyPageContents(),
    demoTables: false,
  });
  const siteId = site.id;
  const { tableIds, recordIds } = await createTemplateTables(db, siteId, template);
  const groupIds = new Map<string, string>();
  for (const group of template.groups) {
    const created = await createUserGroup(db, { siteId, name: group.name, description: group.description });
    groupIds.set(group.key, created.id);
  }
  const assetUrls = await storeAssets(siteId, template.assets, params.media);
  const sectionsOf = (sections: TSection[]): TSection[] =>
    replaceTemplateAssets(resolveTemplateTokens(sections, { tables: tableIds, groups: groupIds }), assetUrls).map(
      (section) => ZSectionSchema.parse({ ...section, id: createId(SECTION_ID_LENGTH) }),
    );

  const [home] = await listPages(db, { siteId });
  for (const page of template.pages) {
    const contents = ZPageContentsSchema.parse({ ...emptyPageContents(), sections: sectionsOf(page.sections) });
    const isHome = page.path === '/';
    let pageId: string;
    if (isHome) {
      pageId = home!.id;
      await updatePageContents(db, { siteId, pageId, contents });
    } else {
      const input = ZCreatePageSchema.parse({ name: page.name, path: page.path, addToHeader: page.addToHeader });
      pageId = (await createPage(db, { siteId, input, contents })).id;
    }
    await updatePageSettings(db, {
      siteId,
      pageId,
      input: ZPageSettingsSchema.parse({
        name: page.name,
        ...(isHome ? {} : { path: page.path }),
        metaTitle: page.seo.title,
        metaDescription: page.seo.description,
        addToHeader: page.addToHeader,
      }),
    });
    if (page.groups.length > 0) {
      await setPageGroups(db, { siteId, pageId, groups: page.groups.map((g) => groupIds.get(g)!) });
    }
    await syncPrettyUrls(db, siteId, contents.sections);
  }

  if (template.identity) {
    const users = template.tables.find((t) => t.key === template.identity!.usersTable)!;
    const email = users.fields.find((f) => f.id === template.identity!.emailField)!;
    await saveAppConfig(db, {
      siteId,
      appConfig: ZAppConfigSchema.parse({
        identity: {
          ...builtInUsersIdentity(
            { id: tableIds.get(users.key)!, name: users.name },
            { id: email.id, name: email.name },
          ),
          registrationRestrictions: template.identity.usersTableOnly ? ['users-table'] : [],
        },
        defaultGroup: template.identity.defaultGroup ? groupIds.get(template.identity.defaultGroup)! : null,
        myAccount: template.identity.myAccount,
      }),
    });
    for (const user of params.sampleUsers ? template.endUsers : []) {
      await createEndUser(db, {
        siteId,
        email: user.email,
        password: user.password,
        groups: user.groups.map((g) => groupIds.get(g)!),
        recordId: recordIds.get(`${users.key}:${user.record}`)!,
      });
    }
  }

  if (template.footer) await saveDraft(db, { siteId, pageId: home!.id, footer: template.footer });
  if (params.publish) await publishSite(db, { siteId, builderId: params.builderId });
  return site;
}

/**
 * The template's built-in tables and sample records. Ids are made first, so links between
 * tables (a field's linked table) and between records (template record keys) can name them.
 * Returns the ids made by table key and by `{table key}:{record key}`.
 */
async function createTemplateTables(
  db: Database,
  siteId: string,
  template: TPortalTemplate,
): Promise<{ tableIds: Map<string, string>; recordIds: Map<string, string> }> {
  const tableIds = new Map(template.tables.map((t) => [t.key, `tbl${createId(LOCAL_ID_LENGTH)}`]));
  const recordIds = new Map<string, string>();
  for (const table of template.tables) {
    for (const record of table.records) {
      if (record.key) recordIds.set(`${table.key}:${record.key}`, `rec${createId(LOCAL_ID_LENGTH)}`);
    }
  }
  for (const [position, table] of template.tables.entries()) {
    const fields: LocalTableField[] = table.fields.map((f) => {
      const options = {
        ...(f.choices ? { choices: f.choices.map((name) => ({ id: `sel${createId(LOCAL_ID_LENGTH)}`, name })) } : {}),
        ...(f.linkedTable ? { linkedTableId: tableIds.get(f.linkedTable)! } : {}),
        ...(f.precision !== undefined ? { precision: f.precision } : {}),
        ...(f.currency ? { currency: f.currency } : {}),
      };
      return { id: f.id, name: f.name, type: f.type, ...(Object.keys(options).length > 0 ? { options } : {}) };
    });
    const tableId = tableIds.get(table.key)!;
    await createLocalTable(db, { id: tableId, siteId, name: table.name, position, fields });
    const linkedTable = new Map(table.fields.flatMap((f) => (f.linkedTable ? [[f.id, f.linkedTable] as const] : [])));
    await insertLocalRecords(db, {
      siteId,
      tableId,
      records: table.records.map((record) => ({
        id: record.key ? recordIds.get(`${table.key}:${record.key}`) : undefined,
        fields: Object.fromEntries(
          Object.entries(record.fields).map(([fieldId, value]): [string, LocalCellValue] => {
            const linked = linkedTable.get(fieldId);
            if (!linked) return [fieldId, value];
            return [fieldId, (value as string[]).map((key) => recordIds.get(`${linked}:${key}`)!)];
          }),
        ),
      })),
    });
  }
  return { tableIds, recordIds };
}

/** Save and Sync for a page's listings whose record pages take their pretty URL from a field. */
async function syncPrettyUrls(db: Database, siteId: string, sections: readonly TSection[]): Promise<void> {
  for (const section of sections) {
    if (section.type !== 'data' || section.data.source?.kind !== 'local') continue;
    const slugField = section.data.detail.slugFieldId;
    if (!slugField) continue;
    const records = await listLocalRecords(db, { siteId, tableId: section.data.source.tableId, limit: 1_000 });
    const { slugs } = prettyUrlSlugs(records.map((r) => ({ id: r.id, text: profileCellText(r.fields[slugField]) })));
    await replaceRecordSlugs(db, { siteId, sectionId: section.id, slugs });
  }
}

/** Copies the template's images into the portal's media folder; their `/media/template/…` URL → theirs. */
async function storeAssets(
  siteId: string,
  assets: readonly string[],
  media: TemplateMediaStore | undefined,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (!media) return urls;
  for (const file of assets) {
    const bytes = await readFile(path.join(TEMPLATE_ASSETS_FOLDER, file));
    const key = `${siteMediaFolder(siteId)}/template-${file}`;
    await media.put(key, new Uint8Array(bytes), { contentType: contentTypeOf(file) });
    urls.set(`${TEMPLATE_ASSET_PREFIX}${file}`, mediaUrl(key));
  }
  return urls;
}

function contentTypeOf(file: string): string {
  if (file.endsWith('.webp')) return 'image/webp';
  if (file.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}
