import { z } from 'zod';
import { isPublicSuffix } from './split-domain';

/** The Add custom domain form's messages (spec doc 1, validation table). */
export const CUSTOM_DOMAIN_MESSAGES = {
  required: 'Please enter a valid domain',
  invalid: 'Please enter a valid domain name.',
} as const;

/** A custom domain's state as the Domain screen shows it (spec doc 1 §4). */
export type TCustomDomainState = 'misconfigured' | 'pending' | 'valid';

export const CUSTOM_DOMAIN_MAX_LENGTH = 253;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** What people paste: `https://Portal.Example.com/some/page?x#y` → `portal.example.com`. */
const SCHEME = /^https?:\/\//;

/**
 * Converts labels outside ASCII (`bücher.de`) to punycode, and checks `xn--` labels are valid
 * punycode, with the WHATWG URL parser (global `URL`, the same in Node and browsers, so core
 * stays runtime-neutral). Returns undefined when the parser refuses the name.
 */
function toAsciiHostname(hostname: string): string | undefined {
  const needsIdna = /[^\x20-\x7e]/.test(hostname) || /(^|\.)xn--/.test(hostname);
  if (!needsIdna) return hostname;
  // Only host-name characters may reach the parser: no ':', '@', '%', '\\' tricks.
  if (/[\s:@%\\/?#[\]]/.test(hostname)) return undefined;
  try {
    return new URL(`http://${hostname}`).hostname;
  } catch {
    return undefined;
  }
}

/** The host name a builder typed, normalised: trimmed, lower-case, no scheme, path or trailing dot. */
export function normaliseCustomDomainInput(input: string): string {
  let text = input.trim().toLowerCase().replace(SCHEME, '');
  const end = text.search(/[/?#]/);
  if (end >= 0) text = text.slice(0, end);
  return text.replace(/\.$/, '');
}

/** Whether a normalised, ASCII host name may be a custom domain. */
function isValidCustomDomain(hostname: string): boolean {
  if (hostname.length === 0 || hostname.length > CUSTOM_DOMAIN_MAX_LENGTH) return false;
  const labels = hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  // An all-numeric top-level label: an IPv4 address (1.2.3.4) or no real domain.
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return false;
  if (hostname === 'localhost' || isPublicSuffix(hostname)) return false;
  return true;
}

/**
 * The Add custom domain form's field: trims, lower-cases, drops a scheme (`https://`), a path,
 * query or fragment and a trailing dot, and keeps a leading `www.` (it is a host name of its
 * own). Then: at most 253 characters, at least two labels of 1–63 letters, digits and hyphens
 * (not first or last), a top-level label that is not all digits (no IP addresses), not
 * `localhost` nor a bare public suffix (`co.uk`). Unicode names are converted to punycode
 * (`bücher.de` → `xn--bcher-kva.de`) and punycode must be valid. Empty → 'Please enter a valid
 * domain'; anything else wrong → 'Please enter a valid domain name.'.
 */
export const ZCustomDomainSchema: z.ZodType<string, z.ZodTypeDef, unknown> = z.preprocess(
  (v) => (typeof v === 'string' ? normaliseCustomDomainInput(v) : v === null ? undefined : v),
  z
    .string({ required_error: CUSTOM_DOMAIN_MESSAGES.required, invalid_type_error: CUSTOM_DOMAIN_MESSAGES.invalid })
    .min(1, CUSTOM_DOMAIN_MESSAGES.required)
    // Bounds the work below; the exact limit is checked on the converted name.
    .max(CUSTOM_DOMAIN_MAX_LENGTH * 4, CUSTOM_DOMAIN_MESSAGES.invalid)
    .transform((value, ctx) => {
      const ascii = toAsciiHostname(value);
      if (ascii === undefined || !isValidCustomDomain(ascii)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: CUSTOM_DOMAIN_MESSAGES.invalid });
        return z.NEVER;
      }
      return ascii;
    }),
);

/**
 * Whether a host name belongs to the installation itself: `PORTAL_ROOT_DOMAIN` or a name under it
 * (free subdomains, `cname.{root}`). Such names must never be added as a custom domain.
 */
export function isPlatformHostname(hostname: string, rootDomain: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const root = rootDomain.toLowerCase().replace(/\.$/, '');
  return name === root || name.endsWith(`.${root}`);
}
