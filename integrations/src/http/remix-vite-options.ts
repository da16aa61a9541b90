/**
 * The Vite set-up both apps build with (ADR 031): one list of Remix future flags and one list of
 * server-only packages, imported by builder/vite.config.ts and portal-host/vite.config.ts. Plain
 * data, so the apps' Vite configs stay readable and this file needs neither Vite nor Remix's dev
 * package; what differs between the apps (the builder's route-file rule, Polaris) stays in theirs.
 */

declare module '@remix-run/node' {
  // Single fetch: loaders return plain data or data(); typed accordingly in useLoaderData.
  interface Future {
    v3_singleFetch: true;
  }
}

/** Remix's future flags, the same in both apps. */
export const REMIX_FUTURE_FLAGS = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
} as const;

/**
 * Server-only packages reached through workspace packages' loaders: never bundled for the
 * browser (the dev server would try to pre-bundle @node-rs/argon2's WASM fallback).
 */
export const SERVER_ONLY_PACKAGES = [
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pg',
  'ioredis',
  'nodemailer',
  'drizzle-orm',
];
