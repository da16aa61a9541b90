import { ZCreatePortalSchema } from '@atrium/core';
import { createSite, createWorkspace, listOutbox, tables } from '@atrium/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { decodeSingleFetch } from './single-fetch';
import type { Harness } from './harness';

/** `/a/b?x` -> `/a/b.data?x`: the URL a fetcher or client navigation calls. */
function dataUrl(path: string): string {
  const url = new URL(path, 'http://x');
  return `${url.pathname}.data${url.search}`;
}

/** Posts a form as a fetcher does and returns the status and the action's answer. */
export async function postAction(h: Harness, path: string, cookie: string, form: Record<string, string>) {
  const res = await h.request(dataUrl(path), { cookie, form });
  const body = (await decodeSingleFetch(res)) as { data?: unknown; error?: unknown } | undefined;
  return { status: res.status, data: body?.data as Record<string, unknown> | undefined };
}

/** One route's loader data through a single-fetch GET, as a client navigation or fetcher.load gets it. */
export async function loadRouteData<T>(h: Harness, path: string, routeId: string, cookie: string) {
  const res = await h.request(dataUrl(path), { cookie });
  const body = (await decodeSingleFetch(res)) as Record<string, { data?: unknown }> | undefined;
  return { status: res.status, data: body?.[routeId]?.data as T | undefined };
}

/** conform's field errors in an answer: `{ path: ['…'] }`; '' holds form-level errors. */
export function errorsOf(data: unknown): Record<string, string[] | null> {
  return ((data as { error?: Record<string, string[] | null> } | undefined)?.error ?? {}) as Record<
    string,
    string[] | null
  >;
}

/** A portal made with the wizard's domain function, in a workspace given by its database id. */
export async function makePortal(h: Harness, builderId: string, workspaceId: number, appName: string, domain?: string) {
  return createSite(h.runtime.db, {
    workspaceId,
    builderId,
    input: ZCreatePortalSchema.parse({ appName, domain }),
  });
}

export async function makeTeam(h: Harness, builderId: string, name = 'Team Space') {
  return createWorkspace(h.runtime.db, { builderId, name });
}

/** Adds a builder to a workspace directly (teams.test.ts goes through invitations). */
export async function addMember(
  h: Harness,
  workspaceId: number,
  builderId: string,
  role: 'owner' | 'editor' = 'editor',
) {
  await h.runtime.db.insert(tables.workspaceMembers).values({ workspaceId, builderId, role });
}

export async function siteRow(h: Harness, siteId: string) {
  const [row] = await h.runtime.db.select().from(tables.sites).where(eq(tables.sites.id, siteId));
  return row;
}

export async function workspaceRow(h: Harness, workspaceId: number) {
  const [row] = await h.runtime.db.select().from(tables.workspaces).where(eq(tables.workspaces.id, workspaceId));
  return row;
}

/**
 * The team tests' steps (workspaces/{collaborators,invitations,invitation-page}.test.ts): each
 * file makes its own harness in beforeAll and passes a getter for it.
 */
export function teamSteps(harness: () => Harness) {
  const membersPath = (routeId: number) => `/workspaces/${routeId}/members`;

  /** An owner with a team workspace holding a portal. */
  async function teamWithPortal(name = 'Agency Team') {
    const h = harness();
    const owner = await h.signIn({ firstName: 'Olive' });
    const team = await makeTeam(h, owner.builder.id, name);
    const site = await makePortal(h, owner.builder.id, team.id, `${name} Portal`);
    return { owner, team, site };
  }

  /** The invitation link in the newest invitation email to an address. */
  async function invitationLink(to: string): Promise<string> {
    const [email] = await listOutbox(harness().runtime.db, { to });
    const link = email?.text.match(/https?:\/\/\S+\/invitations\/\S+/)?.[0];
    if (!link) throw new Error(`No invitation email to ${to}`);
    return new URL(link).pathname;
  }

  async function invite(routeId: number, cookie: string, email: string) {
    return postAction(harness(), membersPath(routeId), cookie, { intent: 'invite', email });
  }

  /** Posts the invitation page's form as the browser does (a document POST). */
  function postInvitation(path: string, form: Record<string, string>, cookie?: string) {
    return harness().request(path, { form, cookie });
  }

  /** A team with a collaborator who joined through an accepted invitation. */
  async function teamWithCollaborator() {
    const t = await teamWithPortal();
    const editor = await harness().signIn({ firstName: 'Eddie' });
    await invite(t.team.routeId, t.owner.cookie, editor.builder.email);
    const accepted = await postInvitation(
      await invitationLink(editor.builder.email),
      { intent: 'accept' },
      editor.cookie,
    );
    expect(accepted.status).toBe(302);
    return { ...t, editor };
  }

  return { membersPath, teamWithPortal, invitationLink, invite, postInvitation, teamWithCollaborator };
}
