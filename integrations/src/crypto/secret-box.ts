import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (Airtable tokens): AES-256-GCM with a key derived from APP_SECRET by HKDF
 * (SHA-256, one `purpose` per kind of secret). Stored as `v1.<iv>.<tag>.<ciphertext>` in
 * base64url; a wrong key or a changed byte fails to decrypt instead of returning garbage.
 */
const VERSION = 'v1';

function deriveKey(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'atrium', `atrium:${purpose}`, 32));
}

export function encryptSecret(plaintext: string, appSecret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(appSecret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function decryptSecret(sealed: string, appSecret: string, purpose: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unrecognised secret format');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(appSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

export const AIRTABLE_TOKEN_PURPOSE = 'airtable-token';
