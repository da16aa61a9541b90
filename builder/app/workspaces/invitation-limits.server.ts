import { TEAM_MESSAGES } from '@atrium/core';
import type { Runtime } from '@atrium/integrations';

/**
 * Workspace invitation emails (invite and resend) per hour, ADR 026: per workspace; per inviting
 * builder across all their workspaces (creating workspaces is free, so the per-workspace count
 * alone would not bound anyone); and per invited address across the installation, so nobody can
 * flood one inbox, like the verification and portal sign-up emails.
 */
export const INVITATION_LIMITS = { perWorkspacePerHour: 20, perInviterPerHour: 50, perAddressPerHour: 3 } as const;

const HOUR = 60 * 60;

/**
 * Counts one invitation email; the message to refuse it with (429) when a limit is passed.
 * Call it only once the builder may invite, so a refused request uses up nobody's allowance.
 */
export async function invitationEmailRefusal(
  runtime: Runtime,
  params: { workspaceId: number; inviterId: string; email: string },
): Promise<string | undefined> {
  const [byWorkspace, byInviter, byAddress] = await Promise.all([
    runtime.cache.increment(`workspace-invitations:workspace:${params.workspaceId}`, HOUR),
    runtime.cache.increment(`workspace-invitations:inviter:${params.inviterId}`, HOUR),
    runtime.cache.increment(`workspace-invitations:address:${params.email}`, HOUR),
  ]);
  if (byAddress > INVITATION_LIMITS.perAddressPerHour) return TEAM_MESSAGES.addressRateLimited(params.email);
  if (byWorkspace > INVITATION_LIMITS.perWorkspacePerHour || byInviter > INVITATION_LIMITS.perInviterPerHour) {
    return TEAM_MESSAGES.workspaceRateLimited;
  }
  return undefined;
}
