import {
  INVITATION_INVALID_MESSAGE,
  SIGNUP_ALREADY_ACTIVE_MESSAGE,
  SIGNUP_CLOSED_MESSAGE,
  SIGNUP_LINK_INVALID_MESSAGE,
  SIGNUP_NOT_IN_USERS_TABLE_MESSAGE,
  autoAssignedGroups,
} from '@atrium/core';
import { activateEndUser, type ActivationProof, type EndUser } from '@atrium/db';
import type { Runtime } from '../runtime';
import {
  findSignupRecord,
  signupRefused,
  withSignupUsersTable,
  type SignupPortal,
  type SignupRefusal,
} from './signup-portal';
import { createUserRecord } from './users-table';
import { sendWelcomeEmail } from './welcome-email';

export interface ActivateEndUserAccountParams {
  portal: SignupPortal;
  email: string;
  /** argon2id of the password the account starts with. */
  passwordHash: string;
  proof: ActivationProof;
  /** The users-table record an invitation link (`code=`) named at sign-up, if any. */
  invitedRecordId: string | null;
}

export type ActivationOutcome = { kind: 'activated'; user: EndUser } | SignupRefusal;

/**
 * Creates the account once the address is proven: the registration restrictions are checked
 * again (the builder may have changed them, or the users table, since), the users-table record
 * is linked (or created when registration is open), groups come from the default group, the
 * invitation and auto-assign, and only then does the welcome email go out.
 */
export async function activateEndUserAccount(
  runtime: Runtime,
  params: ActivateEndUserAccountParams,
): Promise<ActivationOutcome> {
  const { portal } = params;
  const { appConfig } = portal;
  const restrictions = new Set(appConfig.identity.registrationRestrictions);
  const found = await withSignupUsersTable(runtime, portal, findSignupRecord(params.email));
  if (found.kind === 'refused') return found;
  let record = found.value;
  if (restrictions.has('users-table') && !record) return signupRefused(403, SIGNUP_NOT_IN_USERS_TABLE_MESSAGE);
  const admittedByCode = record !== undefined && record.id === params.invitedRecordId;
  if (restrictions.has('invite-only') && params.proof.kind !== 'invitation' && !admittedByCode) {
    return signupRefused(403, SIGNUP_CLOSED_MESSAGE);
  }
  if (!record) {
    const created = await withSignupUsersTable(runtime, portal, (source, config) =>
      source ? createUserRecord(source, config, params.email) : Promise.resolve(undefined),
    );
    if (created.kind === 'refused') return created;
    record = created.value;
  }
  const result = await activateEndUser(runtime.db, {
    siteId: portal.siteId,
    email: params.email,
    passwordHash: params.passwordHash,
    proof: params.proof,
    groups: appConfig.defaultGroup ? [appConfig.defaultGroup] : [],
    integrationGroups: autoAssignedGroups(appConfig, record?.fields),
    recordId: record?.id ?? null,
  });
  if (result.status === 'exists') return signupRefused(409, SIGNUP_ALREADY_ACTIVE_MESSAGE);
  if (result.status === 'used') {
    return signupRefused(
      400,
      params.proof.kind === 'invitation' ? INVITATION_INVALID_MESSAGE : SIGNUP_LINK_INVALID_MESSAGE,
    );
  }
  await sendWelcomeEmail(runtime, {
    appConfig,
    siteName: portal.siteName,
    to: result.user.email,
    portalUrl: portal.origin,
    renderRichText: portal.renderRichText,
  });
  return { kind: 'activated', user: result.user };
}
