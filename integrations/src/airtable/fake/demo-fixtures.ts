import { readFileSync } from 'node:fs';
import type { FakeBase, FakeFixtures } from './types';

/** The 'Client Projects' demo base (Clients, Projects with 132 records, Users), a fresh copy each call. */
export function loadDemoBase(): FakeBase {
  return JSON.parse(readFileSync(new URL('../fixtures/demo-base.json', import.meta.url), 'utf8')) as FakeBase;
}

export function demoFixtures(): FakeFixtures {
  return { bases: [loadDemoBase()] };
}
