import { assertSameOrigin } from '@atrium/integrations';
import { AppError, GENERIC_ERROR_MESSAGE, isAppError } from '@atrium/core';
import { getSiteForBuilder, resolveWorkspace, type SiteAccess, type WorkspaceView } from '@atrium/db';
import type { Runtime } from '@atrium/integrations';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import '../load-context';
import { requireBuilder, type CurrentBuilder } from '../auth/session.server';

export interface BuilderContext extends CurrentBuilder {
  request: Request;
  params: LoaderFunctionArgs['params'];
  runtime: Runtime;
  clientIp: string;
  /** The socket's peer address, never a forwarded one (absent in handler tests). */
  peerAddress: string | undefined;
}

/** What an action answers when it refuses: the message for a toast or the field it belongs to. */
export interface ActionFailure {
  ok: false;
  error: string;
  field?: string;
}

/** Actions refuse cross-site posts (one rule for both apps, in integrations). */
export { assertSameOrigin };

function toResponse(error: unknown): unknown {
  if (error instanceof Response) return error;
  if (isAppError(error)) {
    return new Response(error.status < 500 ? error.message : GENERIC_ERROR_MESSAGE, { status: error.status });
  }
  return error;
}

/** A loader for signed-in builders: authenticates once, then runs the handler. */
export function builderLoader<T>(handler: (ctx: BuilderContext) => Promise<T>) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<T> => {
    const current = await requireBuilder(request, context.runtime);
    try {
      return await handler({
        ...current,
        request,
        params,
        runtime: context.runtime,
        clientIp: context.clientIp,
        peerAddress: context.peerAddress,
      });
    } catch (error) {
      throw toResponse(error);
    }
  };
}

/**
 * An action for signed-in builders: same-origin check, authentication, then the handler.
 * AppErrors below 500 are returned (not thrown) as `{ ok: false, error, field }` with their
 * status, so the form that posted shows the message.
 */
export function builderAction<T>(handler: (ctx: BuilderContext) => Promise<T>) {
  return async ({ request, params, context }: ActionFunctionArgs) => {
    assertSameOrigin(request);
    const current = await requireBuilder(request, context.runtime);
    try {
      return await handler({
        ...current,
        request,
        params,
        runtime: context.runtime,
        clientIp: context.clientIp,
        peerAddress: context.peerAddress,
      });
    } catch (error) {
      if (isAppError(error) && error.status < 500) return actionFailure(error);
      throw toResponse(error);
    }
  };
}

export function actionFailure(error: AppError) {
  const body: ActionFailure = { ok: false, error: error.message, ...(error.field ? { field: error.field } : {}) };
  return data(body, { status: error.status });
}

/** The workspace a route's :workspaceId names (0 = personal) if the builder is a member; else 404. */
export async function requireWorkspace(ctx: BuilderContext, routeId: string | undefined): Promise<WorkspaceView> {
  const id = Number(routeId);
  if (!Number.isInteger(id) || id < 0) throw new AppError('NOT_FOUND', 'Workspace not found');
  const workspace = await resolveWorkspace(ctx.runtime.db, { builderId: ctx.builder.id, routeId: id });
  if (!workspace) throw new AppError('NOT_FOUND', 'Workspace not found');
  return workspace;
}

/** The portal a route's :siteId names if it is in one of the builder's workspaces; else 404. */
export async function requireSite(ctx: BuilderContext, siteId: string | undefined): Promise<SiteAccess> {
  if (!siteId) throw new AppError('NOT_FOUND', 'Portal not found');
  const access = await getSiteForBuilder(ctx.runtime.db, { builderId: ctx.builder.id, siteId });
  if (!access) throw new AppError('NOT_FOUND', 'Portal not found');
  return access;
}
