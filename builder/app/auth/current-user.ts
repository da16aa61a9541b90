import { useRouteLoaderData } from '@remix-run/react';
import type { Builder } from '@atrium/db';

/**
 * The signed-in builder as pages see it (spec doc 1 §3 "Current user"). The shell layout
 * (routes/_shell.tsx) loads it once; any page inside the shell reads it with `useCurrentUser()`.
 * Full-screen pages outside the shell (wizard, editor) return `toCurrentUser(ctx.builder)` from
 * their own loader.
 */
export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  verified: boolean;
  showOnboarding: boolean;
}

export function toCurrentUser(builder: Builder): CurrentUser {
  return {
    id: builder.id,
    firstName: builder.firstName,
    lastName: builder.lastName,
    email: builder.email,
    verified: builder.verifiedAt !== null,
    showOnboarding: builder.showOnboarding,
  };
}

/** Route id of the authenticated layout, for `useRouteLoaderData`. */
export const SHELL_ROUTE_ID = 'routes/_shell';

/** What the shell's loader returns. */
export interface ShellData {
  user: CurrentUser;
  /** Team workspaces for the navigation (the personal space is always "My Portals", id 0). */
  workspaces: Array<{ routeId: number; name: string }>;
  /** The development mailbox is available (embedded outbox, not production). */
  devMailbox: boolean;
}

/** The current user inside the shell; throws if used on a page outside it. */
export function useCurrentUser(): CurrentUser {
  const data = useRouteLoaderData<ShellData>(SHELL_ROUTE_ID);
  if (!data) throw new Error('useCurrentUser() is only available inside the builder shell (routes/_shell.tsx).');
  return data.user;
}

/** Where builders land after login, sign-up and verification: "My Portals" (personal space, id 0). */
export const MY_PORTALS_PATH = '/workspaces/0/portals';
/** The personal space's home: Create Workspace, Create Portal, Tutorials (the sidebar's Home, the logo). */
export const HOME_PATH = '/workspaces/0';
