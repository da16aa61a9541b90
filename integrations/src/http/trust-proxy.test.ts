import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { parseEnv } from '@atrium/core';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTrustProxy } from './trust-proxy';

/** What an app behind `applyTrustProxy` sees of a request, over a real HTTP server on loopback. */
interface Seen {
  ip: string;
  protocol: string;
  hostname: string;
  forwardedHost: string | null;
  forwardedProto: string | null;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function seenWith(trustProxy: string | undefined, headers: Record<string, string>): Promise<Seen> {
  const app = express();
  applyTrustProxy(app, parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  app.get('/', (req, res) => {
    res.json({
      ip: req.ip,
      protocol: req.protocol,
      hostname: req.hostname,
      forwardedHost: req.get('x-forwarded-host') ?? null,
      forwardedProto: req.get('x-forwarded-proto') ?? null,
    });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/`, { headers });
  return (await res.json()) as Seen;
}

const FORWARDED = {
  'X-Forwarded-For': '203.0.113.9',
  'X-Forwarded-Host': 'evil.example:8443',
  'X-Forwarded-Proto': 'https',
};

describe('TRUST_PROXY', () => {
  it('by default trusts nobody: the peer is the client and forwarded headers are dropped', async () => {
    const seen = await seenWith(undefined, FORWARDED);
    expect(seen).toEqual({
      ip: '127.0.0.1',
      protocol: 'http',
      hostname: '127.0.0.1',
      forwardedHost: null,
      forwardedProto: null,
    });
  });

  it('a list that does not name the peer trusts nobody', async () => {
    const seen = await seenWith('10.0.0.0/8, 192.168.0.1', FORWARDED);
    expect(seen).toMatchObject({ ip: '127.0.0.1', protocol: 'http', forwardedHost: null, forwardedProto: null });
  });

  it('a hop count honours the proxy in front', async () => {
    const seen = await seenWith('1', FORWARDED);
    expect(seen).toEqual({
      ip: '203.0.113.9',
      protocol: 'https',
      hostname: 'evil.example',
      forwardedHost: 'evil.example:8443',
      forwardedProto: 'https',
    });
  });

  it('a list naming the peer (by CIDR or range name) honours it', async () => {
    expect(await seenWith('127.0.0.0/8', FORWARDED)).toMatchObject({ ip: '203.0.113.9', protocol: 'https' });
    expect(await seenWith('loopback', FORWARDED)).toMatchObject({ ip: '203.0.113.9', hostname: 'evil.example' });
  });

  it('takes the client one hop before the trusted proxy, not a value the client wrote itself', async () => {
    const seen = await seenWith('1', { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' });
    expect(seen.ip).toBe('203.0.113.9');
  });

  it('keeps the first of several forwarded hosts and drops values that are no host or scheme', async () => {
    expect(
      await seenWith('1', { 'X-Forwarded-Host': 'portal.example, other.example', 'X-Forwarded-Proto': 'https, http' }),
    ).toMatchObject({ forwardedHost: 'portal.example', hostname: 'portal.example', forwardedProto: 'https' });
    expect(
      await seenWith('1', { 'X-Forwarded-Host': 'bad host/<x>', 'X-Forwarded-Proto': 'javascript' }),
    ).toMatchObject({ forwardedHost: null, hostname: '127.0.0.1', forwardedProto: null, protocol: 'http' });
  });
});
