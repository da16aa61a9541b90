/**
 * A host name as portals are looked up by (the `Host` header, the tenant map's keys and the
 * database's lookup agree on it): trimmed, lower case, without a port or the trailing dot of a
 * fully qualified name. `Acme.Example.com.:3001` -> `acme.example.com`.
 */
export function normaliseHostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}
