import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isServedFontFile } from '@atrium/core';
import { createReadableStreamFromReadable } from '@remix-run/node';

/**
 * The server half of the self-hosted fonts (docs/decisions/009-self-hosted-fonts-and-colour-schemes.md):
 * `/fonts/{packageId}/{fileName}` answered with the woff2 file of the installed @fontsource
 * package. The @font-face CSS naming these URLs is pure and lives in core
 * (core/src/theme/font-faces.ts) because the builder's preview builds it in the browser too.
 *
 * Only the exact files that CSS can name are served: a listed package, latin or latin-ext, a
 * weight the font offers. The path is rebuilt from those checked parts, so `..`, encoded
 * slashes or any other file of the package can never be reached.
 */

/** File names never change for a package version, so browsers and CDNs keep them a year. */
export const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const require = createRequire(import.meta.url);
const packageDirs = new Map<string, string | null>();

/** Where `@fontsource/{packageId}` is installed, or undefined when it is not. */
function fontPackageDir(packageId: string): string | undefined {
  let dir = packageDirs.get(packageId);
  if (dir === undefined) {
    try {
      dir = path.dirname(require.resolve(`@fontsource/${packageId}/package.json`));
    } catch {
      dir = null;
    }
    packageDirs.set(packageId, dir);
  }
  return dir ?? undefined;
}

/**
 * The file on disk for the part of a URL after `/fonts/` (as routes receive it, decoded),
 * or undefined for anything that is not a served font file.
 */
export function resolveFontFile(fontPath: string): string | undefined {
  const parts = fontPath.split('/');
  if (parts.length !== 2) return undefined;
  const [packageId, fileName] = parts as [string, string];
  if (!isServedFontFile(packageId, fileName)) return undefined;
  const dir = fontPackageDir(packageId);
  return dir ? path.join(dir, 'files', fileName) : undefined;
}

/**
 * The response to GET (or HEAD) `/fonts/*`: the woff2 streamed from disk with immutable
 * caching, or a plain 404 for anything else (unknown font, other subset or weight, traversal
 * attempts). `fontPath` is the part after `/fonts/`, decoded, as a splat route receives it.
 */
export async function fontFileResponse(request: Request, fontPath: string | undefined): Promise<Response> {
  const file = fontPath === undefined ? undefined : resolveFontFile(fontPath);
  const size = file ? await fileSize(file) : undefined;
  if (!file || size === undefined) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }
  // A HEAD answer has no body: opening the file would only leave it open.
  const body = request.method === 'HEAD' ? null : createReadableStreamFromReadable(createReadStream(file));
  return new Response(body, {
    headers: {
      'Content-Type': 'font/woff2',
      'Content-Length': String(size),
      'Cache-Control': FONT_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

async function fileSize(file: string): Promise<number | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}
