import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  ZEmailSchema,
  ZLoginSchema,
  ZProfileSchema,
  ZSignupSchema,
  safeRedirectPath,
} from './schemas';

/** The distinct messages a schema gives for one field of the input; [] when the input is valid. */
function fieldMessages(schema: z.ZodTypeAny, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return [...new Set(result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message))];
}

const profile = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('ZProfileSchema (Profile dialog)', () => {
  it('accepts a full profile', () => {
    expect(ZProfileSchema.parse(profile)).toEqual(profile);
  });

  it.each([
    ['missing', { ...profile, firstName: undefined }],
    ['empty', { ...profile, firstName: '' }],
    ['blank', { ...profile, firstName: '   ' }],
  ])("requires a first name when it is %s ('Please enter your first name')", (_, input) => {
    expect(fieldMessages(ZProfileSchema, input, 'firstName')).toEqual(['Please enter your first name']);
  });

  it('leaves the last name optional', () => {
    expect(ZProfileSchema.parse({ firstName: 'Ada', email: 'ada@example.com' }).lastName).toBe('');
    expect(ZProfileSchema.parse({ ...profile, lastName: '' }).lastName).toBe('');
    expect(ZProfileSchema.parse({ ...profile, lastName: ' Byron ' }).lastName).toBe('Byron');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without a domain', 'ada@'],
    ['without an @', 'ada.example.com'],
    ['with spaces inside', 'ada lovelace@example.com'],
  ])("requires a valid email when it is %s ('Please enter a valid email')", (_, email) => {
    expect(fieldMessages(ZProfileSchema, { ...profile, email }, 'email')).toEqual(['Please enter a valid email']);
  });

  it('trims the names and trims and lowercases the email', () => {
    expect(ZProfileSchema.parse({ firstName: ' Ada ', lastName: ' L ', email: '  Ada@Example.COM ' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
    });
  });
});

describe('ZEmailSchema', () => {
  it('refuses addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(ZEmailSchema.safeParse(long).success).toBe(false);
  });
});

describe('ZSignupSchema and ZLoginSchema', () => {
  it('requires a password of at least 8 characters on sign-up', () => {
    const input = { ...profile, password: 'short' };
    expect(fieldMessages(ZSignupSchema, input, 'password')).toEqual(['Password must be at least 8 characters']);
    expect(ZSignupSchema.parse({ ...input, password: '12345678' }).password).toBe('12345678');
  });

  it('requires a password on login and normalises the email', () => {
    expect(fieldMessages(ZLoginSchema, { email: 'a@b.co', password: '' }, 'password')).toEqual([
      'Please enter your password',
    ]);
    expect(ZLoginSchema.parse({ email: ' A@B.co ', password: 'x' }).email).toBe('a@b.co');
  });
});

describe('safeRedirectPath', () => {
  it.each(['/', '/workspaces/0', '/portals/abc?tab=pages#top', '/a//b'])('keeps the local path %j', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative URL', '//evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['backslash host', '/\\evil'],
    ['backslash host after path', '/\\/evil.com'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['empty string', ''],
    // URL parsers drop tabs and newlines, turning these into //evil.com.
    ['tab before a second slash', '/\t/evil.com'],
    ['newline before a second slash', '/\n/evil.com'],
    ['carriage return before a second slash', '/\r/evil.com'],
  ])('rejects a %s', (_, path) => {
    expect(safeRedirectPath(path)).toBe('/');
  });

  it('returns the fallback for anything but a string', () => {
    expect(safeRedirectPath(undefined, '/home')).toBe('/home');
    expect(safeRedirectPath(null, '/home')).toBe('/home');
    expect(safeRedirectPath(['/a'], '/home')).toBe('/home');
    expect(safeRedirectPath('//evil.com', '/home')).toBe('/home');
  });
});

describe('password length cap', () => {
  const long = 'a'.repeat(PASSWORD_MAX_LENGTH + 1);
  it('refuses passwords past PASSWORD_MAX_LENGTH on sign-up and log-in with one message', () => {
    const signup = ZSignupSchema.safeParse({ firstName: 'A', email: 'a@example.com', password: long });
    expect(signup.success ? null : signup.error.issues[0]!.message).toBe(PASSWORD_TOO_LONG_MESSAGE);
    const login = ZLoginSchema.safeParse({ email: 'a@example.com', password: long });
    expect(login.success ? null : login.error.issues[0]!.message).toBe('Password cannot exceed 256 characters');
    expect(ZLoginSchema.safeParse({ email: 'a@example.com', password: long.slice(1) }).success).toBe(true);
  });
});
