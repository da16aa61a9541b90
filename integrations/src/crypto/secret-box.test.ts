import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box';

const SECRET = 'app-secret-app-secret-app-secret-0123456';

describe('secret box', () => {
  it('round-trips, never stores the plaintext and uses a fresh IV each time', () => {
    const a = encryptSecret('patABC.123', SECRET, 'airtable-token');
    const b = encryptSecret('patABC.123', SECRET, 'airtable-token');
    expect(a).not.toContain('patABC');
    expect(a).not.toBe(b);
    expect(decryptSecret(a, SECRET, 'airtable-token')).toBe('patABC.123');
  });

  it('fails with another key, another purpose or a tampered value', () => {
    const sealed = encryptSecret('patABC.123', SECRET, 'airtable-token');
    expect(() => decryptSecret(sealed, `${SECRET}x`, 'airtable-token')).toThrow();
    expect(() => decryptSecret(sealed, SECRET, 'other')).toThrow();
    const parts = sealed.split('.');
    // The first character carries six whole bits of the first byte: changing it always changes the value.
    const sealedTail = parts[3]!;
    const tampered = [...parts.slice(0, 3), `${sealedTail[0] === 'A' ? 'B' : 'A'}${sealedTail.slice(1)}`].join('.');
    expect(() => decryptSecret(tampered, SECRET, 'airtable-token')).toThrow();
    expect(() => decryptSecret('garbage', SECRET, 'airtable-token')).toThrow(/format/);
  });
});
