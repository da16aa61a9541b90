import { builderUrl } from '@atrium/core';
import { closeOnSignals, listenOrExit, startDomainChecker, startRuntime } from '@atrium/integrations';
import { getEnv } from '../app/env.server';
import { createBuilderApp } from './create-server';

/** The builder on its own (production layout): `npm run start -w builder`. */
async function main() {
  const dev = process.argv.includes('--dev');
  const { env, runtime } = await startRuntime(getEnv);
  // Custom domains are re-checked by builder processes, never by portal hosts (ADR 025).
  const stopDomainChecker = startDomainChecker(runtime);
  runtime.onClose(stopDomainChecker);
  const app = await createBuilderApp(runtime, { dev });
  const server = await listenOrExit(app, env.BUILDER_PORT, 'builder', 'BUILDER_PORT', env.HOST);
  console.log(`Builder${dev ? ' (development)' : ''} listening on ${builderUrl(env)}`);
  closeOnSignals([server], runtime);
}

void main();
