import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request to a server listening on 127.0.0.1:`port`, through node:http because fetch will
 * not send a Host header of our choosing (the portal host picks the portal by it).
 */
export function sendHttp(
  port: number,
  path: string,
  init: { method?: string; host: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { Host: init.host, ...init.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
