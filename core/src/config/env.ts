import { z } from 'zod';

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

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

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
    BUILDER_PORT: port(3000),
    PORTAL_PORT: port(3001),
    PORTAL_ROOT_DOMAIN: z.preprocess(
      (v) => (v === undefined || v === '' ? 'localhost' : typeof v === 'string' ? v.toLowerCase() : v),
      z.string().regex(HOSTNAME, 'must be a host name such as localhost or portals.example.com'),
    ),
    BUILDER_URL: optionalString(urlWithProtocols(['http', 'https'])),
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
  env: Pick<TEnv, 'PORTAL_ROOT_DOMAIN' | 'PORTAL_PORT' | 'PORTAL_URL_SCHEME'>,
  subdomain: string,
): string {
  const defaultPort = env.PORTAL_URL_SCHEME === 'https' ? 443 : 80;
  const portPart = env.PORTAL_PORT === defaultPort ? '' : `:${env.PORTAL_PORT}`;
  return `${env.PORTAL_URL_SCHEME}://${subdomain}.${env.PORTAL_ROOT_DOMAIN}${portPart}`;
}
