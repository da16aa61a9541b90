import { deflateSync, crc32 } from 'node:zlib';
import {
  ZAppConfigSchema,
  ZCreatePageSchema,
  ZDataSectionSchema,
  createId,
  emptyPageContents,
  type Attachment,
  builtInUsersIdentity,
} from '@atrium/core';
import {
  DEMO_FIELDS,
  createPage,
  listLocalRecords,
  listLocalTables,
  saveAppConfig,
  updateLocalRecords,
} from '@atrium/db';
import { addGridField, saveAttachmentUpload, type Runtime } from '@atrium/integrations';
import { publish, resultOf, setUpDemoPortal, type ScenarioResult } from './demo-portal';

const P = DEMO_FIELDS.projects;

/** The covers: two colours each, as a builder's photos would differ. */
const COVERS: ReadonlyArray<readonly [[number, number, number], [number, number, number]]> = [
  [
    [99, 102, 241],
    [236, 72, 153],
  ],
  [
    [16, 185, 129],
    [59, 130, 246],
  ],
  [
    [245, 158, 11],
    [239, 68, 68],
  ],
  [
    [14, 165, 233],
    [99, 102, 241],
  ],
  [
    [132, 204, 22],
    [20, 184, 166],
  ],
  [
    [168, 85, 247],
    [249, 115, 22],
  ],
];

/** A 1200×800 PNG of a diagonal gradient with a soft disc, made without an image library. */
function coverPng([from, to]: (typeof COVERS)[number]): Buffer {
  const width = 1200;
  const height = 800;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const dx = x - width * 0.68;
      const dy = y - height * 0.4;
      const disc = Math.max(0, 1 - Math.sqrt(dx * dx + dy * dy) / 260) * 0.35;
      for (let c = 0; c < 3; c++) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        rows[row + 1 + x * 3 + c] = Math.round(base + (255 - base) * disc);
      }
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The demo portal as a finished client portal looks (issue 23): user accounts on (so the header
 * has Log In and Sign Up), the Projects table with a Cover attachment field whose first twelve
 * records have a picture, uploaded as the builder's grid uploads them, a Projects page (cards
 * with their covers, record pages with the cover beside the project's fields) and an Updates
 * page (a list whose record pages are blocks in two columns, the client as a linked record).
 * Published.
 */
export async function setUpProjectGallery(runtime: Runtime, key: string): Promise<ScenarioResult> {
  const { db } = runtime;
  const portal = await setUpDemoPortal(runtime, key);
  const { siteId } = portal;
  const tables = await listLocalTables(db, { siteId });
  const projects = tables.find((t) => t.name === 'Projects');
  const clients = tables.find((t) => t.name === 'Clients');
  if (!projects || !clients) throw new Error('The demo portal has no Projects or Clients table');
  await saveAppConfig(db, {
    siteId,
    appConfig: ZAppConfigSchema.parse({
      identity: builtInUsersIdentity(
        { id: clients.id, name: clients.name },
        { id: DEMO_FIELDS.clients.email, name: 'Email' },
      ),
    }),
  });

  const cover = await addGridField(runtime, {
    siteId,
    tableId: projects.id,
    name: 'Cover',
    type: 'multipleAttachments',
  });
  const attachments: Attachment[] = [];
  for (const [i, colours] of COVERS.entries()) {
    const saved = await saveAttachmentUpload(runtime.media, {
      bytes: coverPng(colours),
      folder: `sites/${siteId}`,
      publicId: `cover-${i + 1}-${createId(10).toLowerCase()}`,
      filename: `cover-${i + 1}.png`,
    });
    attachments.push(saved.attachment);
  }
  const records = await listLocalRecords(db, { siteId, tableId: projects.id, limit: 12 });
  await updateLocalRecords(db, {
    siteId,
    tableId: projects.id,
    records: records.map((record, i) => ({
      id: record.id,
      fields: { ...record.fields, [cover.id]: [attachments[i % attachments.length]!] },
    })),
  });

  const grid = ZDataSectionSchema.parse({
    id: createId(),
    type: 'data',
    sectionName: 'grid1',
    data: {
      heading: 'Projects',
      source: { kind: 'local', tableId: projects.id, tableName: projects.name },
      fields: { title: P.name, subtitle: P.status, tags: P.tags, image: cover.id },
      columns: 3,
      pageSize: 12,
      detail: { type: 'page', fields: [P.status, P.budget, P.due, P.tags, P.website, P.clientEmail, P.notes] },
    },
  });
  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Projects', path: '/projects' }),
    contents: { ...emptyPageContents(), sections: [grid] },
  });
  // The same projects as a list, whose record pages are built of blocks in two columns: the
  // project's fields and notes, and beside them its client, a linked record.
  const list = ZDataSectionSchema.parse({
    id: createId(),
    type: 'data',
    sectionName: 'list1',
    data: {
      heading: 'Project updates',
      source: { kind: 'local', tableId: projects.id, tableName: projects.name },
      fields: { title: P.name, subtitle: P.status, body: P.notes, tags: P.tags, image: cover.id },
      pageSize: 6,
      detail: {
        type: 'page',
        layout: 'columns',
        blocks: [
          { id: 'blkfields', kind: 'fields', title: 'Details', fieldIds: [P.status, P.budget, P.due, P.website] },
          { id: 'blknotes', kind: 'fields', title: 'Notes', fieldIds: [P.notes] },
          {
            id: 'blkclient',
            kind: 'linked',
            column: 'side',
            linkFieldId: P.client,
            linkedFieldIds: [DEMO_FIELDS.clients.email, DEMO_FIELDS.clients.website],
            linkedVariant: 'cards',
          },
        ],
      },
    },
  });
  await createPage(db, {
    siteId,
    input: ZCreatePageSchema.parse({ name: 'Updates', path: '/updates' }),
    contents: { ...emptyPageContents(), sections: [list] },
  });
  await publish(runtime, portal);
  return resultOf(portal);
}
