import { ZCreatePageSchema, ZDataSectionSchema, createId, emptyPageContents } from '@atrium/core';
import { DEMO_FIELDS, createPage, listLocalTables } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { publish, resultOf, setUpDemoPortal, type ScenarioResult } from './demo-portal';

const P = DEMO_FIELDS.projects;

/**
 * The demo portal with the Project Board the first [LISTING] test builds in the editor, published:
 * a grid of the Projects table sorted by Name with Status as subtitle, search in Name, a Status
 * tag filter, record pages, and a create form (Name, Status) anyone may use to create and edit.
 */
export async function setUpProjectBoard(runtime: Runtime, key: string): Promise<ScenarioResult> {
  const portal = await setUpDemoPortal(runtime, key);
  const projects = (await listLocalTables(runtime.db, { siteId: portal.siteId })).find((t) => t.name === 'Projects');
  if (!projects) throw new Error('The demo portal has no Projects table');
  const grid = ZDataSectionSchema.parse({
    id: createId(),
    type: 'data',
    sectionName: 'grid1',
    data: {
      heading: 'Project board',
      source: { kind: 'local', tableId: projects.id, tableName: projects.name },
      fields: { title: P.name, subtitle: P.status },
      sort: { type: 'field', fieldId: P.name, direction: 'asc' },
      search: { fieldIds: [P.name] },
      filters: [{ fieldId: P.status, label: 'Status', type: 'tags', isSingleSelect: true }],
      access: [
        { action: 'view', applyToAll: true },
        { action: 'create', applyToAll: true },
        { action: 'edit', applyToAll: true },
      ],
      form: { fields: [P.name, P.status] },
    },
  });
  await createPage(runtime.db, {
    siteId: portal.siteId,
    input: ZCreatePageSchema.parse({ name: 'Project Board', path: '/project-board' }),
    contents: { ...emptyPageContents(), sections: [grid] },
  });
  await publish(runtime, portal);
  return resultOf(portal);
}
