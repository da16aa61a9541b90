/** Remix route modules and their length in lines (a route past ~200 lines has domain code in it). */
export const ROUTE_MAX_LINES = 250;

export interface RouteSize {
  path: string;
  lines: number;
}

/** Lines as `wc -l` counts them, plus a last line without a newline. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/**
 * The route modules of an app's routes folder (flat routes: a file directly in it, or a
 * folder's `route.tsx`) longer than `max` lines. Tests and `__`-prefixed shared pieces are not
 * routes.
 */
export function longRoutes(
  files: ReadonlyArray<{ path: string; text: string }>,
  routesFolder: string,
  max = ROUTE_MAX_LINES,
): RouteSize[] {
  const prefix = `${routesFolder}/`;
  return files
    .filter(({ path }) => {
      if (!path.startsWith(prefix) || /\.test\.tsx?$/.test(path)) return false;
      const rest = path.slice(prefix.length).split('/');
      const file = rest.length === 1 ? rest[0]! : rest.length === 2 && /^route\.tsx?$/.test(rest[1]!) ? rest[0]! : '';
      return file !== '' && !file.startsWith('__');
    })
    .map(({ path, text }) => ({ path, lines: lineCount(text) }))
    .filter(({ lines }) => lines > max)
    .sort((a, b) => b.lines - a.lines);
}
