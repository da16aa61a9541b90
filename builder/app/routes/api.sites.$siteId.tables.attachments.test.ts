/** Attachment fields of built-in tables (issue 21, ADR 038): uploaded files in cells, CSV, refusals. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Attachment, TUploadSignature } from '@atrium/core';
import { png } from '@atrium/integrations/images/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { callJson, invoicesTable, type GridPageJson } from '../../test/tables-fixtures';

let h: Harness;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-attachments-'));
  h = await createHarness({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await h?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs and posts one attachment as the grid's editor does; answers the cell's new item. */
async function uploadAttachment(siteId: string, cookie: string, bytes: Uint8Array, filename: string) {
  const signed = await h.request(
    `/api/uploads?siteId=${siteId}&purpose=attachment&filename=${encodeURIComponent(filename)}`,
    {
      cookie,
    },
  );
  const signature = (await signed.json()) as TUploadSignature;
  const form = new FormData();
  for (const key of ['publicId', 'folder', 'timestamp', 'signature', 'purpose'] as const) {
    form.set(key, String(signature[key]));
  }
  form.set('file', new Blob([new Uint8Array(bytes)]), filename);
  const res = await h.request('/api/uploads', { method: 'POST', body: form, cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { attachment: Attachment }).attachment;
}

describe('[DATA] attachment fields', () => {
  it("saves uploaded files in a cell, refuses any URL that is not this portal's media, and exports name (url)", async () => {
    const { owner, site, api, tableId, name } = await invoicesTable(h);
    const added = await callJson(h, `${api}/${tableId}`, owner.cookie, {
      json: { name: 'Files', type: 'multipleAttachments' },
    });
    expect(added.body).toMatchObject({ ok: true, field: { name: 'Files', type: 'multipleAttachments' } });
    const files = (added.body.field as { id: string }).id;
    const made = await callJson(h, `${api}/${tableId}/records`, owner.cookie, {
      json: { fields: { [name]: 'INV-1' } },
    });
    const recordUrl = `${api}/${tableId}/records/${(made.body.record as { id: string }).id}`;

    const photo = await uploadAttachment(site.id, owner.cookie, await png(40, 20), 'Photo.png');
    const pdf = await uploadAttachment(site.id, owner.cookie, new TextEncoder().encode('%PDF-1.4 x'), 'Quote (v2).pdf');
    const saved = await callJson(h, recordUrl, owner.cookie, {
      method: 'PATCH',
      json: { fields: { [files]: [photo, pdf] } },
    });
    expect(saved.body).toMatchObject({ ok: true });
    expect(saved.status).toBe(200);
    expect((saved.body.record as { fields: Record<string, unknown> }).fields[files]).toEqual([photo, pdf]);

    const other = await h.signIn();
    for (const url of [
      'https://evil.example/x.pdf',
      'javascript:alert(1)',
      `/media/sites/someothersite0001/x-abc.pdf`,
      `/media/sites/${site.id}/../x.pdf`,
    ]) {
      const refused = await callJson(h, recordUrl, owner.cookie, {
        method: 'PATCH',
        json: { fields: { [files]: [{ ...pdf, url }] } },
      });
      expect(refused).toEqual({
        status: 400,
        body: { ok: false, error: `Field "Files" accepts only files uploaded to this portal (not "${url}")` },
      });
    }
    // Another builder cannot write into this portal's table at all.
    const foreign = await callJson(h, recordUrl, other.cookie, {
      method: 'PATCH',
      json: { fields: { [files]: [pdf] } },
    });
    expect(foreign.status).toBe(404);

    const csv = await (await h.request(`${api}/${tableId}/csv`, { cookie: owner.cookie })).text();
    expect(csv.trimEnd().split('\n').at(-1)).toBe(`INV-1,,,"Photo.png (${photo.url}), Quote (v2).pdf (${pdf.url})"`);

    // An export of this portal imports back; other URLs are reported by line.
    const map = encodeURIComponent(JSON.stringify([name, files]));
    const imported = await callJson(h, `${api}/${tableId}/import?mode=import&map=${map}`, owner.cookie, {
      csv: `Name,Files\nINV-2,"Quote (v2).pdf (${pdf.url})"\nINV-3,https://evil.example/a.pdf\n`,
    });
    expect(imported.body).toMatchObject({
      ok: true,
      imported: 1,
      invalid: 1,
      errors: [
        {
          line: 3,
          message: 'Field "Files" accepts only files uploaded to this portal (not "https://evil.example/a.pdf")',
        },
      ],
    });
    const grid = (await callJson(h, `${api}/${tableId}?q=INV-2`, owner.cookie)).body as unknown as GridPageJson;
    expect(grid.records[0]!.fields[files]).toEqual([
      { id: expect.stringMatching(/^att/), url: pdf.url, filename: 'Quote (v2).pdf', type: 'application/pdf' },
    ]);

    // A field cannot become an attachment field (nor stop being one).
    const toFiles = await callJson(h, `${api}/${tableId}/fields/${name}/type`, owner.cookie, {
      json: { type: 'multipleAttachments' },
    });
    expect(toFiles.status).toBe(400);
  });
});
