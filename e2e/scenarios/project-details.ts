import { ZCreatePageSchema, ZDataSectionSchema, createId, emptyPageContents } from '@atrium/core';
import { DEMO_FIELDS, createPage, listLocalTables } from '@atrium/db';
import { addGridField, type Runtime } from '@atrium/integrations';
import { publish, resultOf, setUpDemoPortal, type ScenarioResult } from './demo-portal';

const P = DEMO_FIELDS.projects;

/**
 * The demo portal whose Projects table has three more fields, empty — Kick-off (date and time),
 * Fee (a number in dollars) and Brief (rich text) — and Project Details, published: Projects as
 * cards from Z to A showing Kick-off, with record pages showing the three. For the tests of how
 * the grid edits these types and portals show them.
 */
export async function setUpProjectDetails(runtime: Runtime, key: string): Promise<ScenarioResult> {
  const portal = await setUpDemoPortal(runtime, key);
  const projects = (await listLocalTables(runtime.db, { siteId: portal.siteId })).find((t) => t.name === 'Projects');
  if (!projects) throw new Error('The demo portal has no Projects table');
  const add = (field: Parameters<typeof addGridField>[1]) => addGridField(runtime, field);
  const table = { siteId: portal.siteId, tableId: projects.id };
  const kickOff = await add({ ...table, name: 'Kick-off', type: 'dateTime' });
  const fee = await add({ ...table, name: 'Fee', type: 'number', precision: 2, currency: 'USD' });
  const brief = await add({ ...table, name: 'Brief', type: 'richText' });
  const list = ZDataSectionSchema.parse({
    id: createId(),
    type: 'data',
    sectionName: 'grid1',
    data: {
      heading: 'Project details',
      source: { kind: 'local', tableId: projects.id, tableName: projects.name },
      fields: { title: P.name, subtitle: P.status, body: kickOff.id },
      // Website redesign, the grid's first row, comes first.
      sort: { type: 'field', fieldId: P.name, direction: 'desc' },
      detail: { type: 'page', fields: [fee.id, kickOff.id, brief.id] },
    },
  });
  await createPage(runtime.db, {
    siteId: portal.siteId,
    input: ZCreatePageSchema.parse({ name: 'Project Details', path: '/project-details' }),
    contents: { ...emptyPageContents(), sections: [list] },
  });
  await publish(runtime, portal);
  return resultOf(portal);
}
