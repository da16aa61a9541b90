import { AppError, builderUrl, domainPermission, domainTargets, type TDomainPermission } from '@atrium/core';
import { isWorkspaceOwnerVerified, type SiteAccess } from '@atrium/db';
import type { RuntimeEnv } from '@atrium/integrations';
import { requireSite, type BuilderContext } from '../lib/route-builders.server';

export interface DomainAccess extends SiteAccess {
  /** Whether this builder may change the portal's domains (spec doc 1 §6). */
  permission: TDomainPermission;
}

/**
 * The portal a domain call names, for a member of its workspace (anyone else: 404, as for every
 * portal route), with whether they may change its domains: the workspace's owner, or a member of
 * a workspace whose owner is verified, and in both cases only once their own email is verified.
 */
export async function requireSiteDomains(ctx: BuilderContext, siteId: string | undefined): Promise<DomainAccess> {
  const access = await requireSite(ctx, siteId);
  const isOwner = access.role === 'owner';
  const ownerVerified = isOwner
    ? ctx.builder.verifiedAt !== null
    : await isWorkspaceOwnerVerified(ctx.runtime.db, { workspaceId: access.site.workspaceId });
  const permission = domainPermission({ isOwner, ownerVerified, builderVerified: ctx.builder.verifiedAt !== null });
  return { ...access, permission };
}

/** Refuses a domain change with 403 and the call's own message unless the builder may make it. */
export function assertMayChangeDomains(access: DomainAccess, message: string): void {
  if (access.permission !== 'allowed') throw new AppError('FORBIDDEN', message);
}

/** Host names the installation itself answers at: never a portal's subdomain or custom domain. */
export function installationHostnames(env: RuntimeEnv): string[] {
  return [new URL(builderUrl(env)).hostname, domainTargets(env).cnameTarget];
}
