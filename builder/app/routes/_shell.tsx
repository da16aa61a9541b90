import { TEAM_MESSAGES } from '@atrium/core';
import { listWorkspaces } from '@atrium/db';
import { Outlet, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import { BlockStack, Navigation } from '@shopify/polaris';
import { AppsIcon, HomeIcon, OrganizationIcon } from '@shopify/polaris-icons';
import { useCallback, useEffect, useState } from 'react';
import { HOME_PATH, MY_PORTALS_PATH, toCurrentUser, type ShellData } from '../auth/current-user';
import { BuilderFrame, useToast } from '../components/builder-frame';
import { ProfileModal } from '../components/profile-modal';
import { ShellTopBar } from '../components/shell-top-bar';
import { VerificationBanner } from '../components/verification-banner';
import { devMailboxOpenTo } from '../lib/dev-mailbox.server';
import { builderLoader } from '../lib/route-builders.server';

/**
 * The authenticated layout for workspace pages (`_shell.*` routes): Polaris Frame with the top
 * bar (user menu), the workspace navigation and the email verification banner above the page.
 * Its loader data (`ShellData`, with the current user) is read by children through
 * `useCurrentUser()` / `useRouteLoaderData('routes/_shell')`.
 */
export const loader = builderLoader(async ({ builder, runtime, request, peerAddress }): Promise<ShellData> => {
  const workspaces = await listWorkspaces(runtime.db, { builderId: builder.id });
  return {
    user: toCurrentUser(builder),
    workspaces: workspaces.filter((w) => !w.isPersonal).map((w) => ({ routeId: w.routeId, name: w.name })),
    devMailbox: devMailboxOpenTo(request, runtime, peerAddress),
  };
});

const LOGO = {
  topBarSource: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="28" viewBox="0 0 96 28"><text x="0" y="21" font-family="Inter,Arial,sans-serif" font-size="20" font-weight="700" fill="#8848FF">Atrium</text></svg>',
  )}`,
  width: 96,
  // The logo leads home: Create Workspace, Create Portal, Tutorials and the personal portals.
  url: HOME_PATH,
  accessibilityLabel: 'Atrium',
};

export default function Shell() {
  const { user, workspaces, devMailbox } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const [profileOpen, setProfileOpen] = useState(false);
  const [mobileNavigation, setMobileNavigation] = useState(false);
  const closeProfile = useCallback(() => setProfileOpen(false), []);
  const inWorkspace = (routeId: number) =>
    pathname === `/workspaces/${routeId}` || pathname.startsWith(`/workspaces/${routeId}/`);

  const navigation = (
    <Navigation location={pathname} onDismiss={() => setMobileNavigation(false)}>
      <Navigation.Section
        items={[
          { label: 'Home', url: HOME_PATH, icon: HomeIcon, selected: pathname === HOME_PATH },
          {
            label: 'My Portals',
            url: MY_PORTALS_PATH,
            icon: AppsIcon,
            selected: inWorkspace(0) && pathname !== HOME_PATH,
          },
        ]}
      />
      {workspaces.length > 0 ? (
        <Navigation.Section
          title="Workspaces"
          items={workspaces.map((w) => ({
            label: w.name,
            url: `/workspaces/${w.routeId}`,
            icon: OrganizationIcon,
            selected: inWorkspace(w.routeId),
          }))}
        />
      ) : null}
    </Navigation>
  );

  return (
    <BuilderFrame
      logo={LOGO}
      topBar={
        <ShellTopBar
          user={user}
          devMailbox={devMailbox}
          onOpenProfile={() => setProfileOpen(true)}
          onToggleNavigation={() => setMobileNavigation((open) => !open)}
        />
      }
      navigation={navigation}
      showMobileNavigation={mobileNavigation}
      onNavigationDismiss={() => setMobileNavigation(false)}
    >
      <BlockStack>
        <VerificationBanner user={user} />
        <Outlet />
      </BlockStack>
      <NoticeToast />
      {profileOpen ? <ProfileModal user={user} onClose={closeProfile} /> : null}
    </BuilderFrame>
  );
}

/** Notes other pages leave for the shell (`?verified=1`, `?joined=1`), shown as toasts. */
const NOTICE_TOASTS = {
  verified: 'Your email is verified.',
  joined: TEAM_MESSAGES.joined,
} as const;

/** After the verification link or joining a workspace: a toast, then the parameter is dropped. */
function NoticeToast() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const notice = (Object.keys(NOTICE_TOASTS) as Array<keyof typeof NOTICE_TOASTS>).find(
    (key) => params.get(key) === '1',
  );
  useEffect(() => {
    if (!notice) return;
    toast(NOTICE_TOASTS[notice]);
    setParams(
      (current) => {
        current.delete(notice);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [notice, toast, setParams]);
  return null;
}
