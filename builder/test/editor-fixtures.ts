import { ZCreatePortalSchema } from '@atrium/core';
import { createSite, listPages, type PageView } from '@atrium/db';
import { decode } from 'turbo-stream';
import type { EditorData } from '../app/editor/load-editor.server';
import type { Harness } from './harness';

/** A portal in the builder's personal workspace, made with the same function as the wizard. */
export async function createPortal(
  h: Harness,
  owner: { builder: { id: string }; personalWorkspaceId: number },
  appName = 'Acme Portal',
) {
  const site = await createSite(h.runtime.db, {
    workspaceId: owner.personalWorkspaceId,
    builderId: owner.builder.id,
    input: ZCreatePortalSchema.parse({ appName }),
  });
  return site;
}

export async function pagesOf(h: Harness, siteId: string): Promise<PageView[]> {
  return listPages(h.runtime.db, { siteId });
}

export async function homeOf(h: Harness, siteId: string): Promise<PageView> {
  const home = (await pagesOf(h, siteId)).find((p) => p.isHome);
  if (!home) throw new Error('No home page');
  return home;
}

/** Reads a single-fetch (`.data`) response body the way the Remix client does. */
async function decodeSingleFetch(res: Response): Promise<unknown> {
  if (!res.body) return undefined;
  const decoded = await decode(res.body, {
    plugins: [
      (type: string, ...rest: unknown[]) => {
        if (type === 'SanitizedError') return { value: new Error(String(rest[1])) };
        if (type === 'ErrorResponse') return { value: { status: rest[1], data: rest[0] } };
        if (type === 'SingleFetchRedirect') return { value: { redirect: rest[0] } };
        return undefined;
      },
      (type: string, value?: unknown) => {
        if (type === 'SingleFetchFallback') return { value: undefined };
        if (type === 'SingleFetchClassInstance') return { value };
        return undefined;
      },
    ],
  });
  await decoded.done;
  return decoded.value;
}

/**
 * Posts one of the editor's intents as the Remix client does (`/edit/:siteId.data`) and returns
 * the status and the action's answer.
 */
export async function postIntent(h: Harness, siteId: string, cookie: string, form: Record<string, string>) {
  const res = await h.request(`/edit/${siteId}.data`, { cookie, form });
  const body = (await decodeSingleFetch(res)) as { data?: unknown; error?: unknown } | undefined;
  return { status: res.status, data: body?.data as Record<string, unknown> | undefined, body };
}

/** The editor route's loader data through a single-fetch GET, as client navigations load it. */
export async function loadEditorData(h: Harness, siteId: string, cookie: string, search = '') {
  const res = await h.request(`/edit/${siteId}.data${search}`, { cookie });
  const body = (await decodeSingleFetch(res)) as Record<string, { data?: unknown }> | undefined;
  return { status: res.status, data: body?.['routes/edit.$siteId']?.data as EditorData | undefined };
}

/** conform's field errors in an answer: `{ path: ['…'] }`. */
export function fieldErrors(data: unknown): Record<string, string[] | null> {
  return ((data as { error?: Record<string, string[] | null> } | undefined)?.error ?? {}) as Record<
    string,
    string[] | null
  >;
}
