import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, type TEnv } from '@atrium/core';

export type RuntimeEnv = TEnv & { APP_SECRET: string };

/**
 * Validates the environment and settles APP_SECRET: taken from the environment, or (outside
 * production) generated once and kept in DATA_DIR/app-secret so sessions survive restarts.
 */
export function loadEnv(source: Record<string, string | undefined>): RuntimeEnv {
  const env = parseEnv(source);
  if (env.APP_SECRET) return { ...env, APP_SECRET: env.APP_SECRET };
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, 'app-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return { ...env, APP_SECRET: secret };
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process created the file first; then everyone uses that one.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: existsSync(file) ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...env, APP_SECRET: readFileSync(file, 'utf8').trim() };
  }
  return { ...env, APP_SECRET: secret };
}
