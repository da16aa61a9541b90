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

/** /account and everything under it belong to the portal's account pages. */
export function isReservedPath(path: string): boolean {
  const p = normalisePath(path);
  return p === RESERVED_PATH || p.startsWith(`${RESERVED_PATH}/`);
}

/** A request path in the form pages are stored: no trailing slash (except the home page), lowercased. */
export function canonicalRequestPath(pathname: string): string {
  let p = pathname.toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? HOME_PATH : p;
}
