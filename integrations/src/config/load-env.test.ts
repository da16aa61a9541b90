import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '@atrium/core';
import { loadEnv } from './load-env';

const EXPLICIT = 'explicit-secret-explicit-secret-0123456789';

let dataDir: string;
beforeEach(() => {
  // A folder that does not exist yet, inside a fresh temp folder: loadEnv must create it.
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-load-env-')), 'data');
});
afterEach(() => {
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('loadEnv', () => {
  it('generates APP_SECRET once into DATA_DIR/app-secret, readable only by the owner', () => {
    const file = path.join(dataDir, 'app-secret');
    const first = loadEnv({ DATA_DIR: dataDir });
    expect(first.APP_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.APP_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadEnv({ DATA_DIR: dataDir });
    expect(second.APP_SECRET).toBe(first.APP_SECRET);
  });

  it('generates a different secret for a different data folder', () => {
    const other = path.join(path.dirname(dataDir), 'other');
    expect(loadEnv({ DATA_DIR: dataDir }).APP_SECRET).not.toBe(loadEnv({ DATA_DIR: other }).APP_SECRET);
  });

  it('replaces a stored secret that is too short', () => {
    loadEnv({ DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, 'app-secret'), 'short\n');
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env.APP_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim()).toBe(env.APP_SECRET);
  });

  it('prefers an explicit APP_SECRET and writes no file', () => {
    const env = loadEnv({ DATA_DIR: dataDir, APP_SECRET: EXPLICIT });
    expect(env.APP_SECRET).toBe(EXPLICIT);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(false);
  });

  it('prefers an explicit APP_SECRET over a stored one', () => {
    const generated = loadEnv({ DATA_DIR: dataDir }).APP_SECRET;
    expect(loadEnv({ DATA_DIR: dataDir, APP_SECRET: EXPLICIT }).APP_SECRET).toBe(EXPLICIT);
    expect(loadEnv({ DATA_DIR: dataDir }).APP_SECRET).toBe(generated);
  });

  it('refuses to start in production without APP_SECRET, naming it, and generates nothing', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/APP_SECRET/);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(false);
  });

  it('returns the rest of the validated environment', () => {
    const env = loadEnv({ DATA_DIR: dataDir, BUILDER_PORT: '4000', APP_SECRET: EXPLICIT });
    expect(env).toMatchObject({ DATA_DIR: dataDir, BUILDER_PORT: 4000, PORTAL_PORT: 3001, NODE_ENV: 'development' });
    expect(() => loadEnv({ DATA_DIR: dataDir, BUILDER_PORT: 'abc' })).toThrow(/BUILDER_PORT/);
  });
});
