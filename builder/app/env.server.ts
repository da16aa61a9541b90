import { loadEnv, type RuntimeEnv } from '@atrium/integrations';

/** The builder's validated configuration; the only place this app reads process.env. */
export function getEnv(): RuntimeEnv {
  return loadEnv(process.env);
}
