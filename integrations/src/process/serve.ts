import type { Server } from 'node:http';
import { ConfigError } from '@atrium/core';
import type { Express } from 'express';
import { startWebhookRefresher } from '../airtable/webhooks/start-webhook-refresher';
import type { RuntimeEnv } from '../config/load-env';
import { createRuntime, type Runtime } from '../runtime';

/**
 * Process plumbing shared by `npm start` (both apps in one process) and each app's own
 * server/main.ts: configuration (a wrong value prints the message naming the variable and
 * exits 1), the runtime with its background jobs, listening, and a clean shutdown.
 */
export async function startRuntime(getEnv: () => RuntimeEnv): Promise<{ env: RuntimeEnv; runtime: Runtime }> {
  let env: RuntimeEnv;
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
  // Keeps Airtable webhooks alive (they expire after 7 days); a no-op without PUBLIC_URL.
  const stopWebhookRefresher = startWebhookRefresher(runtime);
  runtime.onClose(async () => stopWebhookRefresher());
  return { env, runtime };
}

/** Listens on a port; a port in use exits with a message naming the variable to change. */
export function listenOrExit(app: Express, port: number, name: string, portVariable: string): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const server = app.listen(port, () => resolve(server));
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        console.error(`The ${name} cannot start: port ${port} is already in use. Set ${portVariable} to another port.`);
        process.exit(1);
      }
      reject(error);
    });
  });
}

/** On SIGINT or SIGTERM: stop accepting requests, close the runtime, exit. */
export function closeOnSignals(servers: Server[], runtime: Runtime): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    void runtime.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
