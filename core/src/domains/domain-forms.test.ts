import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES, ZAddCustomDomainSchema, ZSubdomainFormSchema, domainPermission } from './domain-forms';

const errors = (result: { success: boolean; error?: { issues: Array<{ message: string; path: unknown[] }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the Edit Domain forms', () => {
  it("check the free subdomain with the spec's messages", () => {
    expect(ZSubdomainFormSchema.parse({ subdomain: ' Acme-2 ' })).toEqual({ subdomain: 'acme-2' });
    expect(errors(ZSubdomainFormSchema.safeParse({ subdomain: '' }))).toEqual([
      ['subdomain', 'Subdomain name is required.'],
    ]);
    expect(errors(ZSubdomainFormSchema.safeParse({}))).toEqual([['subdomain', 'Subdomain name is required.']]);
    expect(errors(ZSubdomainFormSchema.safeParse({ subdomain: 'a'.repeat(51) }))).toEqual([
      ['subdomain', 'subdomain name is too long'],
    ]);
    expect(errors(ZSubdomainFormSchema.safeParse({ subdomain: 'a b' }))).toEqual([
      ['subdomain', 'No spaces and alphanumeric characters only'],
    ]);
  });

  it('add a custom domain with the www option as a checkbox, never for a www name', () => {
    expect(ZAddCustomDomainSchema.parse({ hostname: 'https://Portal.Example.com/x', isWWWIncluded: 'on' })).toEqual({
      hostname: 'portal.example.com',
      isWWWIncluded: true,
    });
    expect(ZAddCustomDomainSchema.parse({ hostname: 'example.com' })).toEqual({
      hostname: 'example.com',
      isWWWIncluded: false,
    });
    expect(ZAddCustomDomainSchema.parse({ hostname: 'www.example.com' }).isWWWIncluded).toBe(false);
    expect(errors(ZAddCustomDomainSchema.safeParse({ hostname: 'www.example.com', isWWWIncluded: 'on' }))).toEqual([
      ['isWWWIncluded', DOMAIN_MESSAGES.wwwOfWww],
    ]);
    expect(errors(ZAddCustomDomainSchema.safeParse({ hostname: '' }))).toEqual([
      ['hostname', 'Please enter a valid domain'],
    ]);
    expect(errors(ZAddCustomDomainSchema.safeParse({ hostname: 'nope' }))).toEqual([
      ['hostname', 'Please enter a valid domain name.'],
    ]);
    // With the www option on, a refused name is reported as such (the www rule never sees it).
    for (const hostname of ['Infinity', 'a\r\nSet-Cookie: x=1', ['a.com', 1], 42]) {
      expect(errors(ZAddCustomDomainSchema.safeParse({ hostname, isWWWIncluded: 'on' })), String(hostname)).toEqual([
        ['hostname', 'Please enter a valid domain name.'],
      ]);
    }
  });
});

describe('domainPermission (spec doc 1 §6)', () => {
  it.each([
    [{ isOwner: true, builderVerified: true, ownerVerified: true }, 'allowed'],
    [{ isOwner: true, builderVerified: false, ownerVerified: false }, 'unverified'],
    [{ isOwner: false, builderVerified: true, ownerVerified: true }, 'allowed'],
    [{ isOwner: false, builderVerified: false, ownerVerified: true }, 'unverified'],
    [{ isOwner: false, builderVerified: true, ownerVerified: false }, 'owner-unverified'],
    [{ isOwner: false, builderVerified: false, ownerVerified: false }, 'owner-unverified'],
  ] as const)('%j → %s', (input, expected) => {
    expect(domainPermission(input)).toBe(expected);
  });

  it("uses the spec's texts", () => {
    expect(DOMAIN_MESSAGES).toMatchObject({
      subdomainCreated: 'Subdomain created.',
      subdomainUpdated: 'Subdomain updated.',
      forbidden: 'You do not have permission to modify the domain.',
      customDomainRemoved: 'Custom domain was removed successfully.',
      removeForbidden: 'You do not have sufficient permissions',
      removeNotFound: 'It appears your domain does not exist.',
      removeFailed: 'Failed to remove your domain, please try again',
      noDomain: 'No domain set up yet',
      misconfigured: 'Invalid domain configuration',
      pending: 'Pending verification',
      valid: 'Your custom domain configuration is valid',
      ownerNotVerifiedTitle: 'Workspace Owner Not Verified',
    });
  });
});
