const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A random, URL-safe id of `length` characters from [a-z0-9]. Uses the platform's
 * crypto RNG (Node 20+ and browsers), so it is safe for ids that must not be guessed.
 * Section ids are 12 characters and form ids 11 (spec doc 2 §9).
 */
export function createId(length = 16): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
