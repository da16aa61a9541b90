import { loadEnv, type RuntimeEnv } from '@atrium/integrations';

/**
 * The one place the portal host reads process.env. Throws a ConfigError naming the variable
 * when a value is wrong; server/main.ts prints it and exits.
 */
export function getEnv(): RuntimeEnv {
  return loadEnv(process.env);
}
