import { z } from 'zod';
import { isIpv4, isIpv6, isLoopbackAddress } from '../config/ip-address';
import { isPublicSuffix } from '../domains/split-domain';

/**
 * The websites allowed to embed a portal (ADR 027): origins (scheme, host, port) that the
 * portal's Content-Security-Policy `frame-ancestors` lists, or any website at all.
 */

/** At most this many websites: each is a source in every portal response's CSP header. */
export const EMBED_WEBSITES_MAX = 20;
/** Longer input is refused before it is parsed. */
export const EMBED_WEBSITE_MAX_LENGTH = 300;

export const EMBED_WEBSITE_MESSAGES = {
  required: 'Enter a website address, like https://example.com.',
  tooLong: 'That website address is too long.',
  invalid: 'Enter a valid website address, like https://example.com.',
  scheme: 'Only website addresses (https://) can embed a portal.',
  https: 'Use https://. Only localhost may use http://.',
  path: 'Enter the website’s address only, without a path: https://example.com.',
  wildcard: 'A wildcard may only replace the first part of a host name, like https://*.example.com.',
  wildcardTooWide: 'A wildcard must be followed by a domain of your own, like https://*.example.com.',
  tooMany: `You can allow up to ${EMBED_WEBSITES_MAX} websites.`,
  notBoolean: 'Choose whether any website may embed this portal.',
} as const;

/** `scheme://authority` and whatever follows the authority. */
const WITH_SCHEME = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\\]*)(.*)$/is;
/** `javascript:…`, `data:…`, `mailto:…`: a scheme without `//` (but not `host:port`). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isHostName(hostname: string): boolean {
  const labels = hostname.split('.');
  return (
    hostname.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^[0-9]+$/.test(labels[labels.length - 1]!)
  );
}

/** localhost, a name under it, or a loopback IPv4 address: the only places http:// may embed from. */
function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || (isIpv4(hostname) && isLoopbackAddress(hostname))
  );
}

/**
 * A website address as a builder types it, normalised to the origin a CSP source names:
 * `Example.com/` → `https://example.com`, `http://localhost:8080` stays, `https://*.example.com`
 * allows every subdomain of example.com (a wildcard of a domain one owns, never of a public
 * suffix such as `*.co.uk`). Refused: other schemes (`javascript:`, `data:`, `ftp:`), http
 * outside localhost, paths, queries and fragments, credentials, IPv6 literals (CSP sources
 * cannot name them), and anything the URL parser refuses. Unicode host names become punycode.
 */
export function parseEmbedWebsite(input: string): { origin: string } | { error: string } {
  const text = input.trim();
  if (text === '') return { error: EMBED_WEBSITE_MESSAGES.required };
  if (text.length > EMBED_WEBSITE_MAX_LENGTH) return { error: EMBED_WEBSITE_MESSAGES.tooLong };
  if (/[\s\p{Cc}]/u.test(text)) return { error: EMBED_WEBSITE_MESSAGES.invalid };
  let match = WITH_SCHEME.exec(text);
  if (!match) {
    if (OTHER_SCHEME.test(text)) return { error: EMBED_WEBSITE_MESSAGES.scheme };
    match = WITH_SCHEME.exec(`https://${text}`);
    if (!match) return { error: EMBED_WEBSITE_MESSAGES.invalid };
  }
  const scheme = match[1]!.toLowerCase();
  let authority = match[2]!;
  const rest = match[3]!;
  if (scheme !== 'https' && scheme !== 'http') return { error: EMBED_WEBSITE_MESSAGES.scheme };
  if (rest !== '' && rest !== '/') return { error: EMBED_WEBSITE_MESSAGES.path };
  if (authority.includes('@')) return { error: EMBED_WEBSITE_MESSAGES.invalid };
  const wildcard = authority.startsWith('*.');
  if (wildcard) authority = authority.slice(2);
  if (authority.includes('*')) return { error: EMBED_WEBSITE_MESSAGES.wildcard };
  if (authority.startsWith('[')) return { error: EMBED_WEBSITE_MESSAGES.invalid };
  let url: URL;
  try {
    url = new URL(`${scheme}://${authority}`);
  } catch {
    return { error: EMBED_WEBSITE_MESSAGES.invalid };
  }
  const { hostname } = url;
  if (isIpv6(hostname.replace(/^\[|\]$/g, ''))) return { error: EMBED_WEBSITE_MESSAGES.invalid };
  const ip = isIpv4(hostname);
  const loopback = isLoopbackHost(hostname);
  if (wildcard && (ip || hostname === 'localhost' || !hostname.includes('.') || isPublicSuffix(hostname))) {
    return { error: EMBED_WEBSITE_MESSAGES.wildcardTooWide };
  }
  if (!ip && !loopback && !isHostName(hostname)) return { error: EMBED_WEBSITE_MESSAGES.invalid };
  if (scheme === 'http' && !loopback) return { error: EMBED_WEBSITE_MESSAGES.https };
  return { origin: `${scheme}://${wildcard ? '*.' : ''}${url.host}` };
}

/** One website of the list, normalised (see parseEmbedWebsite). */
export const ZEmbedWebsiteSchema = z
  .string({ required_error: EMBED_WEBSITE_MESSAGES.required, invalid_type_error: EMBED_WEBSITE_MESSAGES.invalid })
  .transform((value, ctx) => {
    const parsed = parseEmbedWebsite(value);
    if ('origin' in parsed) return parsed.origin;
    // Which entry of a list is wrong: the message names it (shortened; it may be long).
    const shown = value.trim().length > 60 ? `${value.trim().slice(0, 57)}…` : value.trim();
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: shown ? `${shown}: ${parsed.error}` : parsed.error });
    return z.NEVER;
  });

/** The list: its length first (bounding the work), then each entry normalised, without repeats. */
const ZEmbedWebsiteListSchema = z
  .array(z.unknown(), {
    required_error: EMBED_WEBSITE_MESSAGES.invalid,
    invalid_type_error: EMBED_WEBSITE_MESSAGES.invalid,
  })
  .max(EMBED_WEBSITES_MAX, EMBED_WEBSITE_MESSAGES.tooMany)
  .pipe(z.array(ZEmbedWebsiteSchema))
  .transform((origins) => [...new Set(origins)]);

const ZAnyWebsiteSchema = z.boolean({
  required_error: EMBED_WEBSITE_MESSAGES.notBoolean,
  invalid_type_error: EMBED_WEBSITE_MESSAGES.notBoolean,
});

/**
 * The Embed menu's websites as it saves them: the list, and the explicit choice to let any
 * website embed the portal (both required, so a save never turns the other off by omission).
 */
export const ZEmbedWebsitesSchema = z.object({ websites: ZEmbedWebsiteListSchema, anyWebsite: ZAnyWebsiteSchema });

/** Who may embed a portal, as app config stores it (`appConfig.embedding`). */
export const ZEmbeddingSchema = z.object({
  websites: ZEmbedWebsiteListSchema.default([]),
  anyWebsite: ZAnyWebsiteSchema.default(false),
});
export type TEmbedding = z.infer<typeof ZEmbeddingSchema>;

export const EMBED_WEBSITES_SAVED_MESSAGE = 'Websites allowed to embed this portal saved.';

export const NO_EMBEDDING: TEmbedding = { websites: [], anyWebsite: false };

/** Some website other than the portal and the builder may frame the portal. */
export function embeddable(embedding: TEmbedding): boolean {
  return embedding.anyWebsite || embedding.websites.length > 0;
}

/**
 * The CSP `frame-ancestors` sources of a portal's documents: the portal itself and the builder
 * (its preview frames code blocks), plus the websites allowed to embed it; `*` for any website.
 */
export function frameAncestorSources(builderOrigin: string, embedding: TEmbedding): string[] {
  if (embedding.anyWebsite) return ['*'];
  return ["'self'", builderOrigin, ...embedding.websites];
}

/** The 'Disable URL access' switch (spec doc 1 §4, §7 `payload.embedOnly`). */
export const ZEmbedOnlySchema = z.object({
  embedOnly: z.boolean({
    required_error: 'Choose whether URL access is disabled.',
    invalid_type_error: 'Choose whether URL access is disabled.',
  }),
});
