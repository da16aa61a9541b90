import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A throwaway `redis-server` for fault tests: on a free port of the given range, no persistence,
 * killed and started again on the same port at will. Never touches the shared Redis on 6379.
 */
export interface TestRedisServer {
  readonly port: number;
  readonly url: string;
  /** Kills the server (SIGKILL: a crash, not a clean shutdown) and waits until the port refuses connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing was persisted). */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, like a hung host. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT). */
  resume(): void;
  close(): Promise<void>;
}

/**
 * Without a range, the port is drawn at random from 21000–29999 (below Linux's ephemeral ports).
 * Not the first free port of a small shared range: suites run at the same time (CI runs two
 * packages' tests at once), and a server stopped to simulate an outage frees its port, so another
 * suite starting its own server could take it and the first suite's clients would reconnect to a
 * stranger's Redis mid-outage.
 */
export async function startTestRedisServer(portRange?: [number, number]): Promise<TestRedisServer> {
  let child: ChildProcess | undefined;
  let port = 0;
  // Another run may take a port between our check and redis-server's bind: the next one is tried.
  for (const candidate of candidatePorts(portRange)) {
    child = await spawnRedis(candidate);
    if (child) {
      port = candidate;
      break;
    }
  }
  if (!child)
    throw new Error(
      `No free port for redis-server ${portRange ? `between ${portRange[0]} and ${portRange[1]}` : 'in 21000–29999'}`,
    );

  const server: TestRedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child) return;
      const started = await spawnRedis(port);
      if (!started) throw new Error(`redis-server could not start again on port ${port}`);
      child = started;
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      running.kill('SIGCONT');
      await exited;
      await waitFor(async () => !(await accepts(port)), 5_000);
    },
    async close() {
      await server.stop();
    },
  };
  return server;
}

/** The ports to try: the range in order, or 50 random ones in 21000–29999. */
function candidatePorts(portRange: [number, number] | undefined): number[] {
  if (portRange) {
    return Array.from({ length: portRange[1] - portRange[0] + 1 }, (_, i) => portRange[0] + i);
  }
  return Array.from({ length: 50 }, () => 21000 + Math.floor(Math.random() * 9000));
}

/** Starts redis-server on port; undefined when the port is taken. */
async function spawnRedis(port: number): Promise<ChildProcess | undefined> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise<ChildProcess | undefined>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on port ${port} within 10 s: ${output}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout?.removeListener('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new Error('redis-server is not installed (Debian: apt-get install redis-server); fault tests need it.')
          : error,
      );
    });
    child.once('exit', () => {
      clearTimeout(timer);
      if (/address already in use/i.test(output)) resolve(undefined);
      else reject(new Error(`redis-server exited on port ${port}: ${output}`));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('redis-server still accepts connections after it was killed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The first port of the range nothing listens on (tried by listening on it). */
export async function freePort([first, last]: [number, number]): Promise<number> {
  for (let port = first; port <= last; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${first} and ${last}`);
}
