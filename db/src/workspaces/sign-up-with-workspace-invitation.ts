import type { TInvitationSignup } from '@atrium/core';
import { TransactionRollbackError } from 'drizzle-orm';
import { createBuilder, type Builder } from '../builders/create-builder';
import { findBuilderByEmail } from '../builders/find-builder-by-email';
import { hashPassword } from '../builders/password';
import type { Database } from '../create-db';
import { acceptWorkspaceInvitation, type AcceptWorkspaceInvitationResult } from './accept-workspace-invitation';
import { findWorkspaceInvitation } from './find-workspace-invitation';

export type SignUpWithWorkspaceInvitationResult =
  | { status: 'joined'; builder: Builder; workspaceId: number }
  /** The invited address has an account: log in to accept. Nothing changed. */
  | { status: 'exists' }
  | Extract<AcceptWorkspaceInvitationResult, { status: 'unavailable' }>;

/**
 * A new person signs up through an invitation link (ADR 026): the account is created for the
 * invited address, already verified (the link reached that address, like end-user invitations
 * in ADR 019), and joins the workspace, in one transaction: if the invitation is used, revoked
 * or expired meanwhile, or the address got an account meanwhile, no account is created.
 */
export async function signUpWithWorkspaceInvitation(
  db: Database,
  params: TInvitationSignup & { token: string; now?: Date },
): Promise<SignUpWithWorkspaceInvitationResult> {
  const now = params.now ?? new Date();
  const invitation = await findWorkspaceInvitation(db, { token: params.token, now });
  if (!invitation) return { status: 'unavailable', reason: 'invalid' };
  if (invitation.status !== 'pending') return { status: 'unavailable', reason: invitation.status };
  if (await findBuilderByEmail(db, { email: invitation.email })) return { status: 'exists' };
  // Hashed before the transaction, so argon2 never holds it open.
  const passwordHash = await hashPassword(params.password);
  let result: SignUpWithWorkspaceInvitationResult | undefined;
  try {
    await db.transaction(async (tx) => {
      const builder = await createBuilder(tx, {
        firstName: params.firstName,
        lastName: params.lastName,
        email: invitation.email,
        passwordHash,
        verified: true,
      });
      const accepted = await acceptWorkspaceInvitation(tx, { token: params.token, builder, now });
      if (accepted.status === 'joined') {
        result = { status: 'joined', builder, workspaceId: accepted.workspaceId };
        return;
      }
      result = accepted.status === 'unavailable' ? accepted : { status: 'unavailable', reason: 'invalid' };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result ?? { status: 'unavailable', reason: 'invalid' };
}
