import type { ServerBuild } from '@remix-run/node';

/**
 * What the fuzz suites attack, read from the server build's route manifest (`build.routes`),
 * so a route added later is fuzzed without anyone listing it: every route module with an
 * action, every resource route with a loader (the JSON APIs and files), and the app's pages
 * that read query strings (listings) as the app names them.
 */
export interface FuzzTarget {
  routeId: string;
  /** The URL pattern, e.g. `/api/sites/:siteId/draft` or `/*` (parents' paths joined). */
  pattern: string;
  /** Its route parameters (`siteId`, `*` for a splat). */
  params: string[];
  /** `action`: writes; `loader`: reads of a resource route or a listing page. */
  kind: 'action' | 'loader';
  /** A page (has a component) rather than a resource route: actions may be posted as `.data`. */
  isPage: boolean;
}

/** `pageLoaders`: page routes whose loader reads a query string (a portal's listing pages). */
export function fuzzTargets(build: ServerBuild, options: { pageLoaders?: string[] } = {}): FuzzTarget[] {
  const routes = build.routes;
  const patternOf = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? patternOf(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
  };
  const targets: FuzzTarget[] = [];
  for (const [routeId, route] of Object.entries(routes)) {
    if (!route) continue;
    const module = route.module as { action?: unknown; loader?: unknown; default?: unknown };
    const pattern = patternOf(routeId) || '/';
    const params = [...pattern.matchAll(/:([A-Za-z0-9_]+)\??|(\*)/g)].map((m) => m[1] ?? '*');
    const isPage = module.default !== undefined;
    if (module.action) targets.push({ routeId, pattern, params, kind: 'action', isPage });
    if (module.loader && (!isPage || options.pageLoaders?.includes(routeId))) {
      targets.push({ routeId, pattern, params, kind: 'loader', isPage });
    }
  }
  // Remix's own endpoint for lazy route discovery answers every app's `/__manifest?p=…`.
  if ((build.future as { v3_lazyRouteDiscovery?: boolean }).v3_lazyRouteDiscovery) {
    targets.push({ routeId: '__manifest', pattern: '/__manifest', params: [], kind: 'loader', isPage: false });
  }
  return targets;
}

/** Parameters of the targets that the app's fixture gives no values for (the suite fails on them). */
export function uncoveredParams(targets: FuzzTarget[], known: Record<string, readonly string[]>): string[] {
  return targets.flatMap((target) =>
    target.params.filter((param) => !known[param]?.length).map((param) => `${target.routeId} (:${param})`),
  );
}
