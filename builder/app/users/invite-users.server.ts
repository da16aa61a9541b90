import { invitedMessage, siteUrl, usersTableRowsAddedMessage, type TAppConfig, type TInvitation } from '@atrium/core';
import { createInvitations, getSiteDraft, listPublications, listUserGroups, type SiteAccess } from '@atrium/db';
import { addMissingUserRecords, sendPortalInvitationEmail } from '@atrium/integrations';
import { publishPortal } from '../portals/publish-portal.server';
import type { BuilderContext } from '../lib/route-builders.server';

/** Whether the portal has a live version: invitees of a portal never published find 'Not published yet'. */
export async function sitePublished(ctx: BuilderContext, siteId: string): Promise<boolean> {
  return (await listPublications(ctx.runtime.db, { siteId })).length > 0;
}

/**
 * Email invitations (spec doc 3 §4.3, §5; issue 24). With `publish` ("Publish and invite") the
 * portal is published first through Publish Changes' own path (an unverified builder is refused
 * there, before anything is sent). With `addToUsersTable`, addresses the users table does not hold
 * get a row there first, so an invited person who signs up is linked to their row. Only this
 * portal's groups are kept. Each invitee gets an email with the portal's name and logo, the
 * inviter, what to expect and the link's expiry.
 */
export async function inviteUsers(
  ctx: BuilderContext,
  params: { site: SiteAccess['site']; appConfig: TAppConfig; input: TInvitation },
) {
  const { site, appConfig, input } = params;
  const published = input.publish ? await publishPortal(ctx.runtime, { builder: ctx.builder, site }) : undefined;
  const config = appConfig.identity.config!;
  const added = input.addToUsersTable
    ? await addMissingUserRecords(ctx.runtime, { siteId: site.id, config, emails: input.emails })
    : 0;
  const known = new Set((await listUserGroups(ctx.runtime.db, { siteId: site.id })).map((g) => g.id));
  const sent = await createInvitations(ctx.runtime.db, {
    siteId: site.id,
    emails: input.emails,
    groups: input.groups.filter((g) => known.has(g)),
    invitedBy: ctx.builder.id,
  });
  const origin = siteUrl(ctx.runtime.env, site);
  const { header } = await getSiteDraft(ctx.runtime.db, { siteId: site.id });
  for (const { email, token, expiresAt } of sent) {
    await sendPortalInvitationEmail(ctx.runtime, {
      to: email,
      link: `${origin}/account/signup?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
      origin,
      siteName: site.name,
      logoUrl: header.data.logoUrl,
      inviter: ctx.builder,
      expiresAt,
    });
  }
  const invited =
    added > 0
      ? `${invitedMessage(sent.length)}. ${usersTableRowsAddedMessage(added, config.table.name)}`
      : invitedMessage(sent.length);
  return {
    ok: true as const,
    message: published ? `${published.message} ${invited}` : invited,
    count: sent.length,
    added,
    ...(published ? { version: published.version, url: published.url } : {}),
  };
}
