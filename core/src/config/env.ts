import { z } from 'zod';
import { isCidr, isIpAddress, isIpv4, isIpv6 } from './ip-address';

/** Treats empty strings as "not set", as shells and .env files often leave them. */
const optionalString = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const port = (fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce
      .number({ invalid_type_error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535'),
  );

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .url('must be a URL')
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** The names of address ranges Express's `trust proxy` understands, besides addresses and CIDRs. */
export const TRUST_PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/**
 * Which peers may tell the apps the client's address, host and scheme (X-Forwarded-For, -Host,
 * -Proto): a number of proxy hops in front of the app (1 = exactly one proxy, such as Caddy),
 * or a list of proxy addresses, CIDR ranges and range names. Unset or 0: nobody, the socket's
 * peer is the client. The value is what Express's `trust proxy` setting takes.
 */
export type TTrustProxy = number | string[];

const TRUST_PROXY_MESSAGE =
  'must be the number of proxies in front of Atrium (such as 1) or a comma-separated list of their addresses or CIDR ranges (such as 10.0.0.0/8, loopback)';

const trustProxy = z.preprocess(
  (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? '0' : v),
  z.string().transform((value, ctx): TTrustProxy => {
    const text = value.trim();
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be at most 10 proxies' });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim().toLowerCase());
    const wrong = entries.find(
      (entry) =>
        !(TRUST_PROXY_RANGE_NAMES as readonly string[]).includes(entry) && !isIpAddress(entry) && !isCidr(entry),
    );
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `${TRUST_PROXY_MESSAGE}; ${JSON.stringify(wrong)} is neither`,
    });
    return z.NEVER;
  }),
);

/**
 * One DNS server as DNS_SERVERS names it: an address with an optional port, the forms Node's
 * resolver takes (`1.1.1.1`, `1.1.1.1:53`, `2001:db8::1`, `[2001:db8::1]:53`).
 */
export function isDnsServerAddress(text: string): boolean {
  const portOk = (port: string) => /^[1-9][0-9]{0,4}$/.test(port) && Number(port) <= 65535;
  const bracketed = /^\[([^\]]+)\](?::([0-9]+))?$/.exec(text);
  if (bracketed) return isIpv6(bracketed[1]!) && (bracketed[2] === undefined || portOk(bracketed[2]));
  if (isIpv6(text)) return true;
  const [address, port, extra] = text.split(':');
  return extra === undefined && isIpv4(address!) && (port === undefined || portOk(port));
}

const DNS_SERVERS_MESSAGE =
  'must be a comma-separated list of DNS server addresses with optional ports (such as 1.1.1.1, 9.9.9.9:53, [2001:db8::1]:53)';

const dnsServers = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .max(1000, DNS_SERVERS_MESSAGE)
    .transform((value, ctx) => {
      const servers = value.split(',').map((entry) => entry.trim());
      const wrong = servers.find((server) => !isDnsServerAddress(server));
      if (wrong === undefined) return servers;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${DNS_SERVERS_MESSAGE}; ${JSON.stringify(wrong)} is not` });
      return z.NEVER;
    })
    .optional(),
);

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A memory budget in megabytes (fractions allowed), between `min` and 4096, with a default. */
function megabytes(defaultMb: number, { min }: { min: number }) {
  const range = `must be between ${min} and 4096`;
  return z.preprocess(
    (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? defaultMb : v),
    z.coerce
      .number({ invalid_type_error: `must be a number of megabytes, e.g. ${defaultMb}` })
      .min(min, range)
      .max(4096, range),
  );
}

/**
 * The environment both apps read, validated once at start-up (env.server.ts in each app).
 * Nothing else reads process.env.
 */
export const ZEnvSchema = z
  .object({
    NODE_ENV: z.preprocess(
      (v) => (v === undefined || v === '' ? 'development' : v),
      z.enum(['development', 'production', 'test'], {
        errorMap: () => ({ message: 'must be development, production or test' }),
      }),
    ),
    DATA_DIR: z.preprocess((v) => (v === undefined || v === '' ? '.data' : v), z.string()),
    DATABASE_URL: optionalString(urlWithProtocols(['postgres', 'postgresql'])),
    REDIS_URL: optionalString(urlWithProtocols(['redis', 'rediss'])),
    /** Keys of this install in a shared Redis start with it (default 'atrium:'). */
    REDIS_KEY_PREFIX: z.preprocess(
      (v) => (v === undefined || v === '' ? 'atrium:' : v),
      z
        .string()
        .max(100)
        .regex(/^[A-Za-z0-9:_-]+$/, 'may hold letters, digits, colons, dashes and underscores'),
    ),
    APP_SECRET: optionalString(z.string().min(32, 'must be at least 32 characters')),
    /**
     * The interface both apps listen on. Unset: `npm start` (embedded) listens on 127.0.0.1 only,
     * each app's own server (production layout) on every interface.
     */
    HOST: optionalString(
      z
        .string()
        .trim()
        .refine((host) => isIpAddress(host) || HOSTNAME.test(host.toLowerCase()), {
          message: 'must be an IP address (such as 127.0.0.1 or 0.0.0.0) or a host name (such as localhost)',
        }),
    ),
    TRUST_PROXY: trustProxy,
    BUILDER_PORT: port(3000),
    PORTAL_PORT: port(3001),
    /** The port portal links carry when a proxy in front listens elsewhere (443 behind Caddy); default PORTAL_PORT. */
    PORTAL_PUBLIC_PORT: optionalString(
      z.coerce
        .number({ invalid_type_error: 'must be a port number' })
        .int('must be a whole number')
        .min(1, 'must be between 1 and 65535')
        .max(65535, 'must be between 1 and 65535'),
    ),
    PORTAL_ROOT_DOMAIN: z.preprocess(
      (v) => (v === undefined || v === '' ? 'localhost' : typeof v === 'string' ? v.toLowerCase() : v),
      z.string().regex(HOSTNAME, 'must be a host name such as localhost or portals.example.com'),
    ),
    BUILDER_URL: optionalString(urlWithProtocols(['http', 'https'])),
    /**
     * The DNS servers custom domains are checked with (comma-separated `ip` or `ip:port`);
     * unset: the system's resolvers.
     */
    DNS_SERVERS: dnsServers,
    /** The IPv4 address custom domains' A records point to (shown in the DNS instructions). */
    PORTAL_PUBLIC_IP: optionalString(
      z.string().trim().refine(isIpv4, { message: 'must be an IPv4 address such as 203.0.113.10' }),
    ),
    /** The host name custom domains' CNAME records point to; default `cname.{PORTAL_ROOT_DOMAIN}`. */
    PORTAL_CNAME_TARGET: optionalString(
      z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\.$/, '') : v),
        z.string().regex(HOSTNAME, 'must be a host name such as cname.portals.example.com'),
      ),
    ),
    /**
     * Memory for the portal host's rendered-page cache, in megabytes (default 64; 0 turns it off).
     * Each portal host instance keeps its own (ADR 028).
     */
    PAGE_CACHE_MB: megabytes(64, { min: 0 }),
    /**
     * Memory for the portal host's cache of published snapshots, in megabytes (default 128; 0
     * reads the snapshot from the database on every request). Each process keeps its own (ADR 043).
     */
    SNAPSHOT_CACHE_MB: megabytes(128, { min: 0 }),
    /**
     * Memory for the in-process record cache, in megabytes (default 64): the whole cache in the
     * embedded mode, the answers kept while Redis is unreachable with REDIS_URL (ADR 043). It also
     * holds rate-limit counters, so it cannot be turned off.
     */
    RECORD_CACHE_MB: megabytes(64, { min: 1 }),
    PORTAL_URL_SCHEME: z.preprocess(
      (v) => (v === undefined || v === '' ? 'http' : v),
      z.enum(['http', 'https'], { errorMap: () => ({ message: 'must be http or https' }) }),
    ),
    SMTP_URL: optionalString(urlWithProtocols(['smtp', 'smtps'])),
    /** Airtable's API endpoint; tests point it at the fake server. */
    AIRTABLE_API_URL: z.preprocess(
      (v) => (v === undefined || v === '' ? 'https://api.airtable.com' : v),
      urlWithProtocols(['http', 'https']),
    ),
    /** Where Airtable can reach this installation (for webhooks); webhooks are off without it. */
    PUBLIC_URL: optionalString(urlWithProtocols(['http', 'https'])),
    /** S3-compatible media storage (AWS S3, MinIO, R2…); media stay on disk under DATA_DIR/media without S3_BUCKET. */
    S3_BUCKET: optionalString(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
    /** The S3 API endpoint (path-style requests); unset means AWS (virtual-hosted requests). */
    S3_ENDPOINT: optionalString(urlWithProtocols(['http', 'https'])),
    S3_REGION: z.preprocess(
      (v) => (v === undefined || v === '' ? 'us-east-1' : v),
      z.string().regex(/^[a-z0-9-]+$/, 'must be a region such as us-east-1 (or auto)'),
    ),
    S3_ACCESS_KEY_ID: optionalString(z.string()),
    S3_SECRET_ACCESS_KEY: optionalString(z.string()),
    /** A Pexels API key turns on stock photo search in the editor. */
    STOCK_PHOTOS_API_KEY: optionalString(z.string()),
    /** The Pexels-compatible API (tests point it at the fake server). */
    STOCK_PHOTOS_API_URL: z.preprocess(
      (v) => (v === undefined || v === '' ? 'https://api.pexels.com' : v),
      urlWithProtocols(['http', 'https']),
    ),
    SMTP_FROM: z.preprocess(
      (v) => (v === undefined || v === '' ? 'Atrium <no-reply@atrium.localhost>' : v),
      z.string(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['APP_SECRET'],
        message: 'is required when NODE_ENV=production (at least 32 random characters)',
      });
    }
    const s3Given = env.S3_BUCKET || env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY;
    if (s3Given) {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [name],
            message:
              'is required when S3 media storage is configured (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
          });
        }
      }
    }
  });

export type TEnvInput = z.input<typeof ZEnvSchema>;
export type TEnv = z.output<typeof ZEnvSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses an environment; a wrong value throws a ConfigError whose message names the variable. */
export function parseEnv(source: Record<string, string | undefined>): TEnv {
  const result = ZEnvSchema.safeParse(source);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
  );
}

/** Where the builder is reached; defaults to http://localhost:{BUILDER_PORT}. */
export function builderUrl(env: Pick<TEnv, 'BUILDER_URL' | 'BUILDER_PORT'>): string {
  return (env.BUILDER_URL ?? `http://localhost:${env.BUILDER_PORT}`).replace(/\/$/, '');
}

/** The public address of a portal's free subdomain, e.g. http://demo.localhost:3001. */
export function portalUrl(
  env: Pick<TEnv, 'PORTAL_ROOT_DOMAIN' | 'PORTAL_PORT' | 'PORTAL_URL_SCHEME'> &
    Partial<Pick<TEnv, 'PORTAL_PUBLIC_PORT'>>,
  subdomain: string,
): string {
  return portalOrigin(env, `${subdomain}.${env.PORTAL_ROOT_DOMAIN}`);
}

/**
 * A portal's canonical address at a host name it was resolved by (its free subdomain or its
 * custom domain): the configured scheme and public port (PORTAL_PUBLIC_PORT, else PORTAL_PORT),
 * never the request's Host port or forwarded headers. Links in emails are built from it.
 */
export function portalOrigin(
  env: Pick<TEnv, 'PORTAL_PORT' | 'PORTAL_URL_SCHEME'> & Partial<Pick<TEnv, 'PORTAL_PUBLIC_PORT'>>,
  hostname: string,
): string {
  const defaultPort = env.PORTAL_URL_SCHEME === 'https' ? 443 : 80;
  const publicPort = env.PORTAL_PUBLIC_PORT ?? env.PORTAL_PORT;
  const portPart = publicPort === defaultPort ? '' : `:${publicPort}`;
  return `${env.PORTAL_URL_SCHEME}://${hostname}${portPart}`;
}

/**
 * Where custom domains must point: the A records' address (PORTAL_PUBLIC_IP, none when unset)
 * and the CNAME records' target (PORTAL_CNAME_TARGET, default `cname.{PORTAL_ROOT_DOMAIN}`, a
 * name the installation's owner points at the server once).
 */
export function domainTargets(
  env: Pick<TEnv, 'PORTAL_ROOT_DOMAIN'> & Partial<Pick<TEnv, 'PORTAL_PUBLIC_IP' | 'PORTAL_CNAME_TARGET'>>,
): { publicIp: string | undefined; cnameTarget: string } {
  return {
    publicIp: env.PORTAL_PUBLIC_IP,
    cnameTarget: env.PORTAL_CNAME_TARGET ?? `cname.${env.PORTAL_ROOT_DOMAIN}`,
  };
}
