import {
  ACCOUNT_EMAILS_LIMITED_MESSAGE,
  ACCOUNT_EMAIL_FAILED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  SIGNUP_CLOSED_MESSAGE,
  SIGNUP_NOT_IN_USERS_TABLE_MESSAGE,
  type TEndUserSignup,
} from '@atrium/core';
import {
  createPendingSignup,
  createToken,
  findEndUserByEmail,
  findInvitation,
  hashPassword,
  type EndUser,
} from '@atrium/db';
import type { Runtime } from '../runtime';
import {
  sendSignupExistingAccountEmail,
  sendSignupNotAllowedEmail,
  sendSignupVerificationEmail,
} from './account-emails';
import { activateEndUserAccount } from './activate-end-user-account';
import { accountEmailAllowed, signupRefusal } from './signup-limits';
import {
  findSignupRecord,
  signupRefused,
  withSignupUsersTable,
  type SignupPortal,
  type SignupRefusal,
} from './signup-portal';

export interface SignUpEndUserParams {
  portal: SignupPortal;
  /** The sign-up form, validated by ZEndUserSignupSchema. */
  input: TEndUserSignup;
  /** For the per-client sign-up limit. */
  clientIp: string;
}

export type SignupOutcome =
  /** The same answer for every address: the email says what happens next. */
  | { kind: 'check-email'; browserToken: string }
  /** An email invitation's token for this address is itself the proof: the account is active. */
  | { kind: 'activated'; user: EndUser }
  | SignupRefusal;

/**
 * Sign-up on a portal (spec doc 3 §2.1, ADR 019). Nothing is linked, granted or opened until the
 * person proves control of the address: a pending sign-up and a single-use link by email. The
 * answer is 'check your email' whether or not the address has an account or may sign up; the
 * email tells the address which it is. Only an email invitation's token for this same address
 * activates at once. Refusals that depend only on what was typed in the form or on the portal
 * (invitation only, an invalid invitation, limits) are said on screen.
 */
export async function signUpEndUser(runtime: Runtime, params: SignUpEndUserParams): Promise<SignupOutcome> {
  const { portal, input } = params;
  const limited = await signupRefusal(runtime, { siteId: portal.siteId, clientIp: params.clientIp });
  if (limited) return signupRefused(429, limited);
  const identity = portal.appConfig.identity;
  const restrictions = new Set(identity.registrationRestrictions);
  const invitation = input.invitation
    ? await findInvitation(runtime.db, { siteId: portal.siteId, token: input.invitation })
    : undefined;
  if (restrictions.has('invite-only')) {
    if (input.invitation && !invitation) return signupRefused(403, INVITATION_INVALID_MESSAGE);
    if (!input.code && invitation?.email !== input.email) return signupRefused(403, SIGNUP_CLOSED_MESSAGE);
  }

  // Every answer below costs one password hash and one users-table lookup, so timing tells nothing.
  const passwordHash = await hashPassword(input.password);
  const found = await withSignupUsersTable(runtime, portal, findSignupRecord(input.email));
  if (found.kind === 'refused') return found;
  const record = found.value;
  const invitedHere = invitation !== undefined && invitation.email === input.email;
  // An invitation link (`code=`, a record id) admits only the address its record holds; it proves nothing.
  const codeMatches = Boolean(input.code) && record !== undefined && record.id === input.code;
  const notAllowed =
    restrictions.has('users-table') && !record
      ? SIGNUP_NOT_IN_USERS_TABLE_MESSAGE
      : restrictions.has('invite-only') && !invitedHere && !codeMatches
        ? SIGNUP_CLOSED_MESSAGE
        : undefined;
  const existing = await findEndUserByEmail(runtime.db, { siteId: portal.siteId, email: input.email });

  if (invitedHere && !notAllowed && !existing) {
    const activated = await activateEndUserAccount(runtime, {
      portal,
      email: input.email,
      passwordHash,
      proof: { kind: 'invitation', invitationId: invitation.id },
      invitedRecordId: null,
    });
    // Used meanwhile by a concurrent request: answered below like any other sign-up.
    if (activated.kind === 'activated' || activated.status >= 500) return activated;
  }

  if (!(await accountEmailAllowed(runtime, { siteId: portal.siteId, email: input.email }))) {
    return signupRefused(429, ACCOUNT_EMAILS_LIMITED_MESSAGE);
  }
  const mail = { to: input.email, siteName: portal.siteName, origin: portal.origin };
  // The browser gets a pending cookie in every case, so its presence says nothing either.
  let browserToken = createToken().token;
  try {
    if (existing) {
      await sendSignupExistingAccountEmail(runtime, mail);
    } else if (notAllowed) {
      await sendSignupNotAllowedEmail(runtime, { ...mail, reason: notAllowed });
    } else {
      const pending = await createPendingSignup(runtime.db, {
        siteId: portal.siteId,
        email: input.email,
        passwordHash,
        invitedRecordId: codeMatches ? record!.id : null,
      });
      browserToken = pending.browserToken;
      await sendSignupVerificationEmail(runtime, { ...mail, token: pending.token });
    }
  } catch (error) {
    console.error('Portal host: a sign-up email could not be sent.', error);
    return signupRefused(503, ACCOUNT_EMAIL_FAILED_MESSAGE);
  }
  return { kind: 'check-email', browserToken };
}
