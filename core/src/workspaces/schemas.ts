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

/** The 'update the data source's personal access token' dialog. */
export const ZAirtableTokenSchema = z.object({
  token: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ required_error: 'Please enter your Airtable personal access token' })
      .min(1, 'Please enter your Airtable personal access token')
      .max(500, 'This does not look like an Airtable access token')
      .regex(/^\S+$/, 'An access token cannot contain spaces'),
  ),
});
export const AIRTABLE_TOKEN_OWNER_ONLY_MESSAGE =
  'Only the workspace owner can add or update the Airtable access token. Please contact the workspace owner and ask them to add one.';
