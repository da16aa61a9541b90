import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes (a compressed body does not survive decoding as UTF-8). */
  bytes: Buffer;
}

export interface RawRequest {
  method?: string;
  /** Sent as is: no normalising or escaping, so malformed targets reach the server. */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: Buffer | string;
  /** Keep-alive agent to reuse connections (the fuzz suites send thousands of requests). */
  agent?: http.Agent;
}

/**
 * One HTTP/1.1 request to a local server with `node:http`, which (unlike fetch) sends any Host
 * header, any target and any body, as an attacker would.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  // Node's client frames a GET or DELETE body by nothing unless told its length.
  const headers =
    request.body === undefined
      ? request.headers
      : { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) };
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method ?? 'GET',
        path: request.path,
        headers,
        agent: request.agent ?? false,
        setHost: !Object.keys(request.headers ?? {}).some((name) => name.toLowerCase() === 'host'),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * Streams a chunked body (no Content-Length) of `chunk` repeated until the server answers or
 * `maxBytes` were sent, then ends it. Resolves with the answer and how much was sent: a server
 * that resets the connection instead of answering rejects.
 */
export function streamUntilAnswered(
  port: number,
  request: Omit<RawRequest, 'body'> & { chunk: Buffer; maxBytes: number },
): Promise<RawResponse & { sentBytes: number }> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: request.method ?? 'POST',
      path: request.path,
      headers: request.headers,
      agent: false,
    });
    // Once the answer has come, the server may close while the rest is still being written:
    // that write's error (EPIPE, reset) does not undo the answer, which resolves as it ends.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes, sentBytes });
      });
      res.on('error', reject);
    });
    const send = () => {
      while (!answered && sentBytes < request.maxBytes) {
        sentBytes += request.chunk.byteLength;
        if (!req.write(request.chunk)) {
          req.once('drain', send);
          return;
        }
      }
      req.end();
    };
    send();
  });
}
