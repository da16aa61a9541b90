import { listOutbox } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVerifyLink, signUp } from '../../test/auth-helpers';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('[AUTH] dev mailbox', () => {
  it('lists outbox emails newest first and shows their links', async () => {
    const { email } = await signUp(h);
    const list = await h.request('/dev/mailbox');
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Verify your email for Atrium');
    expect(html).toContain(email);

    const [mail] = await listOutbox(h.runtime.db, { to: email });
    const detail = await h.request(`/dev/mailbox/${mail!.id}`);
    expect(detail.status).toBe(200);
    const link = await latestVerifyLink(h, email);
    expect(await detail.text()).toContain(`<a href="${link}">`);
    expect((await h.request('/dev/mailbox/unknown-id')).status).toBe(404);
  });

  it('answers only requests made on this machine: a loopback peer and no proxy headers', async () => {
    const { email } = await signUp(h);
    const [mail] = await listOutbox(h.runtime.db, { to: email });
    const paths = ['/dev/mailbox', `/dev/mailbox/${mail!.id}`];
    for (const path of paths) {
      expect((await h.request(path, { peerAddress: '::1' })).status).toBe(200);
      expect((await h.request(path, { peerAddress: '::ffff:127.0.0.1' })).status).toBe(200);
      // Another machine, even one a trusted proxy says is 127.0.0.1.
      expect((await h.request(path, { peerAddress: '192.0.2.10' })).status).toBe(404);
      expect((await h.request(path, { peerAddress: '192.0.2.10', clientIp: '127.0.0.1' })).status).toBe(404);
      // A proxy on this machine: the peer is loopback, but the request says it was forwarded.
      for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
        const res = await h.request(path, {
          headers: { [header]: header === 'Forwarded' ? 'for=127.0.0.1' : '127.0.0.1' },
        });
        expect(res.status, header).toBe(404);
        expect(await res.text()).not.toContain(email);
      }
    }
  });
});
