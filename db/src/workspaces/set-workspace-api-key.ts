import { AIRTABLE_TOKEN_OWNER_ONLY_MESSAGE, AppError } from '@atrium/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../create-db';
import { workspaces } from '../schema/index';
import type { WorkspaceView } from './list-workspaces';

/** Stores the workspace's (already encrypted) Airtable token. Owner only. */
export async function setWorkspaceApiKey(
  db: DbOrTx,
  params: { workspace: WorkspaceView; sealedApiKey: string },
): Promise<void> {
  if (params.workspace.role !== 'owner') throw new AppError('FORBIDDEN', AIRTABLE_TOKEN_OWNER_ONLY_MESSAGE);
  await db
    .update(workspaces)
    .set({ apiKey: params.sealedApiKey, updatedAt: new Date() })
    .where(eq(workspaces.id, params.workspace.id));
}

/** The sealed token, or '' when none is set. Never send it to a browser. */
export async function getWorkspaceApiKey(db: DbOrTx, params: { workspaceId: number }): Promise<string> {
  const [row] = await db
    .select({ apiKey: workspaces.apiKey })
    .from(workspaces)
    .where(eq(workspaces.id, params.workspaceId));
  return row?.apiKey ?? '';
}
