import type { PageCacheStats, PageRenderInfo, Runtime } from '@atrium/integrations';
import type { LoaderFunctionArgs } from '@remix-run/node';

/** What every loader and action receives as `context`: set by server/create-server.ts. */
declare module '@remix-run/node' {
  interface AppLoadContext {
    runtime: Runtime;
    /** The client's address as the server saw it (express `req.ip`), for rate limits. */
    clientIp: string;
    /**
     * The socket's peer address, never a forwarded one (integrations/src/http/request-context.ts).
     * Absent when a test calls the request handler directly: then nothing is known to be local.
     */
    peerAddress?: string;
    /** The script nonce of this response's Content-Security-Policy (ADR 021); absent in handler tests. */
    cspNonce?: string;
    /** What the page loader tells the rendered-page cache about this response (ADR 028); absent in handler tests. */
    pageRender?: PageRenderInfo;
    /** The rendered-page cache's counters, for /healthz; absent in handler tests. */
    pageCacheStats?: () => PageCacheStats & { enabled: boolean };
    /** Framing decisions for the HTTP response (server/portal-embedding.ts); absent in handler tests. */
    framing?: ResponseFraming;
  }
}

/** What a portal's root loader decides about framing, for the HTTP response (ADR 027). */
export interface ResponseFraming {
  /** The CSP `frame-ancestors` sources of this response. */
  allowFramingBy(sources: readonly string[]): void;
}

/**
 * What a portal route's handler gets from the route builders (lib/route-builders.server.ts,
 * ADR 031): the request, its route params and the parts of the load context it may use.
 */
export interface PortalRequest {
  request: Request;
  params: LoaderFunctionArgs['params'];
  runtime: Runtime;
  /** The client's address as the server saw it, for rate limits. */
  clientIp: string;
  /** What the page loader tells the rendered-page cache (ADR 028); absent in handler tests. */
  pageRender?: PageRenderInfo;
}
