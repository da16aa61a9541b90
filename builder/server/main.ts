import { builderUrl } from '@atrium/core';
import { closeOnSignals, listenOrExit, startRuntime } from '@atrium/integrations';
import { getEnv } from '../app/env.server';
import { createBuilderApp } from './create-server';

/** The builder on its own (production layout): `npm run start -w builder`. */
async function main() {
  const dev = process.argv.includes('--dev');
  const { env, runtime } = await startRuntime(getEnv);
  const app = await createBuilderApp(runtime, { dev });
  const server = await listenOrExit(app, env.BUILDER_PORT, 'builder', 'BUILDER_PORT');
  console.log(`Builder${dev ? ' (development)' : ''} listening on ${builderUrl(env)}`);
  closeOnSignals([server], runtime);
}

void main();
