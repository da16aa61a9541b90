import { ZClonePortalSchema, ZRenamePortalSchema, ZTransferPortalSchema } from '@atrium/core';
import { z } from 'zod';

/**
 * The portal menu's forms (rename, clone, delete, transfer), posted to the portals list's
 * action and told apart by `intent`. Each dialog validates with its own member; the action
 * parses the union.
 */
const siteId = z.string({ required_error: 'Portal not found' }).min(1, 'Portal not found');

export const ZRenamePortalIntent = ZRenamePortalSchema.extend({ intent: z.literal('rename'), siteId });
export const ZClonePortalIntent = ZClonePortalSchema.extend({ intent: z.literal('clone'), siteId });
export const ZDeletePortalIntent = z.object({ intent: z.literal('delete'), siteId });
export const ZTransferPortalIntent = ZTransferPortalSchema.extend({ intent: z.literal('transfer'), siteId });

export const ZPortalMenuIntent = z.discriminatedUnion('intent', [
  ZRenamePortalIntent,
  ZClonePortalIntent,
  ZDeletePortalIntent,
  ZTransferPortalIntent,
]);
export type TPortalMenuIntent = z.infer<typeof ZPortalMenuIntent>;
export type TPortalMenuAction = TPortalMenuIntent['intent'];

/** Where a workspace's portal menu posts (the portals list route's action). */
export function portalMenuActionUrl(workspaceRouteId: number): string {
  return `/workspaces/${workspaceRouteId}/portals`;
}
