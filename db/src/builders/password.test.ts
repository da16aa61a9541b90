import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password length guard', () => {
  it('never hashes more than PASSWORD_MAX_LENGTH characters', async () => {
    const longest = 'p'.repeat(PASSWORD_MAX_LENGTH);
    const hash = await hashPassword(longest);
    expect(await verifyPassword(hash, longest)).toBe(true);
    await expect(hashPassword(`${longest}p`)).rejects.toThrow(PASSWORD_TOO_LONG_MESSAGE);
    expect(await verifyPassword(hash, `${longest}p`)).toBe(false);
  });
});
