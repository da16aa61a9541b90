import type { MediaObject, MediaObjectInfo, MediaStorage } from './media-storage';
import { assertMediaKey, contentTypeForKey } from './media-storage';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signS3Request, uriEncode, type S3Credentials } from './s3-signature';

export interface S3MediaStorageOptions extends S3Credentials {
  bucket: string;
  region: string;
  /**
   * An S3-compatible endpoint (MinIO, Cloudflare R2, Backblaze, a test server): requests are
   * path-style, `{endpoint}/{bucket}/{key}`. Without it, AWS: `https://{bucket}.s3.{region}.amazonaws.com/{key}`.
   */
  endpoint?: string;
  /** Key prefix inside the bucket, e.g. 'atrium/' (default none). */
  prefix?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Thrown when S3 answers with an error (other than 404 on reads). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

/**
 * Media in an S3-compatible bucket through its REST API (PutObject, GetObject, HeadObject,
 * DeleteObject), signed with SigV4 over the platform's fetch. No SDK: four calls do not need one.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: S3MediaStorageOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? (() => new Date());
  }

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    const response = await this.send('PUT', key, {
      body: bytes,
      headers: { 'content-type': options.contentType },
    });
    if (!response.ok) throw await s3Error(response, `PUT ${key}`);
    await response.body?.cancel();
  }

  async stat(key: string): Promise<MediaObjectInfo | undefined> {
    const response = await this.send('HEAD', key);
    if (response.status === 404) return undefined;
    if (!response.ok) throw await s3Error(response, `HEAD ${key}`);
    return infoFrom(key, response);
  }

  async get(key: string): Promise<MediaObject | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok || !response.body) throw await s3Error(response, `GET ${key}`);
    return { ...infoFrom(key, response), body: response.body };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw await s3Error(response, `DELETE ${key}`);
    await response.body?.cancel();
  }

  /** The object's URL: path-style on a custom endpoint, virtual-hosted on AWS. */
  urlFor(key: string): URL {
    assertMediaKey(key);
    const objectPath = uriEncode(`${this.options.prefix ?? ''}${key}`, true);
    if (this.options.endpoint) {
      const base = this.options.endpoint.replace(/\/+$/, '');
      return new URL(`${base}/${uriEncode(this.options.bucket)}/${objectPath}`);
    }
    return new URL(`https://${this.options.bucket}.s3.${this.options.region}.amazonaws.com/${objectPath}`);
  }

  private send(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    init: { body?: Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = this.urlFor(key);
    const headers = signS3Request({
      method,
      url,
      headers: init.headers,
      payloadHash: init.body ? sha256Hex(init.body) : EMPTY_PAYLOAD_SHA256,
      region: this.options.region,
      credentials: this.options,
      date: this.now(),
    });
    // The bytes are never a SharedArrayBuffer view; TypeScript's BodyInit only admits ArrayBuffer-backed ones.
    return this.fetch(url, { method, headers, body: init.body as Uint8Array<ArrayBuffer> | undefined });
  }
}

function infoFrom(key: string, response: Response): MediaObjectInfo {
  const lastModified = response.headers.get('last-modified');
  return {
    key,
    size: Number(response.headers.get('content-length') ?? 0),
    contentType: response.headers.get('content-type') ?? contentTypeForKey(key),
    etag: response.headers.get('etag') ?? '',
    ...(lastModified ? { lastModified: new Date(lastModified) } : {}),
  };
}

/** S3's XML error (`<Error><Code>…</Code><Message>…</Message></Error>`) as an S3Error. */
async function s3Error(response: Response, what: string): Promise<S3Error> {
  const text = response.body ? await response.text().catch(() => '') : '';
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  return new S3Error(
    response.status,
    code,
    `S3 ${what} failed: ${response.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`,
  );
}
