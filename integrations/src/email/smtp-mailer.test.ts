import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox, type DbHandle } from '@atrium/db';
import { createTestDb } from '@atrium/db/testing/create-test-db';
import { OutboxMailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

const FROM = 'Atrium <no-reply@atrium.localhost>';

interface ReceivedMessage {
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtpServer(): Promise<{ url: string; received: ReceivedMessage[]; close: () => Promise<void> }> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((a) => a.address),
          raw,
        });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('SmtpMailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: SmtpMailer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = new SmtpMailer(handle.db, smtp.url, FROM);
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
  });

  it('delivers the email over SMTP and marks the outbox row sent', async () => {
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Verify your email',
      text: 'Open this link to verify: http://localhost:3000/verify?token=abc123',
      kind: 'verify-email',
    });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.mailFrom).toBe('no-reply@atrium.localhost');
    expect(message?.rcptTo).toEqual(['ada@example.com']);
    expect(message?.raw).toMatch(/^To: ada@example\.com\r?$/m);
    expect(message?.raw).toMatch(/^From: Atrium <no-reply@atrium\.localhost>\r?$/m);
    expect(message?.raw).toMatch(/^Subject: Verify your email\r?$/m);
    expect(message?.raw).toContain('Open this link to verify: http://localhost:3000/verify?token=abc123');
    expect(message?.raw).not.toContain('text/html');

    const [row] = await listOutbox(handle.db, { to: 'ada@example.com' });
    expect(row).toMatchObject({ subject: 'Verify your email', kind: 'verify-email', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends the HTML part alongside the text when there is one', async () => {
    await mailer.send({
      to: 'grace@example.com',
      subject: 'Welcome',
      text: 'Welcome aboard',
      html: '<p>Welcome aboard</p>',
      kind: 'welcome',
    });
    const message = smtp.received.find((m) => m.rcptTo.includes('grace@example.com'));
    expect(message?.raw).toContain('multipart/alternative');
    expect(message?.raw).toContain('text/plain');
    expect(message?.raw).toContain('text/html');
    expect(message?.raw).toContain('<p>Welcome aboard</p>');
  });
});

describe('SmtpMailer when the server cannot be reached', () => {
  it('records the error on the outbox row and rethrows', async () => {
    const mailer = new SmtpMailer(handle.db, `smtp://127.0.0.1:${await closedPort()}`, FROM);
    try {
      await expect(
        mailer.send({ to: 'nobody@example.com', subject: 'Lost', text: 'never arrives', kind: 'test' }),
      ).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await mailer.close();
    }
    const [row] = await listOutbox(handle.db, { to: 'nobody@example.com' });
    expect(row).toMatchObject({ subject: 'Lost', text: 'never arrives', sentAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });
});

describe('OutboxMailer', () => {
  it('records the email in the outbox without sending it', async () => {
    const mailer = new OutboxMailer(handle.db);
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'outbox@example.com',
      subject: 'Reset your password',
      text: 'Reset here',
      html: '<p>Reset here</p>',
      kind: 'reset-password',
    });
    await mailer.close();
    const rows = await listOutbox(handle.db, { to: 'outbox@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      toAddress: 'outbox@example.com',
      subject: 'Reset your password',
      text: 'Reset here',
      html: '<p>Reset here</p>',
      kind: 'reset-password',
      sentAt: null,
      error: null,
    });
    expect(rows[0]?.id).toMatch(/^[a-z0-9]+$/);
  });
});
