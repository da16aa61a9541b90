import { Resolver } from 'node:dns/promises';

/**
 * DNS lookups custom domains are checked with. The real one asks DNS servers through Node's
 * resolver; tests point it at a loopback test server (testing/dns-server.ts).
 */
export interface DnsResolver {
  /** IPv4 addresses; [] when the name does not exist (NXDOMAIN) or has no such record (NODATA). */
  resolve4(hostname: string): Promise<string[]>;
  /** CNAME targets (lower-case, no trailing dot); [] for NXDOMAIN/NODATA. */
  resolveCname(hostname: string): Promise<string[]>;
  /** TXT records, each record's chunks joined; [] for NXDOMAIN/NODATA. */
  resolveTxt(hostname: string): Promise<string[]>;
}

/**
 * A lookup whose answer is unknown: a timeout, SERVFAIL, REFUSED, an unreachable server, a
 * malformed answer (`code` is Node's: ETIMEOUT, ESERVFAIL, EREFUSED, ECONNREFUSED…), or a host
 * name refused before asking (EBADNAME). Never to be read as "no such record".
 */
export class DnsLookupError extends Error {
  constructor(
    readonly code: string,
    readonly hostname: string,
    message = `DNS lookup of ${JSON.stringify(hostname.slice(0, 300))} failed (${code})`,
  ) {
    super(message);
    this.name = 'DnsLookupError';
  }
}

/**
 * Whether an error is a DnsLookupError. By name, not `instanceof`: the apps' server builds bundle
 * their own copy of this module, while the runtime's resolver comes from the one the process
 * loaded, so the two classes differ (a lookup failing in "Check again" was a 500).
 */
export function isDnsLookupError(error: unknown): error is DnsLookupError {
  return (
    error instanceof Error &&
    error.name === 'DnsLookupError' &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { hostname?: unknown }).hostname === 'string'
  );
}

export interface CreateDnsResolverOptions {
  /** DNS_SERVERS: `ip` or `ip:port` (`[ipv6]:port`); default: the system's resolvers. */
  servers?: string[];
  /** How long one try waits for an answer (default 2000 ms; c-ares doubles it on each retry). */
  timeoutMs?: number;
  /** Tries per server before giving up (default 2). */
  tries?: number;
}

export const DNS_DEFAULT_TIMEOUT_MS = 2000;
export const DNS_DEFAULT_TRIES = 2;
export const DNS_HOSTNAME_MAX_LENGTH = 253;

/** The answers that mean "there is no such record", as Node's resolver reports them. */
const NO_RECORD_CODES = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * Refuses names no DNS server should be asked about: not a string, empty, longer than 253
 * characters, a label longer than 63 or empty, or characters outside printable ASCII (NUL,
 * spaces, controls, unconverted Unicode). Underscores are allowed (`_atrium-verification.…`).
 */
function checkHostname(hostname: unknown): string {
  const name = typeof hostname === 'string' ? hostname.replace(/\.$/, '') : '';
  const valid =
    name.length > 0 &&
    name.length <= DNS_HOSTNAME_MAX_LENGTH &&
    /^[A-Za-z0-9_.-]+$/.test(name) &&
    name.split('.').every((label) => label.length > 0 && label.length <= 63);
  if (!valid) {
    const shown = typeof hostname === 'string' ? hostname : String(hostname);
    throw new DnsLookupError('EBADNAME', shown, `Refused to look up an invalid host name (${shown.length} characters)`);
  }
  return name;
}

/**
 * The real resolver: Node's `dns/promises` Resolver (c-ares), asking `servers` (DNS_SERVERS) or
 * else the system's resolvers, directly (no search domains, no /etc/hosts). Each lookup uses a
 * fresh Resolver, so a "Check again" never gets an answer c-ares cached for an earlier check, and
 * each is bounded: `timeoutMs` per try, `tries` tries per server (c-ares doubles the wait on each
 * retry), and a hard deadline that cancels the query past that budget.
 */
export function createDnsResolver(options: CreateDnsResolverOptions = {}): DnsResolver {
  const timeoutMs = Math.max(1, Math.floor(options.timeoutMs ?? DNS_DEFAULT_TIMEOUT_MS));
  const tries = Math.max(1, Math.floor(options.tries ?? DNS_DEFAULT_TRIES));
  const servers = options.servers && options.servers.length > 0 ? [...options.servers] : undefined;
  // c-ares waits timeoutMs, 2×, 4×… per try and asks each server in turn.
  const deadlineMs = timeoutMs * (2 ** tries - 1) * (servers?.length ?? 3) + 250;

  async function lookup<T>(
    hostname: string,
    ask: (resolver: Resolver, name: string) => Promise<T>,
  ): Promise<T | undefined> {
    const name = checkHostname(hostname);
    const resolver = new Resolver({ timeout: timeoutMs, tries });
    if (servers) resolver.setServers(servers);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        resolver.cancel();
        reject(new DnsLookupError('ETIMEOUT', name));
      }, deadlineMs);
    });
    try {
      return await Promise.race([ask(resolver, name), deadline]);
    } catch (error) {
      if (error instanceof DnsLookupError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      if (NO_RECORD_CODES.has(code)) return undefined;
      throw new DnsLookupError(code === 'ECANCELLED' ? 'ETIMEOUT' : code, name);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async resolve4(hostname) {
      return (await lookup(hostname, (resolver, name) => resolver.resolve4(name))) ?? [];
    },
    async resolveCname(hostname) {
      const targets = (await lookup(hostname, (resolver, name) => resolver.resolveCname(name))) ?? [];
      return targets.map((target) => target.toLowerCase().replace(/\.$/, ''));
    },
    async resolveTxt(hostname) {
      const records = (await lookup(hostname, (resolver, name) => resolver.resolveTxt(name))) ?? [];
      return records.map((chunks) => chunks.join(''));
    },
  };
}
