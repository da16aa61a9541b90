import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/load-env';
import { EMBEDDED_HOST, listenOrExit } from './serve';
import { startBanner, type StartBannerInput } from './start-banner';

const DEMO = {
  subdomain: 'demo',
  email: 'demo@atrium.localhost',
  password: 'atrium-demo-password',
  client: { email: 'ops@northwind.example.com', password: 'northwind-demo-password' },
};

function banner(env: Record<string, string>, overrides: Partial<StartBannerInput> = {}): string {
  return startBanner({
    env: loadEnv({ APP_SECRET: 'banner-secret-banner-secret-banner-01', ...env }),
    dev: false,
    host: EMBEDDED_HOST,
    demo: DEMO,
    seeded: true,
    mailer: 'outbox',
    cache: 'memory',
    ...overrides,
  }).join('\n');
}

describe('npm start', () => {
  it("prints the demo builder's and a demo client's log-in and the mailbox outside production", () => {
    const text = banner({});
    expect(text).toContain('Demo login:   demo@atrium.localhost / atrium-demo-password  (just created)');
    expect(text).toContain('Demo client:  ops@northwind.example.com / northwind-demo-password');
    expect(text).toContain('Mailbox:      http://localhost:3000/dev/mailbox');
    expect(text).toContain('Listening on: 127.0.0.1 (this machine only; set HOST to change)');
  });

  it('prints no credentials and no mailbox in production', () => {
    const text = banner({ NODE_ENV: 'production' }, { seeded: false });
    expect(text).not.toContain(DEMO.password);
    expect(text).not.toContain(DEMO.email);
    expect(text).not.toContain(DEMO.client.password);
    expect(text).not.toMatch(/Demo|Mailbox/);
    expect(text).toContain('Builder:      http://localhost:3000');
  });

  it('listens on 127.0.0.1 by default for the embedded start, and where HOST says otherwise', async () => {
    const app = express();
    const local = await listenOrExit(app, 0, 'test', 'TEST_PORT', EMBEDDED_HOST);
    expect((local.address() as AddressInfo).address).toBe('127.0.0.1');
    const everywhere = await listenOrExit(app, 0, 'test', 'TEST_PORT', '0.0.0.0');
    expect((everywhere.address() as AddressInfo).address).toBe('0.0.0.0');
    await Promise.all([local, everywhere].map((s) => new Promise((resolve) => s.close(resolve))));
  });
});
