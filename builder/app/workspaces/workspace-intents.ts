import { ZAirtableTokenSchema, ZCreateWorkspaceSchema, ZRenameWorkspaceSchema } from '@atrium/core';
import { z } from 'zod';
import type { ActionSuccess } from '../lib/form-results';

/**
 * The forms the workspace home posts to its own action, told apart by `intent`. Dialogs
 * validate with their own member; the action parses the union.
 */
export const ZCreateWorkspaceIntent = ZCreateWorkspaceSchema.extend({ intent: z.literal('createWorkspace') });
export const ZRenameWorkspaceIntent = ZRenameWorkspaceSchema.extend({ intent: z.literal('renameWorkspace') });

export const ZSetAirtableTokenIntent = ZAirtableTokenSchema.extend({ intent: z.literal('setAirtableToken') });

export const ZWorkspaceIntent = z.discriminatedUnion('intent', [
  ZCreateWorkspaceIntent,
  ZRenameWorkspaceIntent,
  ZSetAirtableTokenIntent,
]);
export type TWorkspaceIntent = z.infer<typeof ZWorkspaceIntent>;

/** The create intent's success answer. */
export interface WorkspaceCreated extends ActionSuccess {
  /** Where the new workspace lives, to navigate there. */
  workspaceRouteId: number;
}
