import { createHash } from 'node:crypto';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { PORTAL_PORT, SCENARIO_PORT } from '../playwright.config';
import type { ScenarioName } from '../scenarios/scenario-server';
import type { ScenarioResult } from '../scenarios/demo-portal';
import { test as cspTest } from './csp';

/** A test's own scenario: its builder's login and its portal. */
export interface Scenario extends ScenarioResult {
  /** The portal's origin, e.g. http://e2e-1a2b3c4d5e.localhost:3101 */
  portal: string;
}

/**
 * A key of this test's own: its id, and the repeat and retry, so a second run of a test in the
 * same server sets up afresh.
 */
function keyOf(testInfo: TestInfo): string {
  const hash = createHash('sha1')
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    .digest('hex');
  return `e2e-${hash.slice(0, 10)}`;
}

/** Asks serve.ts's set-up endpoint (scenarios/scenario-server.ts) for a scenario. */
async function setUp(request: APIRequestContext, name: ScenarioName, testInfo: TestInfo): Promise<Scenario> {
  const response = await request.post(`http://127.0.0.1:${SCENARIO_PORT}/scenarios/${name}?key=${keyOf(testInfo)}`);
  if (!response.ok()) throw new Error(`Scenario ${name} failed: ${response.status()} ${await response.text()}`);
  const result = (await response.json()) as ScenarioResult;
  return { ...result, portal: `http://${result.subdomain}.localhost:${PORTAL_PORT}` };
}

/**
 * Every test sets up what it needs, so that it passes alone, in any order: a fixture per
 * scenario, set up through the same domain functions as the demo seed (e2e/README.md). A test
 * asks for one by name and gets a builder and a portal nobody else touches:
 * - `demo`: the test factory's demo of its own (Demo Agency, the published Demo Client Portal);
 * - `projectBoard`: that, with the Project Board listing the first [LISTING] test builds;
 * - `projectDetails`: that, with Project Details, Projects as cards that fold open every field;
 * - `projectGallery`: that, with accounts on and Projects as cards with cover pictures (issue 23);
 * - `clientMembers`: that, with user accounts on (Clients), a Members page and a client, Nova;
 * - `clientProjects`: the Project Board with user accounts on (Clients), Nova (no record) and Ada (Northwind);
 * - `airtableMembers`: the Airtable Members portal of users from Airtable, and Grace signed up;
 * - `showcase`: the demo `npm start` seeds (the showcase template, Demo Agency, the Northwind client).
 * Specs import `test` and `expect` from here (it includes support/csp.ts's checks).
 */
export const test = cspTest.extend<{
  demo: Scenario;
  projectBoard: Scenario;
  projectDetails: Scenario;
  projectGallery: Scenario;
  clientMembers: Scenario;
  clientProjects: Scenario;
  airtableMembers: Scenario;
  showcase: Scenario;
}>({
  demo: async ({ request }, provide, testInfo) => provide(await setUp(request, 'demo', testInfo)),
  projectBoard: async ({ request }, provide, testInfo) => provide(await setUp(request, 'project-board', testInfo)),
  projectDetails: async ({ request }, provide, testInfo) => provide(await setUp(request, 'project-details', testInfo)),
  projectGallery: async ({ request }, provide, testInfo) => provide(await setUp(request, 'project-gallery', testInfo)),
  clientMembers: async ({ request }, provide, testInfo) => provide(await setUp(request, 'client-members', testInfo)),
  clientProjects: async ({ request }, provide, testInfo) => provide(await setUp(request, 'client-projects', testInfo)),
  airtableMembers: async ({ request }, provide, testInfo) =>
    provide(await setUp(request, 'airtable-members', testInfo)),
  showcase: async ({ request }, provide, testInfo) => provide(await setUp(request, 'showcase', testInfo)),
});

export { expect, watchCspViolations } from './csp';
export type { Locator, Page } from './csp';
