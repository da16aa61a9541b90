import type { Runtime } from '@atrium/integrations';

/** What every loader and action receives as `context`: set by server/create-server.ts. */
declare module '@remix-run/node' {
  interface AppLoadContext {
    runtime: Runtime;
    /** The client's address as the server saw it (express `req.ip`), for rate limits. */
    clientIp: string;
  }
}

export {};
