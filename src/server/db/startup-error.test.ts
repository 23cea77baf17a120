import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDb, type DatabaseTarget } from './connect';
import { describeStartupError } from './startup-error';

describe('an unreachable PostgreSQL at start', () => {
  it('is one Chinese line naming host and port and what to check, never the password', async () => {
    const target: DatabaseTarget = {
      kind: 'postgres',
      url: 'postgres://zuoye:s3cret-pass@127.0.0.1:1/zuoye',
    };
    const db = connectDb(target);
    const error = await sql`select 1`.execute(db).then(
      () => null,
      (e: unknown) => e,
    );
    await db.destroy();
    const line = describeStartupError(error, target);
    expect(line).toBe(
      '无法连接 PostgreSQL（127.0.0.1:1）：连接被拒绝。请检查数据库是否已启动、DATABASE_URL 中的主机、端口、用户名、密码和数据库名是否正确，以及防火墙是否放行。',
    );
    expect(line).not.toContain('s3cret');
    expect(line).not.toContain('\n');
  });

  it('leaves other errors and SQLite alone', () => {
    expect(describeStartupError(new Error('x'), { kind: 'sqlite', file: ':memory:' })).toBeNull();
    expect(
      describeStartupError(new TypeError('bug'), { kind: 'postgres', url: 'postgres://h/db' }),
    ).toBeNull();
  });
});
