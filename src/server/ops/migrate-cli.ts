import { ConfigError, loadConfig } from '../config';
import { connectDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { describeStartupError } from '../db/startup-error';

/**
 * `npm run migrate`: applies pending migrations to the configured database and stops — the upgrade
 * step before new API and worker processes start (the server also migrates on start).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = connectDb(config.database);
  try {
    const applied = await migrateToLatest(db);
    process.stdout.write(
      applied.length
        ? `已执行 ${applied.length} 个数据库迁移：${applied.join('、')}\n`
        : '数据库已是最新结构，无需迁移\n',
    );
  } catch (err) {
    const line = describeStartupError(err, config.database);
    if (!line) throw err;
    console.error(line);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
