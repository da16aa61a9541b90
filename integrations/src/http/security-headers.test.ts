import { describe, expect, it } from 'vitest';
import { newNonce } from './security-headers';

describe('newNonce', () => {
  it('gives 128-bit nonces, never the same one twice, across refills of its pool', () => {
    const nonces = Array.from({ length: 2_000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
