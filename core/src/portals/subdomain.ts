export const SUBDOMAIN_MAX_LENGTH = 50;

/**
 * The subdomain suggested for a portal name: lowercase letters, digits and single hyphens,
 * at most 50 characters. Returns '' when the name has nothing usable.
 */
export function suggestSubdomain(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** Host names the product keeps for itself (`cname`: custom domains' default CNAME target, ADR 024). */
export const RESERVED_SUBDOMAINS = new Set([
  'www',
  'app',
  'api',
  'admin',
  'builder',
  'mail',
  'static',
  'assets',
  'cname',
]);
