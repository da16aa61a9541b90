import type { Runtime } from '@atrium/integrations';

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
  }
}

export {};
