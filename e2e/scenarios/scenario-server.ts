import http from 'node:http';
import type { Runtime } from '@atrium/integrations';
import { setUpAirtableMembers } from './airtable-members';
import { setUpClientMembers } from './client-members';
import { setUpClientProjects } from './client-projects';
import { setUpDemoPortal, resultOf, type ScenarioResult } from './demo-portal';
import { setUpProjectBoard } from './project-board';
import { setUpProjectDetails } from './project-details';
import { setUpProjectGallery } from './project-gallery';
import { setUpShowcase } from './showcase';

/** Each scenario a test can ask for: it sets up, for one key, what the test needs. */
export const SCENARIOS = {
  demo: async (runtime: Runtime, key: string) => resultOf(await setUpDemoPortal(runtime, key)),
  'project-board': setUpProjectBoard,
  'project-details': setUpProjectDetails,
  'project-gallery': setUpProjectGallery,
  'client-members': setUpClientMembers,
  'client-projects': setUpClientProjects,
  'airtable-members': setUpAirtableMembers,
  showcase: setUpShowcase,
} satisfies Record<string, (runtime: Runtime, key: string) => Promise<ScenarioResult>>;
export type ScenarioName = keyof typeof SCENARIOS;

const KEY = /^[a-z][a-z0-9-]{2,40}$/;

/**
 * The e2e suite's set-up endpoint, started by serve.ts only (never by the apps, never in
 * production): `POST /scenarios/{name}?key={key}` sets the scenario up once for that key, through
 * the same domain functions the demo seed and the apps use, and answers its ScenarioResult as
 * JSON. It listens on 127.0.0.1, and only once both apps listen (`GET /healthz`).
 */
export function startScenarioServer(runtime: Runtime, port: number): Promise<http.Server> {
  const done = new Map<string, Promise<ScenarioResult>>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Up once both apps are: the suite waits for this before its first test (playwright.config.ts).
    if (url.pathname === '/healthz') {
      res.writeHead(200).end('ok');
      return;
    }
    const name = /^\/scenarios\/([a-z-]+)$/.exec(url.pathname)?.[1];
    const key = url.searchParams.get('key') ?? '';
    if (req.method !== 'POST' || !name || !Object.hasOwn(SCENARIOS, name) || !KEY.test(key)) {
      res.writeHead(404).end();
      return;
    }
    const id = `${name}:${key}`;
    let result = done.get(id);
    if (!result) {
      result = SCENARIOS[name as ScenarioName](runtime, key);
      done.set(id, result);
    }
    result.then(
      (value) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value)),
      (error: unknown) => {
        console.error(`Scenario ${id} failed`, error);
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
