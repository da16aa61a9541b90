/**
 * "Generate from this base" (issue 23): pages with listings made from an Airtable base's schema,
 * published and served, for two bases of different shapes on the fake Airtable: the demo base
 * (Projects with selects, attachments and long text) and an events base (Speakers with a rich
 * text bio and photos; a table named Media with no select, attachment or long text).
 */
import { pagePathFor, planListing, type TDataSection } from '@atrium/core';
import { getSiteForBuilder, listPages, publishSite } from '@atrium/db';
import { CHANNELS, generatePagesFromBase, readBaseTables } from '@atrium/integrations';
import { loadDemoBase } from '@atrium/integrations/airtable/fake/demo-fixtures';
import type { FakeBase } from '@atrium/integrations/airtable/fake/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAirtableTestPortal, type AirtableTestPortal } from '../testing/airtable-test-portal';
import { cardTitles } from '../testing/listings-test-portal';

const PORTAL = 'http://generated.localhost:3001';

const EVENTS_BASE: FakeBase = {
  id: 'appEventsBase0001',
  name: 'Events',
  tables: [
    {
      id: 'tblSpeakers000001',
      name: 'Speakers',
      primaryFieldId: 'fldSpeakerName001',
      fields: [
        { id: 'fldSpeakerName001', name: 'Full name', type: 'singleLineText' },
        { id: 'fldSpeakerBio0001', name: 'Bio', type: 'richText' },
        { id: 'fldSpeakerPhoto01', name: 'Photo', type: 'multipleAttachments' },
        {
          id: 'fldSpeakerTopic01',
          name: 'Topics',
          type: 'multipleSelects',
          options: {
            choices: [
              { id: 'selData00000001', name: 'Data' },
              { id: 'selDesign000001', name: 'Design' },
            ],
          },
        },
        { id: 'fldSpeakerSite001', name: 'Website', type: 'url' },
      ],
      views: [{ id: 'viwSpeakers00001', name: 'Grid', type: 'grid' }],
      records: [
        speaker('recSpeakerAda0001', 'Ada Quill', 'Writes about **data** pipelines.', ['Data']),
        speaker('recSpeakerBo00001', 'Bo Marsh', 'Designs calm interfaces.', ['Design']),
        speaker('recSpeakerCy00001', 'Cy Ortega', 'Data and design, both.', ['Data', 'Design']),
      ],
    },
    {
      id: 'tblMedia000000001',
      name: 'Media',
      primaryFieldId: 'fldMediaTitle0001',
      fields: [
        { id: 'fldMediaTitle0001', name: 'Title', type: 'singleLineText' },
        { id: 'fldMediaYear00001', name: 'Year', type: 'number', options: { precision: 0 } },
      ],
      views: [{ id: 'viwMedia00000001', name: 'Grid', type: 'grid' }],
      records: [
        {
          id: 'recMediaOne000001',
          createdTime: '2026-01-01T00:00:00.000Z',
          fields: { fldMediaTitle0001: 'Keynote recording', fldMediaYear00001: 2025 },
        },
      ],
    },
  ],
};

function speaker(id: string, name: string, bio: string, topics: string[]) {
  return {
    id,
    createdTime: '2026-01-01T00:00:00.000Z',
    fields: {
      fldSpeakerName001: name,
      fldSpeakerBio0001: bio,
      fldSpeakerTopic01: topics,
      fldSpeakerPhoto01: [
        {
          id: `att${id.slice(3, 14)}`,
          url: `https://files.example.com/${id}.jpg`,
          filename: 'photo.jpg',
          type: 'image/jpeg',
        },
      ],
    },
  };
}

let portal: AirtableTestPortal;
let fakeNow = Date.UTC(2026, 0, 1);
const get = (path: string) => portal.handle(new Request(`${PORTAL}${path}`));
beforeAll(async () => {
  portal = await startAirtableTestPortal({
    builder: { firstName: 'Gen', lastName: 'Erator', email: 'gen@example.com' },
    appName: 'Generated',
    domain: 'generated',
    fixtures: { bases: [loadDemoBase(), EVENTS_BASE] },
    // A second between requests on the fake's clock: generating reads a whole table per listing
    // (pretty URLs) and these tests are not about Airtable's limit of 5 a second.
    now: () => (fakeNow += 1_000),
  });
});
afterAll(async () => {
  await portal?.close();
});

async function workspaceId(): Promise<number> {
  const access = await getSiteForBuilder(portal.runtime.db, { siteId: portal.siteId, builderId: portal.builderId });
  return access!.site.workspaceId;
}

/** Checks the choice and makes the pages, as the wizard does. */
async function generate(baseId: string, tableIds: string[]) {
  const chosen = await readBaseTables(portal.runtime, { workspaceId: await workspaceId(), baseId, tableIds });
  return generatePagesFromBase(portal.runtime, { siteId: portal.siteId, ...chosen });
}

/** Publishes and tells the portal host, as the builder's Publish does. */
async function publish(): Promise<void> {
  await publishSite(portal.runtime.db, { siteId: portal.siteId, builderId: portal.builderId });
  await portal.runtime.cache.publish(CHANNELS.siteChanged, portal.siteId);
}

function listingOf(contents: { sections: unknown[] }): TDataSection {
  return contents.sections[0] as TDataSection;
}

describe('a portal generated from an Airtable base', () => {
  it('chooses card fields by type: title, image, tags, description, search and filters', () => {
    const demo = loadDemoBase();
    const projects = demo.tables.find((t) => t.name === 'Projects')!;
    expect(planListing({ ...projects, views: [] })).toEqual({
      tableId: projects.id,
      tableName: 'Projects',
      title: 'Name',
      image: 'Attachments',
      tags: 'Status',
      description: 'Notes',
      search: ['Name', 'Contact email', 'Project URL', 'Notes'],
      filters: ['Status', 'Tags'],
    });
    const media = EVENTS_BASE.tables[1]!;
    expect(planListing({ ...media, views: [] })).toEqual({
      tableId: media.id,
      tableName: 'Media',
      title: 'Title',
      search: ['Title'],
      filters: [],
    });
    expect(pagePathFor('Media')).toBe('/media-records');
    expect(pagePathFor('Account')).toBe('/account-records');
    expect(pagePathFor('日本')).toBe('/records');
    expect(pagePathFor('Client Projects')).toBe('/client-projects');
  });

  it('makes a page per chosen table with its listing, searchable and filterable, records at pretty URLs, linked from the header', async () => {
    const { pages } = await generate('appClientProj2025', ['tblPzrhQfm5X0xUEa', 'tblqVh8kOxW4eUL8p']);
    expect(pages.map((p) => [p.name, p.path])).toEqual([
      ['Projects', '/projects'],
      ['Clients', '/clients'],
    ]);
    const projects = listingOf(pages[0]!.contents);
    expect(projects.data.source).toMatchObject({
      kind: 'airtable',
      baseId: 'appClientProj2025',
      tableName: 'Projects',
    });
    await publishSite(portal.runtime.db, { siteId: portal.siteId, builderId: portal.builderId });

    const listing = await get('/projects');
    expect(listing.status).toBe(200);
    const html = await listing.text();
    expect(html).toContain('Loyalty program research #001');
    // The header links to both pages.
    expect(html).toMatch(/href="\/projects"[^>]*>Projects</);
    expect(html).toMatch(/href="\/clients"[^>]*>Clients</);
    // Cards link to record pages at pretty URLs from the primary field.
    expect(html).toContain('href="/projects/loyalty-program-research-001"');

    const searched = cardTitles(await (await get('/projects?q=loyalty+program+research+%23001')).text());
    expect(searched).toEqual(['Loyalty program research #001']);
    // The Status filter (tags): every card shown is Done, and Done projects are there.
    const done = await (await get('/projects?f.fld1XlTdbUD2fN7Ng=Done')).text();
    const doneTitles = cardTitles(done);
    const doneNames = loadDemoBase()
      .tables.find((t) => t.name === 'Projects')!
      .records.filter((r) => r.fields.fld1XlTdbUD2fN7Ng === 'Done')
      .map((r) => r.fields.fldnv6asntY3ymqYw);
    expect(doneTitles.length).toBeGreaterThan(0);
    for (const title of doneTitles) expect(doneNames).toContain(title);

    const record = await get('/projects/loyalty-program-research-001');
    expect(record.status).toBe(200);
    const page = await record.text();
    expect(page).toContain('<meta property="og:title" content="Loyalty program research #001"/>');
    expect(page).toContain('Kick-off with Acme Corp.');
  });

  it('works for a base of another shape, and never takes a reserved path', async () => {
    const { pages } = await generate(EVENTS_BASE.id, ['tblSpeakers000001', 'tblMedia000000001']);
    expect(pages.map((p) => p.path)).toEqual(['/speakers', '/media-records']);
    await publish();
    const speakers = await (await get('/speakers')).text();
    for (const name of ['Ada Quill', 'Bo Marsh', 'Cy Ortega']) expect(speakers).toContain(name);
    expect(speakers).toContain('https://files.example.com/recSpeakerAda0001.jpg');
    expect(cardTitles(await (await get('/speakers?q=calm')).text())).toEqual(['Bo Marsh']);
    expect(cardTitles(await (await get('/speakers?f.fldSpeakerTopic01=Design')).text())).toEqual([
      'Bo Marsh',
      'Cy Ortega',
    ]);
    expect((await get('/speakers/ada-quill')).status).toBe(200);
    const media = await get('/media-records');
    expect(media.status).toBe(200);
    expect(await media.text()).toContain('Keynote recording');
  });

  it('refuses a table the base does not have, a base the token cannot reach, none or too many tables', async () => {
    const before = (await listPages(portal.runtime.db, { siteId: portal.siteId })).length;
    await expect(generate(EVENTS_BASE.id, ['tblPzrhQfm5X0xUEa'])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That table is not in this base.',
    });
    await expect(generate('appSomeoneElse01', ['tblSpeakers000001'])).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This Airtable token cannot reach that base.',
    });
    await expect(generate(EVENTS_BASE.id, [])).rejects.toMatchObject({ message: 'Choose at least one table.' });
    const tooMany = Array.from({ length: 13 }, (_, i) => `tbl${i}`);
    await expect(generate(EVENTS_BASE.id, tooMany)).rejects.toMatchObject({ message: 'Choose at most 12 tables.' });
    expect((await listPages(portal.runtime.db, { siteId: portal.siteId })).length).toBe(before);
  });
});
