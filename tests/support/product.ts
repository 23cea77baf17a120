import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A running product (server + built web app) for end-to-end tests. */
export interface Product {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The fresh data directory (SQLite database and stored files). */
  dataDir: string;
  /** What the server printed so far (for failure messages). */
  output(): string;
  /** Stops the server and deletes the data directory. */
  stop(): Promise<void>;
  /** Stops the server and keeps the data directory (a snapshot for later products). */
  halt(): Promise<void>;
  /** Stops the server and starts it again on the same port and data (a server restart). */
  restart(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Asks the OS for a free TCP port. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

/**
 * Starts `node --import tsx src/server/server.ts` on a free port with a fresh DATA_DIR (embedded
 * SQLite, demo school seeded) serving dist/web, and waits for GET /api/health.
 */
export async function startProduct(
  env: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<Product> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), 'zy-e2e-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const spawnServer = () => {
    const c = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        // The demo exam (minutes of recognition in the background) would compete with each test's own scans.
        SEED_DEMO_EXAM: 'false',
        WEB_DIR: join(ROOT, 'dist/web'),
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    c.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    c.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    return c;
  };
  let child = spawnServer();
  const halt = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const stop = async () => {
    await halt();
    await rm(dataDir, { recursive: true, force: true });
  };
  const restart = async () => {
    await halt();
    child = spawnServer();
    await waitForHealth(baseUrl, child, 120_000);
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
  }
  return { baseUrl, dataDir, output: () => log, stop, halt, restart };
}
