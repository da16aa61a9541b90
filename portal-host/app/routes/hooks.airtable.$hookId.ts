import type { ActionFunctionArgs } from '@remix-run/node';
import { airtableClientFor } from '@atrium/integrations';
import { handleWebhookPing } from '@atrium/integrations/data/airtable-webhooks/handle-webhook-ping';

/**
 * Airtable's webhook pings (`{PUBLIC_URL}/hooks/airtable/{hookId}`), on any host. A resource
 * route (no default export), so it wins over the portal pages' splat route for this path.
 * 200 once the MAC is verified and the payloads handled, 401 for a bad MAC, 404 for an unknown
 * hook, 405 for anything but POST. A failure reading payloads after a valid MAC still answers
 * 200: the cursor is not advanced, so the next ping reads them again, and the cache TTL bounds
 * staleness meanwhile; answering 5xx would only make Airtable retry and count failures.
 */
const methodNotAllowed = () =>
  new Response('Method not allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });

export const loader = methodNotAllowed;

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const runtime = context.runtime;
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const result = await handleWebhookPing(runtime, {
      hookId: params.hookId ?? '',
      rawBody: new Uint8Array(await request.arrayBuffer()),
      macHeader: request.headers.get('X-Airtable-Content-MAC'),
      clientFor: (workspaceId) => airtableClientFor(runtime, workspaceId),
    });
    return new Response(null, { status: result.status, headers });
  } catch (error) {
    console.warn(
      `[webhooks] Airtable ping ${params.hookId}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return new Response(null, { status: 200, headers });
  }
}
