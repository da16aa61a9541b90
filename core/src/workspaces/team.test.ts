import { describe, expect, it } from 'vitest';
import {
  TEAM_MESSAGES,
  WORKSPACE_INVITATION_TTL_DAYS,
  WORKSPACE_INVITATION_TTL_MS,
  ZInvitationSignupSchema,
  ZInviteMemberSchema,
  ZTeamRecordId,
} from './team';

describe('ZInviteMemberSchema (Invite Team)', () => {
  it('trims and lowercases the address', () => {
    expect(ZInviteMemberSchema.parse({ email: '  Casey@Example.COM ' })).toEqual({ email: 'casey@example.com' });
  });

  it.each([[''], ['not an email'], [`${'a'.repeat(250)}@example.com`]])(
    "refuses %j with 'Please enter a valid email'",
    (email) => {
      const result = ZInviteMemberSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(new Set(result.error?.issues.map((i) => i.message))).toEqual(new Set(['Please enter a valid email']));
    },
  );
});

describe('ZInvitationSignupSchema (sign-up on an invitation)', () => {
  it('takes no email: the invitation decides the address', () => {
    const parsed = ZInvitationSignupSchema.parse({
      firstName: ' Nia ',
      password: 'a long enough password',
      email: 'someone-else@example.com',
    });
    expect(parsed).toEqual({ firstName: 'Nia', lastName: '', password: 'a long enough password' });
  });

  it('keeps the sign-up rules for names and passwords', () => {
    const result = ZInvitationSignupSchema.safeParse({ firstName: '', password: 'short' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter your first name',
      'Password must be at least 8 characters',
    ]);
  });
});

describe('ZTeamRecordId', () => {
  it('accepts the ids createId makes and refuses anything else', () => {
    expect(ZTeamRecordId.parse('abc123xyz0')).toBe('abc123xyz0');
    for (const bad of ['', 'x'.repeat(65), "1' or '1'='1", 'ABC', '../x']) {
      expect(ZTeamRecordId.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('invitation expiry', () => {
  it('is 7 days, and the messages say so', () => {
    expect(WORKSPACE_INVITATION_TTL_DAYS).toBe(7);
    expect(WORKSPACE_INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(TEAM_MESSAGES.linkExpired).toContain('7 days');
  });
});
