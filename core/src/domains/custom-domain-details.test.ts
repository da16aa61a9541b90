import { describe, expect, it } from 'vitest';
import { customDomainDetails, type TStoredCustomDomain } from './custom-domain-details';
import { canonicalHostname, siteUrl } from './site-url';

const TARGETS = { publicIp: '203.0.113.10', cnameTarget: 'cname.portals.example.com' };
const stored = (overrides: Partial<TStoredCustomDomain> = {}): TStoredCustomDomain => ({
  hostname: 'portal.client.com',
  includeWww: true,
  token: 'abc123',
  state: 'misconfigured',
  verifiedAt: null,
  check: null,
  checkedAt: null,
  nextCheckAt: null,
  ...overrides,
});

describe('customDomainDetails (spec doc 1 §3 "Domain detail")', () => {
  it('names the domain, its apex, its verification record and every routing record before a check', () => {
    const details = customDomainDetails(stored(), TARGETS);
    expect(details.domain).toEqual({
      name: 'portal.client.com',
      apexName: 'client.com',
      verified: false,
      isWWWIncluded: true,
      verification: [
        { type: 'TXT', domain: '_atrium-verification.portal.client.com', value: 'atrium-verification=abc123' },
      ],
    });
    expect(details.config).toEqual({ misconfigured: true });
    expect(details.missingRouting.map((r) => `${r.type} ${r.host} ${r.value}`)).toEqual([
      'CNAME portal cname.portals.example.com',
      'CNAME www.portal cname.portals.example.com',
    ]);
    expect(details.instructions.alternatives.map((r) => `${r.type} ${r.host} ${r.value}`)).toEqual([
      'A portal 203.0.113.10',
    ]);
    expect(details).toMatchObject({ checkedAt: null, nextCheckAt: null, inconclusive: false });
  });

  it('lists only the records the last check missed, and none once routing is right', () => {
    const checkedAt = new Date('2030-01-01T00:00:00Z');
    const partly = customDomainDetails(
      stored({
        check: { missingRouting: ['www.portal.client.com'], verificationMissing: true, inconclusive: true },
        checkedAt,
      }),
      TARGETS,
    );
    expect(partly.missingRouting.map((r) => r.name)).toEqual(['www.portal.client.com']);
    expect(partly).toMatchObject({ inconclusive: true, checkedAt: '2030-01-01T00:00:00.000Z' });
    const pending = customDomainDetails(
      stored({ state: 'pending', check: { missingRouting: [], verificationMissing: true, inconclusive: false } }),
      TARGETS,
    );
    expect(pending.missingRouting).toEqual([]);
    expect(pending.config).toEqual({ misconfigured: false });
    const valid = customDomainDetails(stored({ state: 'valid', verifiedAt: checkedAt }), TARGETS);
    expect(valid.domain.verified).toBe(true);
  });
});

describe('the Site URL (spec doc 1 §9)', () => {
  const env = { PORTAL_ROOT_DOMAIN: 'portals.example.com', PORTAL_PORT: 3001, PORTAL_URL_SCHEME: 'https' as const };
  it('is the verified custom domain, else the free subdomain', () => {
    const site = { subdomain: 'acme', customDomain: 'portal.acme.com', customDomainVerifiedAt: null };
    expect(canonicalHostname(site, 'portals.example.com')).toBe('acme.portals.example.com');
    expect(siteUrl({ ...env, PORTAL_PUBLIC_PORT: 443 }, site)).toBe('https://acme.portals.example.com');
    const verified = { ...site, customDomainVerifiedAt: new Date() };
    expect(canonicalHostname(verified, 'portals.example.com')).toBe('portal.acme.com');
    expect(siteUrl({ ...env, PORTAL_PUBLIC_PORT: 443 }, verified)).toBe('https://portal.acme.com');
    expect(siteUrl({ ...env, PORTAL_URL_SCHEME: 'http', PORTAL_ROOT_DOMAIN: 'localhost' }, verified)).toBe(
      'http://portal.acme.com:3001',
    );
  });
});
