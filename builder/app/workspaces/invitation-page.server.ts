import { parseWithZod } from '@conform-to/zod';
import { SIGNUP_RATE_LIMITED_MESSAGE, TEAM_MESSAGES } from '@atrium/core';
import {
  acceptWorkspaceInvitation,
  findBuilderByEmail,
  findWorkspaceInvitation,
  resolveWorkspace,
  signUpWithWorkspaceInvitation,
  type WorkspaceInvitationStatus,
} from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { data, redirect } from '@remix-run/node';
import { getCurrentBuilder, startSession } from '../auth/session.server';
import { builderSignupAllowed } from '../auth/signup-limits.server';
import { invitationPath } from './invitation-email.server';
import { ZInvitationPageIntent } from './invitation-intents';
import type { InvitationPageData, InvitationSummary } from './invitation-page-data';

type Unavailable = Exclude<WorkspaceInvitationStatus, 'pending'> | 'invalid';

const UNAVAILABLE: Record<Unavailable, { title: string; message: string; status: number }> = {
  invalid: { title: 'Invitation not found', message: TEAM_MESSAGES.linkInvalid, status: 404 },
  revoked: { title: 'Invitation revoked', message: TEAM_MESSAGES.linkRevoked, status: 410 },
  accepted: { title: 'Invitation already used', message: TEAM_MESSAGES.linkUsed, status: 410 },
  expired: { title: 'Invitation expired', message: TEAM_MESSAGES.linkExpired, status: 410 },
};

const expires = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

function unavailablePage(reason: Unavailable, signedIn: boolean) {
  const { status, ...text } = UNAVAILABLE[reason];
  const page: InvitationPageData = { state: 'unavailable', ...text, signedIn };
  return data(page, { status });
}

/** Where joining lands: the workspace home, which greets with a toast. */
const joinedPath = (workspaceId: number) => `/workspaces/${workspaceId}?joined=1`;

/**
 * GET /invitations/:token (ADR 026). Opening the link changes nothing (a mail scanner may open
 * it first); the page says what the person can do:
 * - signed in as the invited address: Join;
 * - signed in as someone else: refused, naming both addresses and what to do;
 * - signed out, the address has an account: log in (and come back here);
 * - signed out, no account: sign up right here for the invited address;
 * - an unknown, replaced, revoked, used or expired link: a page saying which (404 or 410).
 */
export async function loadInvitationPage(request: Request, runtime: Runtime, token: string) {
  const current = await getCurrentBuilder(request, runtime);
  const invitation = await findWorkspaceInvitation(runtime.db, { token });
  if (!invitation) return unavailablePage('invalid', current !== undefined);
  if (invitation.status !== 'pending') {
    // Opened again by whoever accepted it: straight to the workspace.
    if (invitation.status === 'accepted' && current) {
      const member = await resolveWorkspace(runtime.db, {
        builderId: current.builder.id,
        routeId: invitation.workspaceId,
      });
      if (member) throw redirect(`/workspaces/${member.routeId}`);
    }
    return unavailablePage(invitation.status, current !== undefined);
  }
  const summary: InvitationSummary = {
    workspaceName: invitation.workspaceName,
    inviterName: invitation.inviterName,
    email: invitation.email,
    expires: `${expires.format(invitation.expiresAt)} UTC`,
  };
  const here = invitationPath(token);
  let page: InvitationPageData;
  if (current && current.builder.email === invitation.email) {
    page = { state: 'accept', invitation: summary };
  } else if (current) {
    page = {
      state: 'wrong-account',
      invitation: summary,
      message: TEAM_MESSAGES.wrongAccount(invitation.email, current.builder.email),
      logoutAction: `/logout?redirectTo=${encodeURIComponent(here)}`,
    };
    return data(page, { status: 403 });
  } else if (await findBuilderByEmail(runtime.db, { email: invitation.email })) {
    page = { state: 'log-in', invitation: summary, loginUrl: `/login?redirectTo=${encodeURIComponent(here)}` };
  } else {
    page = { state: 'sign-up', invitation: summary };
  }
  return data(page);
}

/**
 * POST /invitations/:token: `accept` for the signed-in builder whose address was invited (never
 * another account: 403, nothing changes), or `signup` for a new person (the account is created
 * for the invited address, verified, and signed in). Both go to the workspace.
 */
export async function invitationPageAction(request: Request, runtime: Runtime, clientIp: string, token: string) {
  const submission = parseWithZod(await request.formData(), { schema: ZInvitationPageIntent });
  if (submission.status !== 'success') return data(submission.reply({ hideFields: ['password'] }), { status: 400 });
  const current = await getCurrentBuilder(request, runtime);
  const refuse = (message: string, status: number) =>
    data(submission.reply({ formErrors: [message], hideFields: ['password'] }), { status });

  if (submission.value.intent === 'accept') {
    if (!current) return refuse(TEAM_MESSAGES.signInToAccept, 401);
    const result = await acceptWorkspaceInvitation(runtime.db, { token, builder: current.builder });
    if (result.status === 'joined') return redirect(joinedPath(result.workspaceId));
    if (result.status === 'wrong-account') {
      return refuse(TEAM_MESSAGES.wrongAccount(result.invitedEmail, current.builder.email), 403);
    }
    return refuse(UNAVAILABLE[result.reason].message, UNAVAILABLE[result.reason].status);
  }

  if (current) return refuse(TEAM_MESSAGES.signedInAlready(current.builder.email), 409);
  if (!(await builderSignupAllowed(runtime, clientIp))) return refuse(SIGNUP_RATE_LIMITED_MESSAGE, 429);
  const { firstName, lastName, password } = submission.value;
  const result = await signUpWithWorkspaceInvitation(runtime.db, { token, firstName, lastName, password });
  if (result.status === 'exists') return refuse(TEAM_MESSAGES.accountExists, 409);
  if (result.status === 'unavailable')
    return refuse(UNAVAILABLE[result.reason].message, UNAVAILABLE[result.reason].status);
  const cookie = await startSession(request, runtime, result.builder.id);
  return redirect(joinedPath(result.workspaceId), { headers: { 'Set-Cookie': cookie } });
}
