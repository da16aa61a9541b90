import { AppError, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE } from '@atrium/core';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id in @node-rs/argon2 (a const enum, so written as its value). */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Routes refuse long passwords with their schema's message; this is the last guard, so no caller
 * can make argon2 hash more than PASSWORD_MAX_LENGTH characters.
 */
export async function hashPassword(password: string): Promise<string> {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError('BAD_REQUEST', PASSWORD_TOO_LONG_MESSAGE, { field: 'password' });
  }
  return hash(password, OPTIONS);
}

/** False for a password longer than any that can have been set, without hashing it. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no account matches, so timing does not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('atrium-timing-equaliser');
  return dummyHash;
}
