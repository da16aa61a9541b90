/**
 * Embed-only portals with user accounts (ADR 027), through the production build's request
 * handler (`npm run build -w portal-host` first): account pages show only inside the frame, but
 * the pages that emailed links open (sign-up confirmation, password reset) work in a tab, as a
 * mail client opens them.
 */
import { getSiteAccessState, saveAppConfig } from '@atrium/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsTestPortal, type AccountsTestPortal } from '../testing/accounts-test-portal';
import { emailedLink, sessionCookie, signupCookie } from '../testing/portal-accounts';

let portal: AccountsTestPortal;

beforeAll(async () => {
  portal = await startAccountsTestPortal({ domain: 'embedded-club' });
  await portal.addPage('Members', '/members');
  const { appConfig } = await getSiteAccessState(portal.runtime.db, { siteId: portal.siteId });
  await saveAppConfig(portal.runtime.db, {
    siteId: portal.siteId,
    appConfig: { ...appConfig, embedOnly: true, embedding: { websites: ['https://club.example'], anyWebsite: false } },
  });
  await portal.publish();
});

afterAll(async () => {
  await portal?.close();
});

const inTab = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };
const inFrame = { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' };

describe('[EMBED] embed-only portal with user accounts', () => {
  it('account pages show in the frame only', async () => {
    for (const path of ['/account/login', '/account/signup', '/account/reset-password']) {
      const tab = await portal.request(path, { headers: inTab });
      expect(tab.status, path).toBe(403);
      expect(await tab.text(), path).toContain('Only available embedded');
      expect((await portal.request(path, { headers: inFrame })).status, path).toBe(200);
    }
  });

  it('sign up in the frame, confirm from the email in a tab, then use the account in the frame', async () => {
    const email = 'new-member@example.com';
    const signedUp = await portal.request('/account/signup', {
      headers: inFrame,
      form: { email, password: 'a good password', confirmPassword: 'a good password' },
    });
    expect(signedUp.status).toBe(200);
    const link = await emailedLink(portal.runtime.db, email, portal.origin, '/account/signup/verify/');
    expect(link).toBeTruthy();
    // The mail client opens the link in a tab: it works there.
    const confirmed = await portal.request(link!, { headers: { ...inTab, Cookie: signupCookie(signedUp) } });
    expect(confirmed.status).toBe(302);
    const cookie = sessionCookie(confirmed);
    expect(cookie).toBeTruthy();
    // Where it leads shows the notice in the tab; the account is there inside the frame.
    const target = confirmed.headers.get('Location')!;
    expect((await portal.request(target, { headers: inTab, cookie })).status).toBe(403);
    const mine = await portal.request('/account', { headers: inFrame, cookie });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain(email);
  });

  it('a password reset asked for in the frame opens from the email in a tab', async () => {
    await portal.addUser('forgetful@example.com');
    const asked = await portal.request('/account/reset-password', {
      headers: inFrame,
      form: { email: 'forgetful@example.com' },
    });
    expect(asked.status).toBeLessThan(400);
    const link = await emailedLink(
      portal.runtime.db,
      'forgetful@example.com',
      portal.origin,
      '/account/reset-password/',
    );
    expect(link).toBeTruthy();
    const form = await portal.request(link!, { headers: inTab });
    expect(form.status).toBe(200);
    expect(await form.text()).not.toContain('Only available embedded');
  });
});
