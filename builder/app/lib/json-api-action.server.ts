import { GENERIC_ERROR_MESSAGE } from '@atrium/core';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { builderAction, builderLoader, type ActionFailure, type BuilderContext } from './route-builders.server';

/**
 * `builderAction` for JSON resource routes called with fetchers (`/api/...`): the same
 * same-origin check, authentication and AppError handling, but refusals that `builderAction`
 * throws as Responses (401 signed out, 403 cross-site, 405 wrong method) and unexpected errors
 * come back as `{ ok: false, error }` JSON with their status instead of reaching the error
 * boundary, so the component that called shows the message inline.
 *
 * Every answer is a real `Response` (`Response.json`): with single fetch, Remix sends a resource
 * route's `data(body, { status })` or plain object to outside callers as 200 JSON, dropping the
 * status and headers. Fetchers still receive the parsed body. Handlers return plain objects,
 * `data(body, init)` or Responses.
 */
export function jsonApiAction<T>(handler: (ctx: BuilderContext) => Promise<T>) {
  const action = builderAction(handler);
  return async (args: ActionFunctionArgs): Promise<Response> => {
    try {
      return toJsonResponse(await action(args));
    } catch (error) {
      if (error instanceof Response && error.status < 500) {
        const headers = new Headers();
        const allow = error.headers.get('Allow');
        if (allow) headers.set('Allow', allow);
        const body: ActionFailure = { ok: false, error: (await error.text()) || GENERIC_ERROR_MESSAGE };
        return Response.json(body, { status: error.status, headers });
      }
      console.error(error);
      const body: ActionFailure = { ok: false, error: GENERIC_ERROR_MESSAGE };
      return Response.json(body, { status: 500 });
    }
  };
}

/** `builderLoader` for JSON resource routes read with fetchers: the same JSON answers as jsonApiAction. */
export function jsonApiLoader<T>(handler: (ctx: BuilderContext) => Promise<T>) {
  const loader = builderLoader(handler);
  return async (args: LoaderFunctionArgs): Promise<Response> => {
    try {
      return toJsonResponse(await loader(args));
    } catch (error) {
      if (error instanceof Response && error.status < 500) {
        const body: ActionFailure = { ok: false, error: (await error.text()) || GENERIC_ERROR_MESSAGE };
        return Response.json(body, { status: error.status });
      }
      console.error(error);
      const body: ActionFailure = { ok: false, error: GENERIC_ERROR_MESSAGE };
      return Response.json(body, { status: 500 });
    }
  };
}

/** What Remix's `data()` returns (its class is not exported). */
interface DataWithInit {
  type: 'DataWithResponseInit';
  data: unknown;
  init: ResponseInit | null;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

function toJsonResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (isDataWithInit(result)) return Response.json(result.data, result.init ?? undefined);
  return Response.json(result);
}

/** Refuses any method but the one a resource route accepts (answered as JSON by jsonApiAction). */
export function assertMethod(request: Request, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'): void {
  if (request.method !== method) {
    throw new Response(`Use ${method} for this endpoint.`, { status: 405, headers: { Allow: method } });
  }
}
