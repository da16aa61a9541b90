import { LEGACY_LISTING_MESSAGE, type TListingAccess } from '@atrium/core';
import { Banner } from '@shopify/polaris';
import type { DrawerTab, EditorContext } from '../../../../drawer-fields/field-specs';
import { ListingPermissions } from './listing-permissions';
import { tab, type PanelEnv } from './panel-kit';

/** Permissions: who may view, edit, create and delete the records (not for a listing of the old builder). */
export function permissionsTabs(env: PanelEnv): DrawerTab[] {
  return [
    env.legacy
      ? tab('permissions', 'Permissions', [], () => <Banner tone="warning">{LEGACY_LISTING_MESSAGE}</Banner>)
      : permissionsTab(env.context),
  ];
}

/** Who may view, edit, create and delete the records, per group (listings and Form sections). */
function permissionsTab(context: EditorContext | undefined): DrawerTab {
  return tab('permissions', 'Permissions', [], (data, change) => (
    <ListingPermissions
      access={(data as { access?: TListingAccess[] }).access ?? []}
      groups={context?.groups ?? []}
      onChange={(access) => change('access', access)}
    />
  ));
}
