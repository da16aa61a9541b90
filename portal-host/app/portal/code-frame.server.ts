import { CODE_SNIPPET_MESSAGE, CODE_SANDBOX } from '@atrium/sections';
import { builderUrl, pageGate } from '@atrium/core';
import { contentSecurityPolicy, type Runtime } from '@atrium/integrations';
import { portalViewer } from './portal-access.server';
import { PRIVATE_HEADERS, portalFrameAncestors } from './portal-headers';
import { publishedSnapshot, resolvePortal } from './resolve-portal.server';
import type { PortalRequest } from '../load-context';

/**
 * Code block frames (ADR 010, ADR 021). A portal page's policy allows only its own nonce'd
 * scripts, and a `srcdoc` frame would inherit it, so a snippet runs in a document of its own,
 * served here with a policy of its own: sandboxed like the frame (opaque origin, the portal's
 * cookies and storage out of reach), framable only by the portal, the builder and the websites
 * allowed to embed the portal (ADR 027), and otherwise free to load what the builder's snippet needs.
 */
function codeFramePolicy(frameAncestors: string[]): string {
  return contentSecurityPolicy({ sandbox: CODE_SANDBOX.split(' '), 'frame-ancestors': frameAncestors });
}

/** The snippet as a document: a snippet without a doctype renders in standards mode, as srcdoc did. */
function asDocument(snippet: string): string {
  return /^\s*<!doctype/i.test(snippet) ? snippet : `<!DOCTYPE html>\n${snippet}`;
}

function notFound(headers: HeadersInit = { 'Cache-Control': 'no-cache' }): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/**
 * GET /_atrium/code/{pageId}/{sectionId}: a published code block's snippet, to viewers who may
 * open its page (others, and unknown pages or sections, get the same 404).
 */
export async function publishedCodeFrame({ request, runtime, params: route }: PortalRequest): Promise<Response> {
  const params = { pageId: route.pageId ?? '', sectionId: route.sectionId ?? '' };
  const portal = await resolvePortal(runtime, request);
  if (portal.kind !== 'published') return notFound();
  const snapshot = await publishedSnapshot(runtime, portal, [params.pageId]);
  const page = snapshot.pages.find((p) => p.id === params.pageId);
  const section = page?.contents.sections.find((s) => s.id === params.sectionId);
  if (!page || section?.type !== 'code') return notFound();
  const access = await portalViewer(request, runtime, portal.site);
  if (access.accountsOn && pageGate(access.ability, access.viewer, page.id) !== 'allow') {
    return notFound(PRIVATE_HEADERS);
  }
  return new Response(asDocument(section.data.code.snippet), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Framed by the portal's page, which may itself be embedded: every ancestor must be allowed.
      'Content-Security-Policy': codeFramePolicy(portalFrameAncestors(runtime.env, portal.site.embedding)),
      // Like the page: with user accounts on, what a viewer may open depends on who asks.
      'Cache-Control': access.accountsOn ? PRIVATE_HEADERS['Cache-Control'] : 'no-cache',
    },
  });
}

/**
 * GET /_atrium/code-preview (any host): the builder's preview frame. It waits for the draft
 * snippet, posted by the builder's own origin from the window that framed it, and replaces
 * itself with it. Only the builder may frame it.
 */
export function codePreviewFrame(runtime: Runtime): Response {
  const builder = new URL(builderUrl(runtime.env)).origin;
  const script = `(function () {
  var builder = ${JSON.stringify(builder)};
  addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== builder || event.source !== parent || !data || data.type !== ${JSON.stringify(CODE_SNIPPET_MESSAGE)} || typeof data.snippet !== 'string') return;
    document.open();
    document.write(/^\\s*<!doctype/i.test(data.snippet) ? data.snippet : '<!DOCTYPE html>' + data.snippet);
    document.close();
  });
})();`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Code preview</title><script>${script}</script></head><body></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': codeFramePolicy([builder]),
      'Cache-Control': 'no-cache',
    },
  });
}
