import { createHmac, timingSafeEqual } from 'node:crypto';

/** HKDF purpose for sealing webhook MAC secrets at rest (see crypto/secret-box.ts). */
export const AIRTABLE_WEBHOOK_MAC_PURPOSE = 'airtable-webhook-mac';

const HEADER_PREFIX = 'hmac-sha256=';

/**
 * Checks `X-Airtable-Content-MAC: hmac-sha256=<hex>`: HMAC-SHA256 over the raw request body,
 * keyed by the base64-decoded secret Airtable returned when the webhook was created. Compared
 * in constant time; a missing or malformed header is simply not valid.
 */
export function isValidWebhookMac(params: {
  rawBody: string | Uint8Array;
  macHeader: string | null | undefined;
  macSecretBase64: string;
}): boolean {
  const header = params.macHeader?.trim() ?? '';
  if (!header.toLowerCase().startsWith(HEADER_PREFIX)) return false;
  const hex = header.slice(HEADER_PREFIX.length);
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
  const expected = createHmac('sha256', Buffer.from(params.macSecretBase64, 'base64'))
    .update(typeof params.rawBody === 'string' ? Buffer.from(params.rawBody, 'utf8') : params.rawBody)
    .digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
