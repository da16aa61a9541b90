import { parseWithZod } from '@conform-to/zod';
import { AppError, DOMAIN_MESSAGES, ZAddCustomDomainSchema, ZSubdomainFormSchema } from '@atrium/core';
import { addCustomDomain, removeCustomDomain, upsertSubdomain, type SiteRow } from '@atrium/db';
import { CHANNELS, readFormData, runCustomDomainCheck, type Runtime } from '@atrium/integrations';
import type { BuilderContext } from '../lib/route-builders.server';
import { replyWithError } from '../lib/form-replies.server';
import {
  assertMayChangeDomains,
  installationHostnames,
  requireSiteDomains,
  type DomainAccess,
} from './domain-access.server';
import { domainsData } from './domains-data.server';
import { DOMAIN_INTENTS, type TDomainIntent } from './domain-intents';

/** DNS checks (adds included) one portal may ask for in 10 minutes: "Check again" cannot flood DNS servers. */
export const DOMAIN_CHECKS_PER_10_MINUTES = 30;

/**
 * The Edit Domain drawer's calls (spec doc 1 §7 "Domains"), on /api/apps/:siteId/domains:
 * - POST intent=subdomain {subdomain}: upsert the free subdomain ('Subdomain created.' /
 *   'Subdomain updated.'); 403 'You do not have permission to modify the domain.';
 * - POST intent=add-custom-domain {hostname, isWWWIncluded}: add, then check its DNS at once;
 * - POST intent=check-custom-domain: "Check again";
 * - DELETE: remove the custom domain ('Custom domain was removed successfully.'; 403 'You do not
 *   have sufficient permissions'; 404 'It appears your domain does not exist.').
 * A portal outside the builder's workspaces is 404 before anything is read. Every change is
 * announced (CHANNELS.siteChanged), so every portal host drops the old host names at once.
 * Validation failures answer 400 with conform's reply; refusals `{ ok: false, error }`.
 */
export async function domainsAction(ctx: BuilderContext) {
  const access = await requireSiteDomains(ctx, ctx.params.siteId);
  if (ctx.request.method === 'DELETE') return removeDomain(ctx, access);
  if (ctx.request.method !== 'POST') {
    throw new Response('Use POST or DELETE for this endpoint.', { status: 405, headers: { Allow: 'POST, DELETE' } });
  }
  const form = await readFormData(ctx.request);
  const intent = form.get('intent');
  if (!DOMAIN_INTENTS.includes(intent as TDomainIntent)) throw new AppError('BAD_REQUEST', 'Unknown domain change.');
  switch (intent as TDomainIntent) {
    case 'subdomain':
      return saveSubdomain(ctx, access, form);
    case 'add-custom-domain':
      return addDomain(ctx, access, form);
    case 'check-custom-domain':
      return checkDomain(ctx, access);
  }
}

async function saveSubdomain(ctx: BuilderContext, access: DomainAccess, form: FormData) {
  assertMayChangeDomains(access, DOMAIN_MESSAGES.forbidden);
  const submission = parseWithZod(form, { schema: ZSubdomainFormSchema });
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 });
  try {
    const { site, previous } = await upsertSubdomain(ctx.runtime.db, {
      workspaceId: access.site.workspaceId,
      siteId: access.site.id,
      subdomain: submission.value.subdomain,
      rootDomain: ctx.runtime.env.PORTAL_ROOT_DOMAIN,
      reservedHostnames: installationHostnames(ctx.runtime.env),
    });
    await ctx.runtime.cache.publish(CHANNELS.siteChanged, site.id);
    return answer(ctx, site, access, previous ? DOMAIN_MESSAGES.subdomainUpdated : DOMAIN_MESSAGES.subdomainCreated);
  } catch (error) {
    return replyWithError(submission, error);
  }
}

async function addDomain(ctx: BuilderContext, access: DomainAccess, form: FormData) {
  assertMayChangeDomains(access, DOMAIN_MESSAGES.forbidden);
  const submission = parseWithZod(form, { schema: ZAddCustomDomainSchema });
  if (submission.status !== 'success') return Response.json(submission.reply(), { status: 400 });
  let site: SiteRow;
  try {
    await countCheck(ctx.runtime, access.site.id);
    site = await addCustomDomain(ctx.runtime.db, {
      workspaceId: access.site.workspaceId,
      siteId: access.site.id,
      hostname: submission.value.hostname,
      includeWww: submission.value.isWWWIncluded,
      rootDomain: ctx.runtime.env.PORTAL_ROOT_DOMAIN,
      reservedHostnames: installationHostnames(ctx.runtime.env),
    });
  } catch (error) {
    return replyWithError(submission, error);
  }
  await ctx.runtime.cache.publish(CHANNELS.siteChanged, site.id);
  // The first check at once, so the drawer shows the real state and the records to add.
  const checked = await checkNow(ctx.runtime, site);
  return answer(ctx, checked ?? site, access, DOMAIN_MESSAGES.customDomainAdded(site.customDomain!));
}

async function checkDomain(ctx: BuilderContext, access: DomainAccess) {
  assertMayChangeDomains(access, DOMAIN_MESSAGES.forbidden);
  if (!access.site.customDomain) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.removeNotFound);
  await countCheck(ctx.runtime, access.site.id);
  const checked = await checkNow(ctx.runtime, access.site);
  if (!checked) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.removeNotFound);
  return answer(ctx, checked, access);
}

async function removeDomain(ctx: BuilderContext, access: DomainAccess) {
  assertMayChangeDomains(access, DOMAIN_MESSAGES.removeForbidden);
  const { site } = await removeCustomDomain(ctx.runtime.db, {
    workspaceId: access.site.workspaceId,
    siteId: access.site.id,
  });
  await ctx.runtime.cache.publish(CHANNELS.siteChanged, site.id);
  return answer(ctx, site, access, DOMAIN_MESSAGES.customDomainRemoved);
}

/** The drawer's new state, with the toast when there is one. */
function answer(ctx: BuilderContext, site: SiteRow, access: DomainAccess, message?: string) {
  return { ...domainsData(ctx.runtime.env, site, access.permission), ...(message ? { message } : {}) };
}

async function countCheck(runtime: Runtime, siteId: string): Promise<void> {
  const checks = await runtime.cache.increment(`domain-checks:${siteId}`, 10 * 60);
  if (checks > DOMAIN_CHECKS_PER_10_MINUTES) throw new AppError('RATE_LIMITED', DOMAIN_MESSAGES.checksTooFrequent);
}

/** An on-demand DNS check; the portal's new row, or undefined when its domain changed meanwhile. */
async function checkNow(runtime: Runtime, site: SiteRow): Promise<SiteRow | undefined> {
  if (!site.customDomain || !site.customDomainToken) return undefined;
  const recorded = await runCustomDomainCheck(
    runtime,
    {
      siteId: site.id,
      hostname: site.customDomain,
      includeWww: site.customDomainIncludesWww,
      token: site.customDomainToken,
    },
    { automatic: false },
  );
  return recorded?.site;
}
