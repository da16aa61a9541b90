import { z } from 'zod';

/** Create a workspace dialog (spec doc 1 §5). */
export const ZCreateWorkspaceSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({
        required_error: 'Please enter a valid team name',
        invalid_type_error: 'Please enter a valid team name',
      })
      .min(1, 'Minimum of 1 character')
      .max(255, 'Maximum of 255 characters'),
  ),
});
export type TCreateWorkspace = z.infer<typeof ZCreateWorkspaceSchema>;

/** Inline rename on the workspace home (owner only). */
export const ZRenameWorkspaceSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ required_error: 'A workspace name is required' })
      .min(1, 'A workspace name is required')
      .max(255, 'Maximum of 255 characters'),
  ),
});
export type TRenameWorkspace = z.infer<typeof ZRenameWorkspaceSchema>;

export const WORKSPACE_CREATED_MESSAGE = 'Workspace Created.';
export const WORKSPACE_RENAMED_MESSAGE = 'Workspace name successfully updated';
export const WORKSPACE_CREATE_FAILED_MESSAGE = 'Failed to create your workspace';

/** The personal space is addressed as workspace 0 in routes. */
export const PERSONAL_WORKSPACE_ROUTE_ID = 0;

export const WORKSPACE_ROLES = ['owner', 'editor'] as const;
export type TWorkspaceRole = (typeof WORKSPACE_ROLES)[number];
