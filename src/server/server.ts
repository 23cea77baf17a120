import { setTimeout as wait } from 'node:timers/promises';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { describeStartupError } from './db/startup-error';
import { importSeedBank } from './modules/bank/bank.import';
import { loadSeedBank } from './modules/bank/seed/seed.loader';
import { seedDemo } from './modules/seed/demo-seed';
import { seedSchoolDemo } from './modules/seed/school-demo';
import { seedReferenceData } from './modules/seed/reference-data';

/** Starts the product: config, database (migrated, seeded on first start), then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = connectDb(config.database);
  try {
    await migrateToLatest(db);
  } catch (err) {
    const line = describeStartupError(err, config.database);
    if (!line) throw err;
    console.error(line);
    process.exit(1);
  }
  await seedReferenceData(db);
  await importSeedBank(db, loadSeedBank());
  const ctx = { db, config, now: Date.now, sleep: (ms: number) => wait(ms).then(() => {}) };
  if (config.seedDemo && (await seedDemo(db))) {
    await seedSchoolDemo(ctx);
    console.log('已写入演示学校：director / director123，teacher / teacher123');
  }
  const app = await buildApp(ctx);
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  console.log(`作业与网阅已启动：http://localhost:${config.port}（数据库：${where}）`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
