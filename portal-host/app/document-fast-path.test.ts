/**
 * The document fast path (ADR 032): signed-in page views answered before Remix runs, through the
 * production build (`npm run build -w portal-host` first). It must give exactly the document and
 * headers Remix gives for the same request, and leave everything else to Remix.
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { ZDataSectionSchema } from '@atrium/core';
import { createLocalTable, insertLocalRecords } from '@atrium/db';
import {
  LOCAL_BASE,
  announceEndUsersChanged,
  localDataSourceFor,
  viewerPageMemo,
  type DocumentAnswer,
} from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsTestPortal, type AccountsTestPortal } from './testing/accounts-test-portal';

const BUILD = new URL('../build/server/index.js', import.meta.url);
type FastPath = (request: Request, context: AppLoadContext) => Promise<DocumentAnswer | undefined>;

let portal: AccountsTestPortal;
let fastPath: FastPath;
let remix: ReturnType<typeof createRequestHandler>;
let cookie: string;
let recordId: string;
let tableId: string;

beforeAll(async () => {
  const build = (await import(BUILD.href)) as ServerBuild;
  fastPath = (build.entry.module as unknown as { handleDocumentFastPath: FastPath }).handleDocumentFastPath;
  remix = createRequestHandler(build, 'production');
  portal = await startAccountsTestPortal({ domain: 'fastpath' });
  const { db } = portal.runtime;
  const table = await createLocalTable(db, {
    siteId: portal.siteId,
    name: 'Projects',
    fields: [{ id: 'fldName000000000', name: 'Name', type: 'singleLineText' }],
  });
  const records = await insertLocalRecords(db, {
    siteId: portal.siteId,
    tableId: table.id,
    records: ['Harbour bridge', 'Lighthouse', 'Tide gauge'].map((name) => ({ fields: { fldName000000000: name } })),
  });
  recordId = records[0]!.id;
  tableId = table.id;
  await portal.addPage('Projects', '/projects', {
    version: 1,
    sections: [
      ZDataSectionSchema.parse({
        id: 'projects',
        type: 'data',
        sectionName: 'grid1',
        data: {
          source: { kind: 'local', tableId: table.id, tableName: 'Projects' },
          fields: { title: 'fldName000000000' },
          search: { fieldIds: ['fldName000000000'] },
          detail: { type: 'page', fields: ['fldName000000000'] },
        },
      }),
    ],
  });
  const staff = await portal.addPage('Staff Room', '/staff');
  await portal.addGroup('Staff', [staff.id]);
  await portal.addUser('member@example.com');
  await portal.publish();
  cookie = await portal.logIn('member@example.com');
});

afterAll(async () => {
  await portal.close();
});

const context = (): AppLoadContext => ({
  runtime: portal.runtime,
  clientIp: '127.0.0.1',
  peerAddress: '127.0.0.1',
  cspNonce: 'test-nonce',
});

function get(path: string, init: { cookie?: string; host?: string; method?: string } = {}): Request {
  const host = init.host ?? new URL(portal.origin).host;
  const headers = new Headers({ Host: host });
  if (init.cookie) headers.set('Cookie', init.cookie);
  return new Request(new URL(path, `http://${host}`), { method: init.method ?? 'GET', headers, redirect: 'manual' });
}

const HEADERS = ['Cache-Control', 'Vary', 'ETag', 'Content-Type', 'X-Atrium-Snapshot'];

describe('the document fast path', () => {
  it.each([
    ['a listing page', '/projects'],
    ['a listing page searched, after a form (a notice)', '/projects?q=light&done=created'],
    ['a record page', () => `/projects/${recordId}`],
    ["the portal's own 404", '/no-such-page'],
  ])('renders %s for a member exactly as Remix does', async (_name, pathOf) => {
    const path = typeof pathOf === 'function' ? pathOf() : pathOf;
    const answer = await fastPath(get(path, { cookie }), context());
    const response = await remix(get(path, { cookie }), context());
    expect(answer).toBeDefined();
    expect(answer!.status).toBe(response.status);
    expect(answer!.html).toBe(await response.text());
    for (const name of HEADERS) expect(answer!.headers.get(name), name).toBe(response.headers.get(name));
    // Signed in: private, and the header offers the member's account.
    expect(answer!.headers.get('Cache-Control')).toBe('private, no-store');
    expect(answer!.html).toContain('My Account');
  });

  it('shows the records and carries the response nonce on its script', async () => {
    const answer = await fastPath(get('/projects', { cookie }), context());
    expect(answer!.html).toContain('Harbour bridge');
    expect(answer!.html).toContain('Lighthouse');
    expect(answer!.html).toMatch(/<script src="[^"]+" defer="" nonce="test-nonce">/);
  });

  it.each([
    ['a visitor without a cookie (the page cache and Remix answer them)', '/projects', {}],
    ['a form post', '/projects', { method: 'POST' }],
    ['an account page', '/account', {}],
    ['a page closed to the member (a redirect)', '/staff', {}],
    ['an unknown host', '/projects', { host: 'nobody.localhost:3001' }],
    ["Remix's data request", '/projects.data', {}],
  ])('leaves %s to Remix', async (_name, path, init: { method?: string; host?: string }) => {
    const withCookie = Object.keys(init).length === 0 && path === '/projects' ? {} : { cookie };
    expect(await fastPath(get(path, { ...withCookie, ...init }), context())).toBeUndefined();
  });

  it('signs nobody in with a cookie whose value or signature was changed, even after the real one was seen', async () => {
    expect((await fastPath(get('/projects', { cookie }), context()))!.html).toContain('My Account');
    const [name, value] = cookie.split('=') as [string, string];
    const signatureAt = decodeURIComponent(value).lastIndexOf('.');
    const tampered = [
      `${name}=${encodeURIComponent(`${decodeURIComponent(value).slice(0, signatureAt)}x${decodeURIComponent(value).slice(signatureAt)}`)}`,
      `${name}=${encodeURIComponent(`${decodeURIComponent(value).slice(0, -2)}AA`)}`,
    ];
    for (const forged of tampered) {
      const answer = await fastPath(get('/projects', { cookie: forged }), context());
      expect(answer!.html).not.toContain('My Account');
    }
  });

  it('signs nobody in after log-out: the same cookie then gets the public page', async () => {
    const member = await portal.addUser('leaving@example.com');
    const leaving = await portal.logIn(member.email);
    expect((await fastPath(get('/projects', { cookie: leaving }), context()))!.html).toContain('My Account');
    const out = await portal.request('/account/logout', { form: {}, cookie: leaving });
    expect(out.status).toBe(302);
    const after = await fastPath(get('/projects', { cookie: leaving }), context());
    expect(after!.html).not.toContain('My Account');
    expect(after!.html).toContain('Log In');
  });
});

describe('the viewer page memo (ADR 036)', () => {
  const memo = async () => (await viewerPageMemo(portal.runtime))!;
  const view = async (path: string, as = cookie) => (await fastPath(get(path, { cookie: as }), context()))!.html;

  it('answers a member’s repeat view of a URL from what their last view loaded, and nobody else’s', async () => {
    const first = await view('/projects?q=tide');
    const before = (await memo()).stats();
    expect(await view('/projects?q=tide')).toBe(first);
    expect((await memo()).stats().hits).toBe(before.hits + 1);
    // Another member, the same URL: loaded for them, never the first member's entry.
    const other = await portal.logIn((await portal.addUser('other@example.com')).email);
    await view('/projects?q=tide', other);
    expect((await memo()).stats().misses).toBe(before.misses + 1);
    // The same member with one more cookie: a different key, loaded again.
    await view('/projects?q=tide', `${cookie}; theme=dark`);
    expect((await memo()).stats().misses).toBe(before.misses + 2);
  });

  it('shows a record written through Atrium on the very next view', async () => {
    expect(await view('/projects')).not.toContain('Breakwater');
    await view('/projects');
    await localDataSourceFor(portal.runtime, portal.siteId).createRecords({
      baseId: LOCAL_BASE.id,
      tableId,
      records: [{ fldName000000000: 'Breakwater' }],
    });
    expect(await view('/projects')).toContain('Breakwater');
  });

  it('shows a publish, and a change to the member, on the very next view', async () => {
    await view('/projects');
    const { misses } = (await memo()).stats();
    await portal.publish();
    await view('/projects');
    expect((await memo()).stats().misses).toBe(misses + 1);
    await view('/projects');
    await announceEndUsersChanged(portal.runtime, portal.siteId);
    await view('/projects');
    expect((await memo()).stats().misses).toBe(misses + 2);
  });

  it('keeps nothing past the session: after log-out the same cookie gets the public page', async () => {
    const member = await portal.addUser('memo-leaving@example.com');
    const leaving = await portal.logIn(member.email);
    await view('/projects', leaving);
    expect(await view('/projects', leaving)).toContain('My Account');
    expect((await portal.request('/account/logout', { form: {}, cookie: leaving })).status).toBe(302);
    expect(await view('/projects', leaving)).toContain('Log In');
  });
});
