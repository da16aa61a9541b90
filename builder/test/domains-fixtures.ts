import type { DomainsData } from '../app/domains/domains-data.server';
import type { Harness } from './harness';

/** What the domains API answers (domains-action.server.ts). */
export type DomainsAnswer = Partial<DomainsData> & { ok?: boolean; message?: string; error?: unknown };

/**
 * The Edit Domain drawer's calls (`/api/apps/{siteId}/domains`) as the domains tests make them
 * (domains/{subdomain,custom-domain,domain-access}.test.ts); each file passes a getter for the
 * harness it makes in beforeAll.
 */
export function domainsApi(harness: () => Harness) {
  async function call(siteId: string, cookie: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const method = init.method ?? (init.form ? 'POST' : 'GET');
    const res = await harness().request(`/api/apps/${siteId}/domains`, {
      cookie,
      method,
      ...(init.form
        ? {
            body: new URLSearchParams(init.form),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          }
        : {}),
    });
    return { status: res.status, body: (await res.json()) as DomainsAnswer };
  }
  return {
    call,
    saveSubdomain: (siteId: string, cookie: string, subdomain: string) =>
      call(siteId, cookie, { form: { intent: 'subdomain', subdomain } }),
    addDomain: (siteId: string, cookie: string, hostname: string, isWWWIncluded = false) =>
      call(siteId, cookie, {
        form: { intent: 'add-custom-domain', hostname, ...(isWWWIncluded ? { isWWWIncluded: 'on' } : {}) },
      }),
    checkAgain: (siteId: string, cookie: string) => call(siteId, cookie, { form: { intent: 'check-custom-domain' } }),
    removeDomain: (siteId: string, cookie: string) => call(siteId, cookie, { method: 'DELETE' }),
  };
}
