import { describe, expect, it } from 'vitest';
import { loadAppConfig } from '../identity/app-config';
import {
  EMBED_WEBSITES_MAX,
  EMBED_WEBSITE_MESSAGES as M,
  ZEmbeddingSchema,
  ZEmbedWebsitesSchema,
  embeddable,
  frameAncestorSources,
  parseEmbedWebsite,
} from './embed-websites';

describe('parseEmbedWebsite', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  HTTPS://Www.Example.COM/  ', 'https://www.example.com'],
    ['example.com', 'https://example.com'],
    ['example.com/', 'https://example.com'],
    ['https://example.com:443', 'https://example.com'],
    ['https://example.com:8443', 'https://example.com:8443'],
    ['example.com:8443', 'https://example.com:8443'],
    ['https://*.example.com', 'https://*.example.com'],
    ['*.Example.co.uk', 'https://*.example.co.uk'],
    ['https://bücher.de', 'https://xn--bcher-kva.de'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['localhost:8080', 'https://localhost:8080'],
    ['http://client.localhost:3000', 'http://client.localhost:3000'],
    ['http://127.0.0.1:3132', 'http://127.0.0.1:3132'],
    ['https://203.0.113.7', 'https://203.0.113.7'],
  ])('accepts %j as %j', (input, origin) => {
    expect(parseEmbedWebsite(input)).toEqual({ origin });
  });

  it.each([
    ['', M.required],
    ['   ', M.required],
    ['javascript:alert(1)', M.scheme],
    ['JavaScript:alert(document.cookie)//', M.scheme],
    ['data:text/html,<script>alert(1)</script>', M.scheme],
    ['vbscript:msgbox', M.scheme],
    ['ftp://example.com', M.scheme],
    ['file:///etc/passwd', M.scheme],
    ['blob:https://example.com/1', M.scheme],
    ['http://example.com', M.https],
    ['http://10.0.0.1', M.https],
    ['https://example.com/embed', M.path],
    ['https://example.com?x=1', M.path],
    ['https://example.com#top', M.path],
    ['https://example.com/*', M.path],
    ['https://example.com\\evil.com', M.path],
    ['https://user:pass@example.com', M.invalid],
    ['https://example.com@evil.com', M.invalid],
    ['https://exa mple.com', M.invalid],
    ['https://example.com; script-src *', M.invalid],
    ["https://example.com'", M.invalid],
    ['https://example', M.invalid],
    ['https://-example.com', M.invalid],
    ['https://[::1]:3000', M.invalid],
    ['http://[::1]', M.invalid],
    ['https://example.com:99999', M.invalid],
    ['https://', M.invalid],
    ['*', M.wildcard],
    ['https://*', M.wildcard],
    ['https://a.*.example.com', M.wildcard],
    ['https://*example.com', M.wildcard],
    ['https://*.com', M.wildcardTooWide],
    ['https://*.co.uk', M.wildcardTooWide],
    ['https://*.127.0.0.1', M.wildcardTooWide],
    ['http://*.localhost', M.wildcardTooWide],
    ['x'.repeat(301), M.tooLong],
  ])('refuses %j: %s', (input, error) => {
    expect(parseEmbedWebsite(input)).toEqual({ error });
  });

  it('never yields anything but an origin a CSP source list can hold', () => {
    const hostile = ['https://a.com;', 'https://a.com,b.com', 'https://a.com"', 'https://a.com\nb', 'https://a.com%3B'];
    for (const input of hostile) expect(parseEmbedWebsite(input)).toHaveProperty('error');
    for (const input of ['https://a.com', 'https://*.a.com:1', 'http://localhost:1']) {
      const parsed = parseEmbedWebsite(input);
      expect('origin' in parsed && /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(parsed.origin)).toBe(true);
    }
  });
});

describe('ZEmbeddingSchema (the Embed menu’s websites)', () => {
  it('normalises, drops repeats and keeps the order', () => {
    expect(
      ZEmbeddingSchema.parse({ websites: ['example.com', 'https://b.example.org/', 'HTTPS://EXAMPLE.COM'] }),
    ).toEqual({ websites: ['https://example.com', 'https://b.example.org'], anyWebsite: false });
  });

  it('names the entry that is wrong', () => {
    const result = ZEmbeddingSchema.safeParse({ websites: ['https://ok.example', 'javascript:alert(1)'] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(`javascript:alert(1): ${M.scheme}`);
  });

  it(`allows at most ${EMBED_WEBSITES_MAX} websites`, () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `https://site${i}.example.com`);
    expect(ZEmbeddingSchema.safeParse({ websites: list(EMBED_WEBSITES_MAX) }).success).toBe(true);
    const tooMany = ZEmbeddingSchema.safeParse({ websites: list(EMBED_WEBSITES_MAX + 1) });
    expect(tooMany.error?.issues[0]?.message).toBe(M.tooMany);
  });

  it('a save names both the list and the choice of any website', () => {
    expect(ZEmbedWebsitesSchema.safeParse({ websites: [] }).error?.issues[0]?.message).toBe(M.notBoolean);
    expect(ZEmbedWebsitesSchema.safeParse({ anyWebsite: true }).error?.issues[0]?.message).toBe(M.invalid);
    expect(ZEmbedWebsitesSchema.parse({ websites: ['a.example.com'], anyWebsite: true })).toEqual({
      websites: ['https://a.example.com'],
      anyWebsite: true,
    });
  });

  it('a huge list is refused by its length, before any entry is parsed', () => {
    const huge = Array.from({ length: 100_000 }, () => 'javascript:alert(1)');
    const issues = ZEmbeddingSchema.safeParse({ websites: huge }).error!.issues;
    expect(issues.map((issue) => issue.message)).toEqual([M.tooMany]);
  });

  it('refuses lists and flags of the wrong type', () => {
    expect(ZEmbeddingSchema.safeParse({ websites: 'https://example.com' }).error?.issues[0]?.message).toBe(M.invalid);
    expect(ZEmbeddingSchema.safeParse({ websites: [42] }).error?.issues[0]?.message).toBe(M.invalid);
    expect(ZEmbeddingSchema.safeParse({ anyWebsite: 'yes' }).error?.issues[0]?.message).toBe(M.notBoolean);
  });
});

describe('frame ancestors and the stored config', () => {
  it('the portal and the builder, plus the websites; any website is `*`', () => {
    const builder = 'http://localhost:3000';
    expect(frameAncestorSources(builder, { websites: [], anyWebsite: false })).toEqual(["'self'", builder]);
    expect(frameAncestorSources(builder, { websites: ['https://a.example'], anyWebsite: false })).toEqual([
      "'self'",
      builder,
      'https://a.example',
    ]);
    expect(frameAncestorSources(builder, { websites: ['https://a.example'], anyWebsite: true })).toEqual(['*']);
    expect(embeddable({ websites: [], anyWebsite: false })).toBe(false);
    expect(embeddable({ websites: ['https://a.example'], anyWebsite: false })).toBe(true);
    expect(embeddable({ websites: [], anyWebsite: true })).toBe(true);
  });

  it('an old config has no embedding; a stored list that breaks today’s rules is dropped, not the config', () => {
    expect(loadAppConfig({ embedOnly: true }).embedding).toEqual({ websites: [], anyWebsite: false });
    const config = loadAppConfig({
      embedOnly: true,
      identity: { enabled: true },
      embedding: { websites: ['https://a.example; script-src *'], anyWebsite: false },
    });
    expect(config.embedding).toEqual({ websites: [], anyWebsite: false });
    expect(config.embedOnly).toBe(true);
    expect(config.identity.enabled).toBe(true);
  });
});
