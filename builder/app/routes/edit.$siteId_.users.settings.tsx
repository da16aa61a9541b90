import { useLoaderData } from '@remix-run/react';
import { BlockStack } from '@shopify/polaris';
import { builderLoader } from '../lib/route-builders.server';
import { AutoAssignCard } from '../users/settings/auto-assign-card';
import { DefaultGroupCard } from '../users/settings/default-group-card';
import { EmailSendingCard } from '../users/settings/email-sending-card';
import { RedirectsCard } from '../users/settings/redirects-card';
import { loadUsersSettings } from '../users/settings/settings-data.server';
import { WelcomeEmailCard } from '../users/settings/welcome-email-card';

export const loader = builderLoader((ctx) => loadUsersSettings(ctx, ctx.params.siteId));

/** The Settings tab: redirects, email sending, the welcome email, auto-assign and the default group. */
export default function SettingsTab() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  return (
    <BlockStack gap="400">
      <RedirectsCard siteId={data.siteId} identity={data.identity} targets={data.targets} />
      <EmailSendingCard emailConfigured={data.emailConfigured} />
      <WelcomeEmailCard siteId={data.siteId} welcome={data.welcome} />
      <AutoAssignCard siteId={data.siteId} autoAssign={data.autoAssign} fields={data.fields} groups={data.groups} />
      <DefaultGroupCard siteId={data.siteId} defaultGroup={data.defaultGroup} groups={data.groups} />
    </BlockStack>
  );
}
