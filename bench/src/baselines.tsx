/**
 * The baselines the page bench compares the portal host with, in the same process and run:
 * - a bare Node `http` server sending exactly the bytes (status, headers, body) the portal host
 *   sent for each path: what a static file server costs;
 * - a bare `react-dom/server` render of the same page tree (the portal page component of
 *   @atrium/sections with the loader's data, computed once), per request: what the render alone
 *   costs, without routing, sessions, access rules, data reads or Remix around it.
 */
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { ListingViews, PortalPage, type THeaderAccount } from '@atrium/sections';
import type { TListingView, TSnapshot, TSnapshotPage } from '@atrium/core';

export interface RecordedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers of one transmission: the bare server's own connection handling sets them. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function startStaticServer(
  answers: Map<string, RecordedAnswer>,
): Promise<{ server: Server; url: string }> {
  // Headers are prepared once, as a static file server keeps a file's metadata.
  const prepared = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }>();
  for (const [path, answer] of answers) {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    prepared.set(path, { status: answer.status, headers, body: answer.body });
  }
  const server = http.createServer((req, res) => {
    const answer = prepared.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  return listen(server);
}

export interface PageTreeData {
  snapshot: TSnapshot;
  page: TSnapshotPage;
  path: string;
  account: THeaderAccount;
  listings: Record<string, TListingView>;
}

/** Renders the page tree for every request, as the portal host's document does, minus everything around it. */
export async function startBareRenderServer(data: PageTreeData): Promise<{ server: Server; url: string }> {
  const server = http.createServer((_req, res) => {
    const html = renderToString(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <title>{data.page.name}</title>
        </head>
        <body className="atrium-document">
          <ListingViews.Provider value={data.listings}>
            <PortalPage snapshot={data.snapshot} page={data.page} currentPath={data.path} account={data.account} />
          </ListingViews.Provider>
        </body>
      </html>,
    );
    const body = `<!DOCTYPE html>${html}`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  return listen(server);
}

function listen(server: Server): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}
