import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './product';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where every process of a cluster meets: one PostgreSQL schema, one Redis prefix, one store. */
export interface ClusterEnv {
  databaseUrl: string;
  schema: string;
  redisUrl: string;
  prefix: string;
  dataDir: string;
  /** QUEUE_LOCK_MS of the workers (a killed worker's jobs run again after it). */
  lockMs?: number;
  /** More environment for every process, e.g. the S3_* variables of a shared bucket. */
  extra?: Record<string, string>;
}

/** A JPEG made unique (a comment segment after SOI): the same picture, different bytes. */
export const uniqueJpeg = (bytes: Uint8Array, n: number): Uint8Array => {
  const text = Buffer.from(`copy ${n}`);
  const com = Buffer.from([0xff, 0xfe, 0, text.length + 2]);
  return Buffer.concat([bytes.subarray(0, 2), com, text, bytes.subarray(2)]);
};

/** One process of the cluster (an API instance or a worker). */
export interface ClusterProcess {
  child: ChildProcess;
  /** For an API instance: e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (nothing is finished or cleaned up), then waits for the exit. */
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

function launch(script: string, env: Record<string, string>, baseUrl: string): ClusterProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return {
    child,
    baseUrl,
    output: () => out,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** How long a process may take to start (on a shared, loaded machine it can take a minute). */
const START_MS = 120_000;

const common = (c: ClusterEnv): Record<string, string> => ({
  DATABASE_URL: c.databaseUrl,
  DATABASE_SCHEMA: c.schema,
  REDIS_URL: c.redisUrl,
  QUEUE_PREFIX: c.prefix,
  DATA_DIR: c.dataDir,
  QUEUE_LOCK_MS: String(c.lockMs ?? 2000),
  SEED_DEMO: 'false',
  SEED_DEMO_EXAM: 'false',
  LOG_LEVEL: 'silent',
  WEB_DIR: '/nonexistent',
  ...c.extra,
});

/** Starts an API instance (`npm run serve`) and waits for /api/health. */
export async function startApi(c: ClusterEnv, port?: number): Promise<ClusterProcess> {
  const p = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${p}`;
  const proc = launch(
    'src/server/server.ts',
    { ...common(c), PORT: String(p), HOST: '127.0.0.1' },
    baseUrl,
  );
  const deadline = Date.now() + START_MS;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`API exited: ${proc.output()}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return proc;
    if (Date.now() > deadline) {
      await proc.kill();
      throw new Error(`API not healthy: ${proc.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts a worker process (`npm run worker`) with `threads` recognition threads; waits until it runs. */
export async function startWorker(c: ClusterEnv, threads = 1): Promise<ClusterProcess> {
  const proc = launch(
    'src/server/worker.ts',
    { ...common(c), WORKER_CONCURRENCY: String(threads) },
    '',
  );
  const deadline = Date.now() + START_MS;
  while (!proc.output().includes('识别进程已启动')) {
    if (proc.child.exitCode !== null) throw new Error(`worker exited: ${proc.output()}`);
    if (Date.now() > deadline) {
      await proc.kill();
      throw new Error(`worker not started: ${proc.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return proc;
}

/** Uploads scan files to a batch through one API instance (multipart, as the browser does). */
export async function uploadTo(
  api: ClusterProcess,
  token: string,
  batchId: string,
  files: { name: string; bytes: Uint8Array }[],
): Promise<void> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await fetch(`${api.baseUrl}/api/teacher/scan/batches/${batchId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
}

/** Collects the `board` events of a paper's live board stream on one API instance. */
export async function watchBoard(api: ClusterProcess, token: string, paperId: string) {
  const ctl = new AbortController();
  const res = await fetch(`${api.baseUrl}/api/teacher/marking/papers/${paperId}/board/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: ctl.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const seen = { events: 0 };
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
      if (done) return;
      seen.events += (value.match(/^event: board$/gm) ?? []).length;
    }
  })();
  return { seen, close: () => ctl.abort() };
}

/** Signs in through one API instance (the password grant, as the browser does); answers the access token. */
export async function loginTo(api: ClusterProcess, username = 'teacher'): Promise<string> {
  const basic = Buffer.from('homework-web:homework-web-secret').toString('base64');
  const res = await fetch(`${api.baseUrl}/api/oauth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: `${username}123`,
    }).toString(),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Creates a scan batch of a paper for classes through one API instance; answers its id. */
export async function createBatchOn(
  api: ClusterProcess,
  token: string,
  paperId: string,
  classIds: string[],
): Promise<string> {
  const res = await fetch(`${api.baseUrl}/api/teacher/scan/batches`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      paperId,
      classIds,
      settings: {
        scannerIndex: null,
        adaptive: true,
        paperSize: 1,
        assignToSubjectTeachers: false,
      },
    }),
  });
  if (res.status !== 200) throw new Error(`batch: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
