export const HOME_PATH = '/';
export const RESERVED_PATH = '/account';
export const PATH_MESSAGE = 'Path should be alpha numeric, start with / and contain no spaces. i.e. /about-us';
export const RESERVED_PATH_MESSAGE = '/account is a reserved path';
export const PATH_PATTERN = /^\/[a-z0-9\-./]*$/;

/** Trimmed and lowercased, as the spec asks of every page path. */
export function normalisePath(path: string): string {
  return path.trim().toLowerCase();
}

/** The path suggested for a page name: '/' plus its slug ('About us' -> '/about-us'). */
export function pathFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/${slug}`;
}

/**
 * Paths the portal host answers itself, so no page may use them: media and font files, Airtable
 * webhooks, the health check, and the crawler files.
 */
export const SYSTEM_PATHS = ['/media', '/fonts', '/hooks', '/healthz', '/sitemap.xml', '/robots.txt'] as const;

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** /account and everything under it belong to the portal's account pages. */
export function isReservedPath(path: string): boolean {
  return isUnder(normalisePath(path), RESERVED_PATH);
}

/** A system path (see SYSTEM_PATHS) the path is, or is under; undefined for a path pages may use. */
export function systemPathOf(path: string): string | undefined {
  const p = normalisePath(path);
  return SYSTEM_PATHS.find((prefix) => isUnder(p, prefix));
}

export function systemPathMessage(prefix: string): string {
  return `${prefix} is used by Atrium itself. Please choose another path.`;
}

/** A request path in the form pages are stored: no trailing slash (except the home page), lowercased. */
export function canonicalRequestPath(pathname: string): string {
  let p = pathname.toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? HOME_PATH : p;
}
