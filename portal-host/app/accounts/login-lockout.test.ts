/**
 * Log-in limits on a portal (ADR 021) through the production build's request handler: an
 * attacker guessing an end user's password from elsewhere is throttled, and cannot lock that
 * person out of the address they usually log in from.
 */
import { LOGIN_RATE_LIMITED_MESSAGE } from '@atrium/core';
import { LOGIN_LIMITS } from '@atrium/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_USER_PASSWORD, startAccountsTestPortal, type AccountsTestPortal } from '../testing/accounts-test-portal';

let portal: AccountsTestPortal;
beforeAll(async () => {
  portal = await startAccountsTestPortal({ domain: 'lockout' });
  await portal.addPage('Home', '/home');
  await portal.publish();
});
afterAll(async () => {
  await portal?.close();
});

const logIn = (email: string, password: string, clientIp: string) =>
  portal.request('/account/login', { form: { email, password }, clientIp });

describe('[ACCOUNTS] log-in lock-out', () => {
  it('locks an email at one address after 10 failures there, not the owner at their usual address', async () => {
    await portal.addUser('victim@example.com');
    const home = '198.51.100.7';
    expect((await logIn('victim@example.com', TEST_USER_PASSWORD, home)).status).toBe(302);

    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await logIn('victim@example.com', `guess ${i}`, '203.0.113.66')).status).toBe(401);
    }
    const attacker = await logIn('victim@example.com', TEST_USER_PASSWORD, '203.0.113.66');
    expect(attacker.status).toBe(429);
    expect(attacker.headers.get('Set-Cookie')).toBeNull();
    expect(await attacker.text()).toContain(LOGIN_RATE_LIMITED_MESSAGE);

    const owner = await logIn('victim@example.com', TEST_USER_PASSWORD, home);
    expect(owner.status).toBe(302);
    expect(owner.headers.get('Set-Cookie')).toMatch(/^atrium_user=/);
  });

  it('limits attempts on an account from unknown addresses to 100 an hour, sparing known addresses', async () => {
    await portal.addUser('spread@example.com');
    const home = '198.51.100.8';
    expect((await logIn('spread@example.com', TEST_USER_PASSWORD, home)).status).toBe(302);
    // The owner's first log-in from home was one attempt from an address not yet known.
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i += 1) {
      expect((await logIn('spread@example.com', `guess ${i}`, `203.0.${i % 20}.9`)).status).toBe(401);
    }
    expect((await logIn('spread@example.com', TEST_USER_PASSWORD, '203.0.99.9')).status).toBe(429);
    expect((await logIn('spread@example.com', TEST_USER_PASSWORD, home)).status).toBe(302);
  });

  it('still limits one address across accounts (password spraying)', async () => {
    await portal.addUser('sprayed@example.com');
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      expect((await logIn(`nobody-${i}@example.com`, 'guess', '203.0.113.200')).status).toBe(401);
    }
    expect((await logIn('sprayed@example.com', TEST_USER_PASSWORD, '203.0.113.200')).status).toBe(429);
    expect((await logIn('sprayed@example.com', TEST_USER_PASSWORD, '203.0.113.201')).status).toBe(302);
  });
});
