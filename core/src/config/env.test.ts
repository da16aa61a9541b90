import { describe, expect, it } from 'vitest';
import { ConfigError, builderUrl, domainTargets, parseEnv, portalOrigin, portalUrl } from './env';

const SECRET = 'a-long-enough-secret-of-32-chars!';

/** Parses and returns the thrown ConfigError, failing the test if nothing (or something else) is thrown. */
function configErrorFor(source: Record<string, string | undefined>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe('parseEnv', () => {
  it('fills the documented defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      BUILDER_PORT: 3000,
      PORTAL_PORT: 3001,
      PORTAL_ROOT_DOMAIN: 'localhost',
      PORTAL_URL_SCHEME: 'http',
      SMTP_FROM: 'Atrium <no-reply@atrium.localhost>',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.APP_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.BUILDER_URL).toBeUndefined();
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', STOCK_PHOTOS_API_URL: 'https://api.pexels.com' });
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_ENDPOINT).toBeUndefined();
    expect(env.STOCK_PHOTOS_API_KEY).toBeUndefined();
  });

  it('treats empty (and blank) strings as unset', () => {
    const env = parseEnv({
      NODE_ENV: '',
      DATA_DIR: '',
      DATABASE_URL: '',
      REDIS_URL: '  ',
      APP_SECRET: '',
      BUILDER_PORT: '',
      PORTAL_PORT: '',
      PORTAL_ROOT_DOMAIN: '',
      BUILDER_URL: '',
      PORTAL_URL_SCHEME: '',
      SMTP_URL: '',
      SMTP_FROM: '',
      S3_BUCKET: '',
      S3_ENDPOINT: ' ',
      S3_REGION: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      STOCK_PHOTOS_API_KEY: '',
      STOCK_PHOTOS_API_URL: '',
    });
    expect(env).toEqual(parseEnv({}));
  });

  it('reads given values and coerces ports to numbers', () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: '/var/lib/atrium',
      DATABASE_URL: 'postgres://u:p@db:5432/atrium',
      REDIS_URL: 'rediss://cache:6380',
      APP_SECRET: SECRET,
      BUILDER_PORT: '8080',
      PORTAL_PORT: '8081',
      PORTAL_ROOT_DOMAIN: 'Portals.Example.COM',
      PORTAL_URL_SCHEME: 'https',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'test',
      DATA_DIR: '/var/lib/atrium',
      DATABASE_URL: 'postgres://u:p@db:5432/atrium',
      REDIS_URL: 'rediss://cache:6380',
      APP_SECRET: SECRET,
      BUILDER_PORT: 8080,
      PORTAL_PORT: 8081,
      PORTAL_ROOT_DOMAIN: 'portals.example.com',
      PORTAL_URL_SCHEME: 'https',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(parseEnv({ DATABASE_URL: 'postgresql://localhost/x' }).DATABASE_URL).toBe('postgresql://localhost/x');
  });

  it.each([
    ['BUILDER_PORT', 'abc', /BUILDER_PORT must be a port number/],
    ['PORTAL_PORT', '70000', /PORTAL_PORT must be between 1 and 65535/],
    ['PORTAL_PORT', '0', /PORTAL_PORT must be between 1 and 65535/],
    ['BUILDER_PORT', '30.5', /BUILDER_PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    ['DATABASE_URL', 'not a url', /DATABASE_URL must be a URL/],
    ['REDIS_URL', 'http://cache:6379', /REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    ['SMTP_URL', 'mailto:x@y.z', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['BUILDER_URL', 'ftp://builder', /BUILDER_URL must start with http:\/\/ or https:\/\//],
    ['PORTAL_ROOT_DOMAIN', 'bad domain', /PORTAL_ROOT_DOMAIN must be a host name/],
    ['PORTAL_ROOT_DOMAIN', 'http://example.com', /PORTAL_ROOT_DOMAIN must be a host name/],
    ['PORTAL_URL_SCHEME', 'ftp', /PORTAL_URL_SCHEME must be http or https/],
    ['NODE_ENV', 'staging', /NODE_ENV must be development, production or test/],
    ['APP_SECRET', 'short', /APP_SECRET must be at least 32 characters/],
    ['S3_REGION', 'US East', /S3_REGION must be a region/],
    ['STOCK_PHOTOS_API_URL', 'api.pexels.com', /STOCK_PHOTOS_API_URL must be a URL/],
    ['PAGE_CACHE_MB', 'lots', /PAGE_CACHE_MB must be a number of megabytes, e.g. 64/],
    ['PAGE_CACHE_MB', '-1', /PAGE_CACHE_MB must be between 0 and 4096/],
    ['SNAPSHOT_CACHE_MB', '128MB', /SNAPSHOT_CACHE_MB must be a number of megabytes, e.g. 128/],
    ['SNAPSHOT_CACHE_MB', '5000', /SNAPSHOT_CACHE_MB must be between 0 and 4096/],
    ['RECORD_CACHE_MB', 'x', /RECORD_CACHE_MB must be a number of megabytes, e.g. 64/],
    ['RECORD_CACHE_MB', '0', /RECORD_CACHE_MB must be between 1 and 4096/],
  ])('rejects %s=%j with a ConfigError naming the variable', (name, value, message) => {
    const error = configErrorFor({ [name]: value });
    expect(error.message).toMatch(message);
    // Every problem is about this variable, and says so first.
    expect(error.problems.length).toBeGreaterThan(0);
    for (const problem of error.problems) expect(problem).toMatch(new RegExp(`^${name} `));
  });

  it('reads the cache budgets in megabytes, fractions included, with their defaults', () => {
    expect(parseEnv({})).toMatchObject({ PAGE_CACHE_MB: 64, SNAPSHOT_CACHE_MB: 128, RECORD_CACHE_MB: 64 });
    expect(parseEnv({ PAGE_CACHE_MB: ' ', SNAPSHOT_CACHE_MB: '', RECORD_CACHE_MB: '' })).toMatchObject({
      PAGE_CACHE_MB: 64,
      SNAPSHOT_CACHE_MB: 128,
      RECORD_CACHE_MB: 64,
    });
    expect(parseEnv({ PAGE_CACHE_MB: '0', SNAPSHOT_CACHE_MB: '0.5', RECORD_CACHE_MB: '256' })).toMatchObject({
      PAGE_CACHE_MB: 0,
      SNAPSHOT_CACHE_MB: 0.5,
      RECORD_CACHE_MB: 256,
    });
  });

  it('lists every wrong variable, not only the first', () => {
    const error = configErrorFor({ BUILDER_PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain('BUILDER_PORT');
    expect(error.message).toContain('DATABASE_URL');
  });

  it('requires APP_SECRET in production and names it', () => {
    const error = configErrorFor({ NODE_ENV: 'production' });
    expect(error.problems).toEqual([expect.stringMatching(/^APP_SECRET is required when NODE_ENV=production/)]);
    expect(configErrorFor({ NODE_ENV: 'production', APP_SECRET: '' }).message).toMatch(/APP_SECRET/);
    expect(parseEnv({ NODE_ENV: 'production', APP_SECRET: SECRET }).APP_SECRET).toBe(SECRET);
  });

  it('reads the S3 media storage and stock photo settings', () => {
    const env = parseEnv({
      S3_BUCKET: 'atrium-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      STOCK_PHOTOS_API_KEY: 'pexels-key',
      STOCK_PHOTOS_API_URL: 'http://127.0.0.1:4010',
    });
    expect(env).toMatchObject({
      S3_BUCKET: 'atrium-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      STOCK_PHOTOS_API_KEY: 'pexels-key',
      STOCK_PHOTOS_API_URL: 'http://127.0.0.1:4010',
    });
  });

  it('rejects a malformed bucket or endpoint, and an S3 setup without its keys', () => {
    expect(
      configErrorFor({ S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).problems,
    ).toEqual(['S3_BUCKET must be an S3 bucket name']);
    expect(
      configErrorFor({ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })
        .message,
    ).toMatch(/S3_ENDPOINT must start with http:\/\/ or https:\/\//);
    const incomplete = configErrorFor({ S3_BUCKET: 'media' });
    expect(incomplete.problems).toEqual([
      expect.stringMatching(/^S3_ACCESS_KEY_ID is required when S3 media storage is configured/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY is required when S3 media storage is configured/),
    ]);
    expect(configErrorFor({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).problems).toEqual([
      expect.stringMatching(/^S3_BUCKET is required/),
    ]);
  });

  it('does not require APP_SECRET outside production', () => {
    expect(() => parseEnv({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'test' })).not.toThrow();
  });
});

describe('TRUST_PROXY and HOST', () => {
  it('trusts no proxy and leaves the listening interface to the entry point by default', () => {
    const env = parseEnv({});
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.HOST).toBeUndefined();
    expect(parseEnv({ TRUST_PROXY: ' ', HOST: '' })).toMatchObject({ TRUST_PROXY: 0, HOST: undefined });
  });

  it('reads a hop count or a list of addresses, CIDR ranges and range names', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,Loopback, fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'uniquelocal' }).TRUST_PROXY).toEqual(['uniquelocal']);
  });

  it.each([
    ['yes', /TRUST_PROXY must be the number of proxies .* "yes" is neither/],
    ['true', /"true" is neither/],
    ['10.0.0.0/8, proxy.internal', /"proxy.internal" is neither/],
    ['10.0.0.0/40', /"10.0.0.0\/40" is neither/],
    ['1.5', /"1.5" is neither/],
    ['-1', /"-1" is neither/],
    ['10.0.0.1,', /"" is neither/],
    ['11', /TRUST_PROXY must be at most 10 proxies/],
  ])('refuses TRUST_PROXY=%j with a message that says what it takes', (value, message) => {
    const error = configErrorFor({ TRUST_PROXY: value });
    expect(error.problems).toEqual([expect.stringMatching(message)]);
  });

  it('reads HOST as an address or a host name', () => {
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '::' }).HOST).toBe('::');
    expect(parseEnv({ HOST: 'localhost' }).HOST).toBe('localhost');
    expect(configErrorFor({ HOST: 'http://0.0.0.0' }).problems).toEqual([
      expect.stringMatching(/^HOST must be an IP address \(such as 127.0.0.1 or 0.0.0.0\) or a host name/),
    ]);
  });
});

describe('portalUrl', () => {
  it('addresses a subdomain under the root domain with the portal port', () => {
    expect(portalUrl(parseEnv({}), 'demo')).toBe('http://demo.localhost:3001');
    expect(portalUrl(parseEnv({ PORTAL_ROOT_DOMAIN: 'portals.example.com', PORTAL_PORT: '8081' }), 'acme')).toBe(
      'http://acme.portals.example.com:8081',
    );
  });

  it("leaves out the scheme's default port", () => {
    expect(portalUrl({ PORTAL_URL_SCHEME: 'http', PORTAL_PORT: 80, PORTAL_ROOT_DOMAIN: 'example.com' }, 'a')).toBe(
      'http://a.example.com',
    );
    expect(portalUrl({ PORTAL_URL_SCHEME: 'https', PORTAL_PORT: 443, PORTAL_ROOT_DOMAIN: 'example.com' }, 'a')).toBe(
      'https://a.example.com',
    );
    expect(portalUrl({ PORTAL_URL_SCHEME: 'https', PORTAL_PORT: 80, PORTAL_ROOT_DOMAIN: 'example.com' }, 'a')).toBe(
      'https://a.example.com:80',
    );
  });
});

describe('portalOrigin', () => {
  it('addresses a custom domain with the configured scheme and port', () => {
    expect(portalOrigin({ PORTAL_URL_SCHEME: 'https', PORTAL_PORT: 443 }, 'clients.acme.com')).toBe(
      'https://clients.acme.com',
    );
    expect(portalOrigin(parseEnv({ PORTAL_PORT: '3201' }), 'acme.localhost')).toBe('http://acme.localhost:3201');
  });

  it('behind a proxy, carries the public port rather than the one the portal host listens on', () => {
    const behindCaddy = parseEnv({
      PORTAL_URL_SCHEME: 'https',
      PORTAL_PUBLIC_PORT: '443',
      PORTAL_ROOT_DOMAIN: 'p.example.com',
    });
    expect(behindCaddy.PORTAL_PORT).toBe(3001);
    expect(portalUrl(behindCaddy, 'acme')).toBe('https://acme.p.example.com');
    expect(portalOrigin(parseEnv({ PORTAL_PUBLIC_PORT: '8443' }), 'clients.acme.com')).toBe(
      'http://clients.acme.com:8443',
    );
    expect(() => parseEnv({ PORTAL_PUBLIC_PORT: 'eighty' })).toThrow(/PORTAL_PUBLIC_PORT/);
  });
});

describe('builderUrl', () => {
  it('defaults to localhost on the builder port', () => {
    expect(builderUrl(parseEnv({}))).toBe('http://localhost:3000');
    expect(builderUrl(parseEnv({ BUILDER_PORT: '4000' }))).toBe('http://localhost:4000');
  });

  it('uses BUILDER_URL without a trailing slash when given', () => {
    expect(builderUrl(parseEnv({ BUILDER_URL: 'https://build.example.com/' }))).toBe('https://build.example.com');
    expect(builderUrl(parseEnv({ BUILDER_URL: 'https://build.example.com', BUILDER_PORT: '4000' }))).toBe(
      'https://build.example.com',
    );
  });
});

describe('DNS_SERVERS, PORTAL_PUBLIC_IP and PORTAL_CNAME_TARGET', () => {
  it('are unset by default, and the CNAME target defaults to cname.{PORTAL_ROOT_DOMAIN}', () => {
    const env = parseEnv({ PORTAL_ROOT_DOMAIN: 'Portals.Example.com' });
    expect(env.DNS_SERVERS).toBeUndefined();
    expect(env.PORTAL_PUBLIC_IP).toBeUndefined();
    expect(env.PORTAL_CNAME_TARGET).toBeUndefined();
    expect(domainTargets(env)).toEqual({ publicIp: undefined, cnameTarget: 'cname.portals.example.com' });
    expect(parseEnv({ DNS_SERVERS: ' ', PORTAL_PUBLIC_IP: '', PORTAL_CNAME_TARGET: '' })).toMatchObject({
      DNS_SERVERS: undefined,
      PORTAL_PUBLIC_IP: undefined,
      PORTAL_CNAME_TARGET: undefined,
    });
  });

  it('reads a list of DNS servers with optional ports', () => {
    expect(parseEnv({ DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,2001:db8::1 ,[2001:db8::2]:53' }).DNS_SERVERS).toEqual([
      '1.1.1.1',
      '127.0.0.1:5353',
      '2001:db8::1',
      '[2001:db8::2]:53',
    ]);
  });

  it.each([
    ['dns.google'],
    ['1.1.1.1:0'],
    ['1.1.1.1:70000'],
    ['1.1.1.1,'],
    ['1.1.1'],
    ['[1.1.1.1]:53'],
    ['1.1.1.1:53:53'],
  ])('refuses DNS_SERVERS=%j naming the variable', (value) => {
    expect(configErrorFor({ DNS_SERVERS: value }).problems).toEqual([
      expect.stringMatching(/^DNS_SERVERS must be a comma-separated list of DNS server addresses/),
    ]);
  });

  it('takes an IPv4 public address and a CNAME target host name', () => {
    const env = parseEnv({ PORTAL_PUBLIC_IP: ' 203.0.113.10 ', PORTAL_CNAME_TARGET: 'Edge.Example.net.' });
    expect(domainTargets(env)).toEqual({ publicIp: '203.0.113.10', cnameTarget: 'edge.example.net' });
  });

  it('refuses a public IP that is not IPv4 and a CNAME target that is not a host name', () => {
    expect(configErrorFor({ PORTAL_PUBLIC_IP: '2001:db8::1' }).problems).toEqual([
      'PORTAL_PUBLIC_IP must be an IPv4 address such as 203.0.113.10',
    ]);
    expect(configErrorFor({ PORTAL_CNAME_TARGET: 'https://edge.example.net' }).problems).toEqual([
      'PORTAL_CNAME_TARGET must be a host name such as cname.portals.example.com',
    ]);
  });
});
