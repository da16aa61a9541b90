import { ZCreatePortalSchema } from '@atrium/core';
import { createSite, listPages, type PageView } from '@atrium/db';
import { decodeSingleFetch } from './single-fetch';
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
