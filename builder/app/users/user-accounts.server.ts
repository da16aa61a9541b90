import {
  AppError,
  identityConfigured,
  loadAppConfig,
  permissionsFor,
  type TPermission,
  type TViewer,
} from '@atrium/core';
import { getEndUser, getSiteAccessState } from '@atrium/db';
import { CHANNELS, type Runtime } from '@atrium/integrations';
import type { BuilderContext } from '../lib/route-builders.server';
import { requireSite } from '../lib/route-builders.server';

/** The spec's messages of this area (doc 3 §8, doc 1 §7). */
export const SET_UP_REQUIRED_MESSAGE = 'Set up required';
export const ACCOUNTS_NOT_ENABLED_MESSAGE =
  'User accounts feature is required for creating page rules but is currently not enabled for this application.';

/**
 * Portal hosts cache access rules, groups and page access with the snapshot (ADR 012): every
 * change to them is announced so the next portal request reads the new state.
 */
export async function announceAccessChanged(runtime: Runtime, siteId: string): Promise<void> {
  await runtime.cache.publish(CHANNELS.siteChanged, siteId);
}

/** Email is "set up" when it really leaves the machine (SMTP), or in development (the outbox mailbox). */
export function emailSendingConfigured(runtime: Runtime): boolean {
  return Boolean(runtime.env.SMTP_URL) || runtime.env.NODE_ENV !== 'production';
}

/** The site of a route's :siteId with its app config, for a builder who may edit it. */
export async function requireAppSite(ctx: BuilderContext, siteId: string | undefined) {
  const access = await requireSite(ctx, siteId);
  return { ...access, appConfig: loadAppConfig(access.site.appConfig) };
}

/**
 * For User Management's tab loaders, which run beside the layout's gate: the site when user
 * accounts are on and configured, otherwise null (the layout shows the gate instead).
 */
export async function accountsOrNull(ctx: BuilderContext, siteId: string | undefined) {
  const access = await requireAppSite(ctx, siteId);
  return identityConfigured(access.appConfig) ? access : null;
}

/** The site with user accounts on and configured (rules, groups, users, invitations need it). */
export async function requireAccounts(ctx: BuilderContext, siteId: string | undefined) {
  const access = await requireAppSite(ctx, siteId);
  if (!identityConfigured(access.appConfig)) throw new AppError('BAD_REQUEST', ACCOUNTS_NOT_ENABLED_MESSAGE);
  return access;
}

/**
 * The viewer's permissions (GET /api/apps/{siteId}/user-accounts/{userId|unauthenticated}/permissions,
 * spec doc 1 §7): the list the builder's preview rebuilds abilities from with the same engine.
 */
export async function viewerPermissions(
  ctx: BuilderContext,
  siteId: string | undefined,
  userId: string | undefined,
): Promise<TPermission[]> {
  const { site, appConfig } = await requireAppSite(ctx, siteId);
  const state = await getSiteAccessState(ctx.runtime.db, { siteId: site.id });
  let viewer: TViewer = { kind: 'anonymous' };
  if (userId && userId !== 'unauthenticated') {
    const user = await getEndUser(ctx.runtime.db, { siteId: site.id, userId });
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    viewer = { kind: 'user', userId: user.id, groups: user.groups, integrationGroups: user.integrationGroups };
  }
  return permissionsFor({
    viewer,
    identityEnabled: identityConfigured(appConfig),
    rules: state.rules,
    pages: state.pages,
  });
}
