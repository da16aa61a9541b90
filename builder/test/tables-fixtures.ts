/** The Data area's API calls for route tests (issue 21): JSON requests and a ready Invoices table. */
import { TABLE_MESSAGES } from '@atrium/core';
import { expect } from 'vitest';
import { createPortal } from './editor-fixtures';
import type { Harness } from './harness';

export type Json = Record<string, unknown> & { ok?: boolean; error?: string; message?: string };

export interface GridField {
  id: string;
  name: string;
  type: string;
}
export interface GridPageJson {
  table: { id: string; name: string; primaryFieldId: string; fields: GridField[] };
  records: Array<{ id: string; fields: Record<string, unknown> }>;
  cursor: string | null;
  total: number;
}

/** Calls an API route as the builder's fetchers do: JSON in, JSON out. */
export async function callJson(
  h: Harness,
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown; csv?: string } = {},
) {
  const headers = new Headers();
  let body: string | undefined;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  } else if (init.csv !== undefined) {
    headers.set('Content-Type', 'text/csv');
    body = init.csv;
  }
  const res = await h.request(path, { cookie, method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A builder, their portal, and an Invoices table with Name, Amount (number) and Contact (email). */
export async function invoicesTable(h: Harness) {
  const call = (path: string, cookie: string, init: { json?: unknown } = {}) => callJson(h, path, cookie, init);
  const owner = await h.signIn();
  const site = await createPortal(h, owner, `Data ${Math.random().toString(36).slice(2, 7)}`);
  const api = `/api/sites/${site.id}/tables`;
  const created = await call(api, owner.cookie, { json: { name: 'Invoices' } });
  expect(created.body).toMatchObject({ ok: true, message: TABLE_MESSAGES.created });
  const tableId = (created.body.table as { id: string }).id;
  const field = async (name: string, type: string) =>
    ((await call(`${api}/${tableId}`, owner.cookie, { json: { name, type } })).body.field as GridField).id;
  const amount = await field('Amount', 'number');
  const contact = await field('Contact', 'email');
  const page = (await call(`${api}/${tableId}`, owner.cookie)).body as unknown as GridPageJson;
  return { owner, site, api, tableId, name: page.table.primaryFieldId, amount, contact };
}
