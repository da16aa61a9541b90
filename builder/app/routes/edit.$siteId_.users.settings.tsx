import type { LinksFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { builderLoader } from '../lib/route-builders.server';
import richTextStyles from '../rich-text/rich-text.css?url';
import { loadUsersSettings } from '../users/settings/settings-data.server';
import { UsersSettingsForm } from '../users/settings/users-settings-form';

/** The welcome email's body is the builder's rich-text editor, whose toolbar needs its styles here too. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: richTextStyles }];

export const loader = builderLoader((ctx) => loadUsersSettings(ctx, ctx.params.siteId));

/** The Settings tab: redirects, email sending, the welcome email, auto-assign and the default group, as one form. */
export default function SettingsTab() {
  const data = useLoaderData<typeof loader>();
  if (!data) return null;
  return <UsersSettingsForm data={data} />;
}
