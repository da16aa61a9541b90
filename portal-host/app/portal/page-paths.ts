/**
 * Paths the portal's page routes answer: everything but the app's other routes and files
 * (/account, /media, /fonts, /hooks, /healthz, the sitemap, robots.txt, assets) and Remix's own
 * data requests (`/path.data`). The rendered-page cache (ADR 028) and the document fast path
 * (ADR 032) look at these paths only.
 */
const NOT_PAGE_PATHS =
  /^\/(?:assets|_atrium|account|media|fonts|hooks|healthz)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt)$|\.data$/;

export function isPagePath(pathname: string): boolean {
  return !NOT_PAGE_PATHS.test(pathname);
}
