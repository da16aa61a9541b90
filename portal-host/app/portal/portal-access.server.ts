import { abilitiesFor, signupOpen, type Ability, type TViewer } from '@atrium/core';
import type { THeaderAccount } from '@atrium/sections';
import type { EndUser, HostedSite, SiteAccessState } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { siteAccessState } from './resolve-portal.server';
import { currentEndUser } from './end-user-session.server';

export interface PortalViewer {
  viewer: TViewer;
  user: EndUser | undefined;
  ability: Ability;
  /** Loaded only for portals with user accounts. */
  state: SiteAccessState | undefined;
  /** User accounts are on and configured: pages may be closed, responses depend on the viewer. */
  accountsOn: boolean;
}

const EVERYONE: Omit<PortalViewer, 'ability'> & { ability: Ability } = {
  viewer: { kind: 'anonymous' },
  user: undefined,
  ability: abilitiesFor({ viewer: { kind: 'anonymous' }, identityEnabled: false, rules: [], pages: [] }),
  state: undefined,
  accountsOn: false,
};

/**
 * Who is asking, and what they may do on this portal. A portal without user accounts costs
 * nothing here: everyone may see everything, with no session or rule lookups.
 */
export async function portalViewer(request: Request, runtime: Runtime, site: HostedSite): Promise<PortalViewer> {
  if (!site.accountsOn) return EVERYONE;
  const state = await siteAccessState(runtime, site.siteId);
  const user = await currentEndUser(request, runtime, site.siteId);
  const viewer: TViewer = user
    ? { kind: 'user', userId: user.id, groups: user.groups, integrationGroups: user.integrationGroups }
    : { kind: 'anonymous' };
  const ability = abilitiesFor({ viewer, identityEnabled: true, rules: state.rules, pages: state.pages });
  return { viewer, user, ability, state, accountsOn: true };
}

/** The viewer as the header's account buttons need it: null without user accounts. */
export function headerAccount(access: PortalViewer): THeaderAccount {
  if (!access.accountsOn || !access.state) return null;
  return {
    signedIn: access.viewer.kind !== 'anonymous',
    signupOpen: signupOpen(access.state.appConfig),
  };
}

/** The groups a listing's access entries are checked against (own and users-table groups). */
export function viewerGroups(access: PortalViewer): string[] {
  return access.viewer.kind === 'user' ? [...access.viewer.groups, ...(access.viewer.integrationGroups ?? [])] : [];
}
