/**
 * Embedding (ADR 027) through the portal host's real HTTP server (express, the security
 * headers, Remix, the production build): who may frame a portal, the frame script, embed-only,
 * sitemap and robots, and the embed widget's script.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZAppConfigSchema, ZCreatePageSchema, findTemplate, type TCodeSection } from '@atrium/core';
import { createPage, publishSite, saveAppConfig } from '@atrium/db';
import { CHANNELS, RedisCache, type Runtime } from '@atrium/integrations';
import { createTestRuntime } from '@atrium/integrations/testing/create-test-runtime';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendHttp, type HttpAnswer } from '../app/testing/send-http';
import { createTestPortalSite } from '../app/testing/test-portal-site';
import { createPortalHostApp } from './create-server';

const BUILDER = 'http://localhost:3000';
const WEBSITE = 'http://127.0.0.1:3132';

let portalHost: Runtime;
/** Where the builder announces changes: another process (its own Redis connection) when REDIS_URL is set. */
let builderProcess: Runtime;
let server: Server;
let port: number;
const sites: Record<string, { id: string; pageId: string; sectionId: string }> = {};

async function portal(name: string, subdomain: string) {
  const { db } = portalHost;
  const { builder, site } = await createTestPortalSite(db, { name, subdomain });
  const code = findTemplate('code01')!.create() as TCodeSection;
  code.data.code.snippet = '<p>snippet</p>';
  const tools = await createPage(db, {
    siteId: site.id,
    input: ZCreatePageSchema.parse({ name: 'Tools', path: '/tools' }),
    contents: { version: 1, sections: [code] },
  });
  await publishSite(db, { siteId: site.id, builderId: builder.id });
  sites[subdomain] = { id: site.id, pageId: tools.id, sectionId: code.id };
}

/** Saves app config as the builder does (its own process), announces the change, and waits until `until` holds. */
async function configure(subdomain: string, appConfig: Record<string, unknown>, until: () => Promise<void>) {
  await saveAppConfig(builderProcess.db, {
    siteId: sites[subdomain]!.id,
    appConfig: ZAppConfigSchema.parse(appConfig),
  });
  await builderProcess.cache.publish(CHANNELS.siteChanged, sites[subdomain]!.id);
  await vi.waitFor(until, { timeout: 5_000, interval: 50 });
}

beforeAll(async () => {
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const prefix = `atrium-test:embed:${Math.random().toString(36).slice(2)}:`;
    const db = await createTestDb();
    portalHost = await createTestRuntime({}, { db, cache: new RedisCache(redisUrl, prefix) });
    builderProcess = await createTestRuntime(
      {},
      { db: { ...db, close: async () => undefined }, cache: new RedisCache(redisUrl, prefix) },
    );
  } else {
    portalHost = await createTestRuntime();
    builderProcess = portalHost;
  }
  await portal('Acme', 'acme');
  await portal('Quiet', 'quiet');
  await portal('Open', 'open');
  server = createServer(await createPortalHostApp(portalHost, { dev: false })).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  if (builderProcess && builderProcess !== portalHost) await builderProcess.close();
  await portalHost?.close();
});

type Answer = HttpAnswer;

/** A GET as a browser would send it: `dest` is its Sec-Fetch-Dest (none: no fetch metadata at all). */
function get(subdomain: string, path: string, dest?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const metadata: Record<string, string> = dest
    ? { 'Sec-Fetch-Dest': dest, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'cross-site' }
    : {};
  return sendHttp(port, path, { host: `${subdomain}.localhost:${port}`, headers: { ...metadata, ...headers } });
}

function frameAncestors(answer: Answer): string[] | undefined {
  const policy = String(answer.headers['content-security-policy'] ?? '');
  const directive = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find((d) => d[0] === 'frame-ancestors');
  return directive?.slice(1);
}

const varies = (answer: Answer) => /(^|,\s*)Sec-Fetch-Dest(\s*,|$)/i.test(String(answer.headers.vary ?? ''));
const frameScripts = (answer: Answer) =>
  (answer.body.match(/<script\b[^>]*>/g) ?? []).filter((tag) => /frame-reporter[^"]*\.js/.test(tag));

describe('[EMBED] who may frame a portal', () => {
  it('by default: the portal itself and the builder; nothing varies with the frame, no frame script', async () => {
    for (const dest of ['document', 'iframe', undefined]) {
      const page = await get('quiet', '/', dest);
      expect(page.status).toBe(200);
      expect(frameAncestors(page)).toEqual(["'self'", BUILDER]);
      expect(varies(page)).toBe(false);
      expect(frameScripts(page)).toEqual([]);
    }
  });

  it('the allowed websites frame every page and code block frame; a framed page reports its height under the nonce', async () => {
    await configure('acme', { embedding: { websites: [WEBSITE, 'https://*.client.example'] } }, async () => {
      expect(frameAncestors(await get('acme', '/', 'iframe'))).toContain(WEBSITE);
    });
    const framed = await get('acme', '/tools', 'iframe');
    expect(framed.status).toBe(200);
    expect(frameAncestors(framed)).toEqual(["'self'", BUILDER, WEBSITE, 'https://*.client.example']);
    expect(varies(framed)).toBe(true);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(framed.headers['content-security-policy']))![1];
    expect(frameScripts(framed)).toHaveLength(1);
    expect(frameScripts(framed)[0]).toContain(`nonce="${nonce}"`);
    // The page frames its code block, so every ancestor must be allowed there too.
    const code = await get('acme', `/_atrium/code/${sites.acme!.pageId}/${sites.acme!.sectionId}`, 'iframe');
    expect(code.status).toBe(200);
    expect(frameAncestors(code)).toEqual(["'self'", BUILDER, WEBSITE, 'https://*.client.example']);

    // In a tab the page ships no script of its own; without fetch metadata it might be framed.
    const tab = await get('acme', '/tools', 'document');
    expect(tab.status).toBe(200);
    expect(frameScripts(tab)).toEqual([]);
    expect(varies(tab)).toBe(true);
    expect(frameScripts(await get('acme', '/tools'))).toHaveLength(1);
    // Another portal is untouched.
    expect(frameAncestors(await get('quiet', '/', 'iframe'))).toEqual(["'self'", BUILDER]);
  });

  it('the framed and the tab page are variants of one URL with ETags of their own', async () => {
    const framed = await get('acme', '/', 'iframe');
    const tab = await get('acme', '/', 'document');
    // From the rendered-page cache too: one entry per frame context.
    expect((await get('acme', '/', 'document')).headers['x-atrium-cache']).toBe('hit');
    expect(frameScripts(await get('acme', '/', 'document'))).toEqual([]);
    expect(frameScripts(await get('acme', '/', 'iframe'))).toHaveLength(1);
    const [framedTag, tabTag] = [framed.headers.etag!, tab.headers.etag!];
    expect(framedTag).toBeTruthy();
    expect(tabTag).toBeTruthy();
    expect(framedTag).not.toBe(tabTag);
    const revalidated = await get('acme', '/', 'iframe', { 'If-None-Match': framedTag });
    expect(revalidated.status).toBe(304);
    expect(varies(revalidated)).toBe(true);
    // A cache holding the tab's copy cannot have it confirmed for a frame.
    expect((await get('acme', '/', 'iframe', { 'If-None-Match': tabTag })).status).toBe(200);
  });

  it('any website: frame-ancestors *; back to none: the portal and the builder again', async () => {
    await configure('open', { embedding: { websites: [], anyWebsite: true } }, async () => {
      expect(frameAncestors(await get('open', '/', 'iframe'))).toEqual(['*']);
    });
    await configure('open', { embedding: { websites: [], anyWebsite: false } }, async () => {
      expect(frameAncestors(await get('open', '/', 'iframe'))).toEqual(["'self'", BUILDER]);
    });
    expect(varies(await get('open', '/', 'iframe'))).toBe(false);
  });
});

describe('[EMBED] embed-only (Disable URL access)', () => {
  it('a visit in a tab, or without fetch metadata, gets the notice; a frame gets the portal', async () => {
    await configure('acme', { embedOnly: true, embedding: { websites: [WEBSITE] } }, async () => {
      expect((await get('acme', '/', 'document')).status).toBe(403);
    });
    for (const dest of ['document', undefined]) {
      const notice = await get('acme', '/tools', dest);
      expect(notice.status).toBe(403);
      expect(notice.body).toContain('Only available embedded');
      expect(notice.body).toContain('Acme can only be used on the website it is embedded in.');
      expect(notice.body).not.toContain('Tools');
      expect(notice.headers['cache-control']).toBe('private, no-store');
      expect(varies(notice)).toBe(true);
    }
    const framed = await get('acme', '/tools', 'iframe');
    expect(framed.status).toBe(200);
    expect(framed.body).toContain('atrium-code__frame');
    expect(varies(framed)).toBe(true);
    expect(frameAncestors(framed)).toEqual(["'self'", BUILDER, WEBSITE]);
    // A listing's in-place update (fetch) from inside the frame is served too.
    expect((await get('acme', '/tools', 'empty')).status).toBe(200);
  });

  it('the rendered-page cache keeps the framed page for frames only', async () => {
    await get('acme', '/', 'iframe');
    const hit = await get('acme', '/', 'iframe');
    expect(hit.headers['x-atrium-cache']).toBe('hit');
    expect(hit.status).toBe(200);
    expect(frameScripts(hit)).toHaveLength(1);
    expect(frameAncestors(hit)).toEqual(["'self'", BUILDER, WEBSITE]);
    for (const dest of ['document', undefined]) {
      const tab = await get('acme', '/', dest);
      expect(tab.status).toBe(403);
      expect(tab.headers['x-atrium-cache']).not.toBe('hit');
    }
  });

  it('account pages follow the rule; pages opened from email links stay reachable in a tab', async () => {
    // (This portal has no user accounts: its account routes answer 404 wherever they are served.)
    expect((await get('acme', '/account/login', 'document')).status).toBe(403);
    expect((await get('acme', '/account/login', 'iframe')).status).toBe(404);
    for (const path of [
      '/account/signup/verify/some-token',
      '/account/reset-password/some-token',
      '/account/change-email/some-token',
      '/account/signup/invite?source=airtable&code=rec1',
    ]) {
      const answer = await get('acme', path, 'document');
      expect(answer.status, path).not.toBe(403);
      expect(answer.body, path).not.toContain('Only available embedded');
    }
  });

  it('no sitemap, and robots keep crawlers out; assets, media and the widget are still served', async () => {
    const sitemap = await get('acme', '/sitemap.xml');
    expect(sitemap.status).toBe(404);
    const robots = await get('acme', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    expect((await get('acme', '/embed.js', 'script')).status).toBe(200);
    const framed = await get('acme', '/', 'iframe');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(framed.body)![1]!;
    expect((await get('acme', stylesheet, 'style')).status).toBe(200);
    // Other portals keep theirs.
    expect((await get('quiet', '/robots.txt')).body).toContain('Allow: /');
    expect((await get('quiet', '/sitemap.xml')).status).toBe(200);
  });

  it('turned off, a tab gets the portal again at once', async () => {
    await configure('acme', { embedOnly: false, embedding: { websites: [WEBSITE] } }, async () => {
      expect((await get('acme', '/', 'document')).status).toBe(200);
    });
    expect((await get('acme', '/robots.txt')).body).toContain('Allow: /');
  });
});

describe('[EMBED] the widget script', () => {
  it('is JavaScript any website may load, cached for a day, revalidated by its content’s ETag', async () => {
    const script = await get('quiet', '/embed.js', 'script');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(script.headers['access-control-allow-origin']).toBe('*');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.body).toContain("var TYPE = 'atrium:frame';");
    const etag = script.headers.etag!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    const again = await get('quiet', '/embed.js', 'script', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // The same script on every host name the portal host answers, even one that names no portal.
    const elsewhere = await get('nobody', '/embed.js', 'script');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.etag).toBe(etag);
  });
});
