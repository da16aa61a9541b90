/**
 * The source files the structure check reads: each package's folders of TypeScript, as
 * `{ path, text }` with paths relative to the repository root (forward slashes).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface SourceFile {
  /** Relative to the repository root, with `/` separators. */
  path: string;
  text: string;
}

/** A package of the repository and the folders that hold its code (relative to the root). */
export interface PackageLayout {
  name: string;
  dir: string;
  roots: string[];
  /** Folders of Remix route modules (apps only). */
  routes?: string;
}

export const PACKAGES: readonly PackageLayout[] = [
  { name: 'core', dir: 'core', roots: ['core/src'] },
  { name: 'db', dir: 'db', roots: ['db/src'] },
  { name: 'integrations', dir: 'integrations', roots: ['integrations/src'] },
  { name: 'sections', dir: 'sections', roots: ['sections/src'] },
  {
    name: 'builder',
    dir: 'builder',
    roots: ['builder/app', 'builder/server', 'builder/test'],
    routes: 'builder/app/routes',
  },
  {
    name: 'portal-host',
    dir: 'portal-host',
    roots: ['portal-host/app', 'portal-host/server', 'portal-host/test'],
    routes: 'portal-host/app/routes',
  },
];

const SOURCE = /\.(ts|tsx)$/;
const SKIP = new Set(['node_modules', 'build', 'dist', '.turbo', '.cache']);

function walk(absolute: string, found: string[]): void {
  for (const entry of readdirSync(absolute)) {
    if (SKIP.has(entry)) continue;
    const path = join(absolute, entry);
    if (statSync(path).isDirectory()) walk(path, found);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) found.push(path);
  }
}

/** Every TypeScript file of a package's folders, read from disk under `repoRoot`. */
export function readPackageSources(repoRoot: string, layout: PackageLayout): SourceFile[] {
  const found: string[] = [];
  for (const root of layout.roots) {
    const absolute = join(repoRoot, root);
    try {
      if (!statSync(absolute).isDirectory()) continue;
    } catch {
      continue;
    }
    walk(absolute, found);
  }
  return found.sort().map((path) => ({
    path: relative(repoRoot, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}

/** Test files: `*.test.ts(x)`. */
export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}
