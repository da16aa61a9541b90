import { builderUrl, ConfigError } from '@atrium/core';
import { createRuntime } from '@atrium/integrations';
import { getEnv } from '../app/env.server';
import { createBuilderApp } from './create-server';

/** The builder on its own (production layout): `npm run start -w builder`. */
async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await createRuntime(env);
  const app = await createBuilderApp(runtime, { dev: process.argv.includes('--dev') });
  const server = app.listen(env.BUILDER_PORT, () => {
    console.log(`Builder listening on ${builderUrl(env)}`);
  });
  const stop = () => {
    server.close();
    void runtime.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
