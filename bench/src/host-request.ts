/** One HTTP request to a portal host with node:http (fetch cannot set Host). */
import http from 'node:http';
import type { RecordedAnswer } from './baselines';

export function hostRequest(
  origin: string,
  host: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; agent?: http.Agent | false } = {},
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathname}`,
      {
        method: init.method ?? 'GET',
        headers: { host, ...init.headers },
        ...(init.agent !== undefined ? { agent: init.agent } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
