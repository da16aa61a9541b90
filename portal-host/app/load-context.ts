import type { Runtime } from '@atrium/integrations';

/** What every loader and action receives as `context`: set by server/create-server.ts. */
declare module '@remix-run/node' {
  interface AppLoadContext {
    runtime: Runtime;
  }
}

export {};
