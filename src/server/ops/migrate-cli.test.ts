import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand } from './testing/server-process';

const temp = (name: string) => mkdtemp(join(tmpdir(), `zy-${name}-`));

describe('npm run migrate', () => {
  it('brings a fresh database to the latest structure, then has nothing left to do', async () => {
    const env = { DATA_DIR: await temp('migrate') };
    const first = await runCommand('src/server/ops/migrate-cli.ts', [], env);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/已执行 \d+ 个数据库迁移：0001-/);
    const again = await runCommand('src/server/ops/migrate-cli.ts', [], env);
    expect(again.out).toContain('数据库已是最新结构，无需迁移');
  });
});
