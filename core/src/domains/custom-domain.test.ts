import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CUSTOM_DOMAIN_MESSAGES, ZCustomDomainSchema, isPlatformHostname } from './custom-domain';

function messages(input: unknown): string[] {
  const result = ZCustomDomainSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

describe('ZCustomDomainSchema (Add custom domain form)', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Portal.Example.COM  ', 'portal.example.com'],
    ['https://portal.example.com/some/page?x=1#top', 'portal.example.com'],
    ['http://example.com', 'example.com'],
    ['example.com.', 'example.com'],
    ['www.example.com', 'www.example.com'],
    ['my-portal.example.co.uk', 'my-portal.example.co.uk'],
    ['a.b.c.d.example.io', 'a.b.c.d.example.io'],
    ['123.example.com', '123.example.com'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['BÜCHER.de', 'xn--bcher-kva.de'],
  ])('accepts %j as %j', (input, expected) => {
    expect(ZCustomDomainSchema.parse(input)).toBe(expected);
  });

  it('accepts 63-character labels and 253 characters in all', () => {
    const label = 'a'.repeat(63);
    const name = `${label}.${label}.${label}.${'b'.repeat(57)}.com`;
    expect(name).toHaveLength(253);
    expect(ZCustomDomainSchema.parse(name)).toBe(name);
  });

  it.each([[''], ['   '], [undefined], [null], ['https://'], ['.']])(
    "requires a domain for %j ('Please enter a valid domain')",
    (input) => {
      expect(messages(input)).toEqual([CUSTOM_DOMAIN_MESSAGES.required]);
      expect(CUSTOM_DOMAIN_MESSAGES.required).toBe('Please enter a valid domain');
    },
  );

  it.each([
    ['localhost'],
    ['example'],
    ['1.2.3.4'],
    ['127.0.0.1'],
    ['[::1]'],
    ['::1'],
    ['example.123'],
    ['-example.com'],
    ['example-.com'],
    ['exa_mple.com'],
    ['exa mple.com'],
    ['example..com'],
    ['.example.com'],
    ['example.com:8080'],
    ['user@example.com'],
    ['ftp://example.com'],
    ['example.com\u0000.evil.com'],
    ['co.uk'],
    ['xn--zz.com'],
    [`${'a'.repeat(64)}.com`],
    [`${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(63)}.${'b'.repeat(58)}.com`],
    ['x'.repeat(5000)],
    [42],
    [{ hostname: 'example.com' }],
  ])("refuses %j ('Please enter a valid domain name.')", (input) => {
    expect(messages(input)).toEqual(['Please enter a valid domain name.']);
  });

  it('works as a form field', () => {
    const form = z.object({ hostname: ZCustomDomainSchema });
    expect(form.parse({ hostname: 'HTTPS://Example.com/' })).toEqual({ hostname: 'example.com' });
    expect(form.safeParse({}).error?.issues).toMatchObject([
      { path: ['hostname'], message: 'Please enter a valid domain' },
    ]);
  });
});

describe('isPlatformHostname', () => {
  it("is true for the root domain and names under it, false for others (even ones ending in the root's text)", () => {
    expect(isPlatformHostname('portals.example.com', 'portals.example.com')).toBe(true);
    expect(isPlatformHostname('Acme.Portals.example.com.', 'portals.example.com')).toBe(true);
    expect(isPlatformHostname('cname.portals.example.com', 'portals.example.com')).toBe(true);
    expect(isPlatformHostname('evilportals.example.com', 'portals.example.com')).toBe(false);
    expect(isPlatformHostname('example.com', 'portals.example.com')).toBe(false);
  });
});
