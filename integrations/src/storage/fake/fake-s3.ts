/**
 * A tiny fake of the S3 REST API on 127.0.0.1 for tests: path-style PutObject, GetObject,
 * HeadObject and DeleteObject on one bucket, in memory. Every request must carry a valid
 * Signature Version 4 `Authorization` header for the configured credentials; the fake checks it
 * on its own (it does not reuse the client's signer), from the request exactly as received.
 *
 * Shapes follow the Amazon S3 API reference: XML errors `<Error><Code>…</Code><Message>…</Message>`
 * with codes SignatureDoesNotMatch and AccessDenied (403), InvalidAccessKeyId (403),
 * RequestTimeTooSkewed (403, more than 15 minutes off), XAmzContentSHA256Mismatch (400),
 * NoSuchKey and NoSuchBucket (404); DELETE answers 204 whether or not the key existed.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Options {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The fake's clock (default Date.now), for the 15-minute skew check. */
  now?: () => number;
}

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  /** e.g. http://127.0.0.1:PORT: pass as S3_ENDPOINT. */
  url: string;
  objects: Map<string, FakeS3Object>;
  /** Every request as `METHOD /path -> status`. */
  log: string[];
  close(): Promise<void>;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function xmlError(response: ServerResponse, status: number, code: string, message: string, head = false): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** Recomputes the request's SigV4 signature; returns an error code and message, or undefined when it is valid. */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  options: FakeS3Options,
  now: number,
): [number, string, string] | undefined {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return [403, 'AccessDenied', 'Missing or malformed Authorization header'];
  const [, accessKeyId, day, region, signedHeaderList, signature] = match;
  if (accessKeyId !== options.accessKeyId)
    return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  const stamp = String(request.headers['x-amz-date'] ?? '');
  const parsed = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp);
  if (!parsed || stamp.slice(0, 8) !== day || region !== options.region)
    return [403, 'SignatureDoesNotMatch', 'Credential scope does not match the request date or region'];
  const [, y, mo, d, h, mi, s] = parsed.map(Number);
  if (Math.abs(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - now) > 15 * 60_000)
    return [403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.'];
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!signedHeaders.includes(required)) return [403, 'AccessDenied', `${required} must be signed`];
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex'))
    return [
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    ];

  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const headerLines = signedHeaders
    .map((name) => {
      const value = request.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonical = [request.method, url.pathname, query, headerLines, signedHeaderList, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex')))
    return [
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    ];
  return undefined;
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const log: string[] = [];
  const now = options.now ?? Date.now;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const head = method === 'HEAD';
      response.on('finish', () => log.push(`${method} ${request.url} -> ${response.statusCode}`));
      const failure = checkSignature(request, body, options, now());
      if (failure) return xmlError(response, failure[0], failure[1], failure[2], head);

      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname);
      const [, bucket, ...rest] = path.split('/');
      const key = rest.join('/');
      if (bucket !== options.bucket)
        return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
      if (!key) return xmlError(response, 400, 'InvalidRequest', 'A key is required', head);

      if (method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
          etag,
          lastModified: new Date(now()),
        });
        response.writeHead(200, { etag });
        return response.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      if (method === 'GET' || head) {
        const object = objects.get(key);
        if (!object) return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.byteLength),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
        });
        return response.end(head ? undefined : object.body);
      }
      xmlError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
