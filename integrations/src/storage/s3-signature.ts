import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests sent in one chunk with the payload hash in
 * `x-amz-content-sha256`, as described in "Authenticating Requests: Using the Authorization
 * Header (AWS Signature Version 4)" of the Amazon S3 API reference. Checked against the
 * document's GET-object example in s3-signature.test.ts.
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3RequestToSign {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (of the empty string when there is none), or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  region: string;
  credentials: S3Credentials;
  date: Date;
}

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is %XX (upper case). */
export function uriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function signingKey(secretAccessKey: string, day: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

/** The canonical request: S3 paths are encoded once (already-encoded URL paths are decoded first). */
export function canonicalRequest(input: {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  payloadHash: string;
}): { canonical: string; signedHeaders: string } {
  const path =
    input.path
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/') || '/';
  const query = [...input.query.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = Object.keys(input.headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const headerLines = names.map((name) => `${name}:${lower[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  return {
    canonical: [input.method, path, query, headerLines, signedHeaders, input.payloadHash].join('\n'),
    signedHeaders,
  };
}

/**
 * The headers to send with the request: the given ones plus x-amz-date, x-amz-content-sha256 and
 * Authorization. (Host is signed but sent by fetch itself, from the URL.)
 */
export function signS3Request(request: S3RequestToSign): Record<string, string> {
  const stamp = amzDate(request.date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': stamp,
  };
  const { canonical, signedHeaders } = canonicalRequest({
    method: request.method,
    path: request.url.pathname,
    query: request.url.searchParams,
    headers,
    payloadHash: request.payloadHash,
  });
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const signature = createHmac('sha256', signingKey(request.credentials.secretAccessKey, day, request.region))
    .update(stringToSign, 'utf8')
    .digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
