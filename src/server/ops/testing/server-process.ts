import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';

const ROOT = new URL('../../../../', import.meta.url).pathname;

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

/** Runs one of the product's commands (`node --import tsx <script> ...args`) to its end. */
export async function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const [code] = (await once(child, 'close')) as [number];
  return { code, out };
}

/** A real `npm run serve` process on a free port (no demo exam), answering once healthy. */
export interface ServerProcess {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the server as `npm run serve` starts it and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SEED_DEMO_EXAM: 'false',
      WEB_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || i > 600)
      throw new Error(`server did not start (${child.exitCode})`);
    await wait(100);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
