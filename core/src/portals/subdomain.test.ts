import { describe, expect, it } from 'vitest';
import { ZSubdomainSchema } from './schemas';
import { SUBDOMAIN_MAX_LENGTH, suggestSubdomain } from './subdomain';

describe('suggestSubdomain', () => {
  it.each([
    ['Acme Client Portal', 'acme-client-portal'],
    ['  Hello,   World!  ', 'hello-world'],
    ['Café Crème', 'cafe-creme'],
    ['Team_42 -- Portal', 'team-42-portal'],
    ['---', ''],
    ['日本語', ''],
    ['', ''],
  ])('suggests %j -> %j', (name, expected) => {
    expect(suggestSubdomain(name)).toBe(expected);
  });

  it('cuts long names to 50 characters without leaving a trailing hyphen', () => {
    const name = `${'a'.repeat(49)} bcd`;
    const suggestion = suggestSubdomain(name);
    expect(suggestion).toBe('a'.repeat(49));
    expect(suggestSubdomain('x'.repeat(80))).toHaveLength(SUBDOMAIN_MAX_LENGTH);
  });

  it.each(['Acme Client Portal', 'Ünïcödé  Names', `${'word '.repeat(20)}`, 'A-B_C.D'])(
    'always suggests a valid subdomain for %j',
    (name) => {
      const suggestion = suggestSubdomain(name);
      expect(ZSubdomainSchema.safeParse(suggestion).success).toBe(true);
    },
  );
});
