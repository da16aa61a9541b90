import { parseWithZod } from '@conform-to/zod';
import { TOKEN_UPDATED_MESSAGE, WORKSPACE_CREATED_MESSAGE, WORKSPACE_RENAMED_MESSAGE } from '@atrium/core';
import { createWorkspace, renameWorkspace, setWorkspaceApiKey } from '@atrium/db';
import { AIRTABLE_TOKEN_PURPOSE, encryptSecret } from '@atrium/integrations';
import { data } from '@remix-run/node';
import { requireWorkspace, type BuilderContext } from '../lib/route-builders.server';
import { replyWithError } from '../lib/form-replies.server';
import type { ActionSuccess } from '../lib/form-results';
import { ZWorkspaceIntent, type WorkspaceCreated } from './workspace-intents';

/**
 * The workspace home's action: create a workspace (Create a workspace dialog) or rename this
 * one (inline title, owner only: renameWorkspace refuses others with 403), or set the
 * workspace's Airtable token (owner only; encrypted before it is stored, never sent back).
 */
export async function workspaceAction(ctx: BuilderContext) {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const submission = parseWithZod(await ctx.request.formData(), { schema: ZWorkspaceIntent });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const input = submission.value;
  try {
    if (input.intent === 'createWorkspace') {
      const created = await createWorkspace(ctx.runtime.db, { builderId: ctx.builder.id, name: input.name });
      const result: WorkspaceCreated = {
        ok: true,
        message: WORKSPACE_CREATED_MESSAGE,
        workspaceRouteId: created.routeId,
      };
      return result;
    }
    if (input.intent === 'setAirtableToken') {
      const sealedApiKey = encryptSecret(input.token, ctx.runtime.env.APP_SECRET, AIRTABLE_TOKEN_PURPOSE);
      await setWorkspaceApiKey(ctx.runtime.db, { workspace, sealedApiKey });
      const result: ActionSuccess = { ok: true, message: TOKEN_UPDATED_MESSAGE };
      return result;
    }
    await renameWorkspace(ctx.runtime.db, { workspace, name: input.name });
    const result: ActionSuccess = { ok: true, message: WORKSPACE_RENAMED_MESSAGE };
    return result;
  } catch (error) {
    return replyWithError(submission, error);
  }
}
