/** The Edit Domain drawer's form posts to /api/apps/:siteId/domains, told apart by `intent`. */
export const DOMAIN_INTENTS = ['subdomain', 'add-custom-domain', 'check-custom-domain'] as const;
export type TDomainIntent = (typeof DOMAIN_INTENTS)[number];

export const domainsApiUrl = (siteId: string) => `/api/apps/${siteId}/domains`;
