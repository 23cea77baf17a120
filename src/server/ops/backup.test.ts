import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from '../db/sqlite-driver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, startServer, type ServerProcess } from './testing/server-process';

const CLI = 'src/server/ops/backup-cli.ts';
const temp = (name: string) => mkdtemp(join(tmpdir(), `zy-${name}-`));
const basic = `Basic ${Buffer.from('homework-web:homework-web-secret').toString('base64')}`;

/** Every row of every table of a SQLite file, in a stable order. */
function dump(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((t) => [t, db.prepare(`select * from "${t}" order by rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

async function login(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/oauth/oauth/token`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: `${username}123` }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A distinct small PNG per number. */
const png = (n: number) =>
  sharp({
    create: {
      width: 20 + n,
      height: 10,
      channels: 3,
      background: `#${(n * 997).toString(16).padStart(6, '0').slice(-6)}`,
    },
  })
    .png()
    .toBuffer();

/** Files a 问题反馈 with one screenshot; answers its id. */
async function report(url: string, token: string, n: number, shots: Map<string, Buffer>) {
  const bytes = await png(n);
  const form = new FormData();
  form.append('content', `第 ${n} 条反馈`);
  form.append('screenshots', new Blob([bytes], { type: 'image/png' }), `${n}.png`);
  const res = await fetch(`${url}/api/feedback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  const id = ((await res.json()) as { data: { id: string } }).data.id;
  shots.set(id, bytes);
}

describe('backup and restore of the embedded database and DATA_DIR', () => {
  let server: ServerProcess;
  let source: string;
  let teacher: string;
  const shots = new Map<string, Buffer>();
  beforeAll(async () => {
    source = await temp('live');
    server = await startServer({ DATA_DIR: source });
    teacher = await login(server.url, 'teacher');
    for (let n = 1; n <= 3; n++) await report(server.url, teacher, n, shots);
  }, 120_000);
  afterAll(async () => server?.stop());

  it('backs up a running server and restores identical data into a fresh DATA_DIR', async () => {
    const dir = join(await temp('backup'), 'b1');
    const made = await runCommand(CLI, ['backup', dir], { DATA_DIR: source });
    expect(made.out).toMatch(/已备份数据库与 \d+ 个文件/);
    expect(made.code).toBe(0);
    // Nothing was written since: the live database (its WAL included) equals the snapshot.
    const live = dump(join(source, 'app.sqlite'));
    const ids = (live.feedback as { id: string }[]).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...shots.keys()]));

    const fresh = await temp('restored');
    const restored = await runCommand(CLI, ['restore', dir], { DATA_DIR: fresh });
    expect(restored.out).toMatch(/已从 .* 恢复数据库与 \d+ 个文件/);
    expect(restored.code).toBe(0);
    expect(dump(join(fresh, 'app.sqlite'))).toEqual(live);

    // The restored product serves the screenshots (blobs) byte for byte.
    const again = await startServer({ DATA_DIR: fresh });
    try {
      const director = await login(again.url, 'director');
      for (const [id, bytes] of shots) {
        const res = await fetch(`${again.url}/api/feedback/${id}/screenshots/0`, {
          headers: { authorization: `Bearer ${director}` },
        });
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      }
    } finally {
      await again.stop();
    }

    const twice = await runCommand(CLI, ['restore', dir], { DATA_DIR: fresh });
    expect(twice.code).toBe(1);
    expect(twice.out).toContain('目标数据库已存在，请先停止服务并换用空的 DATA_DIR');
  }, 120_000);

  it('makes a consistent backup while reports are being written, every blob it names included', async () => {
    const writing = (async () => {
      for (let n = 10; n < 30; n++) await report(server.url, teacher, n, shots);
    })();
    const dir = join(await temp('backup'), 'b2');
    const made = await runCommand(CLI, ['backup', dir], { DATA_DIR: source });
    await writing;
    expect(made.code).toBe(0);
    const fresh = await temp('restored');
    expect((await runCommand(CLI, ['restore', dir], { DATA_DIR: fresh })).code).toBe(0);
    const rows = dump(join(fresh, 'app.sqlite')).feedback as { id: string; screenshots: string }[];
    const before = (dump(join(source, 'app.sqlite')).feedback ?? []).length - 20;
    expect(rows.length).toBeGreaterThanOrEqual(before);
    expect(rows.length).toBeLessThanOrEqual(before + 20);
    const again = await startServer({ DATA_DIR: fresh });
    try {
      const director = await login(again.url, 'director');
      for (const row of rows.filter((r) => shots.has(r.id))) {
        const res = await fetch(`${again.url}/api/feedback/${row.id}/screenshots/0`, {
          headers: { authorization: `Bearer ${director}` },
        });
        expect(Buffer.from(await res.arrayBuffer()).equals(shots.get(row.id)!)).toBe(true);
      }
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('refuses a PostgreSQL database and points to pg_dump', async () => {
    const out = await runCommand(CLI, ['backup', await temp('pg')], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(out.code).toBe(1);
    expect(out.out).toContain('请用 pg_dump / pg_restore 备份与恢复数据库');
  });
});
