import { setTimeout as wait } from 'node:timers/promises';
import { ConfigError, loadConfig } from './config';
import { connectDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createEventBus } from './lib/event-bus';
import { markingSignals } from './modules/marking/marking-signals';
import { PrintWorkerRuntime } from './modules/print/print-worker-runtime';
import { ScanWorkerRuntime } from './modules/scan/scan-worker-runtime';

/**
 * `npm run worker`: a worker process recognising scanned pages, rendering background prints
 * (card sets, labels, 错题重练) and making .xlsx exports from the BullMQ queues (REDIS_URL), writing results to the database; run any number of them on any machines sharing the database
 * and the store. SIGTERM finishes the jobs under way; SIGKILL loses nothing (another worker runs
 * the jobs again after QUEUE_LOCK_MS).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redis)
    throw new ConfigError('npm run worker 需要 REDIS_URL（例如 redis://127.0.0.1:6379）');
  const db = connectDb(config.database);
  await migrateToLatest(
    db,
    config.database.kind === 'postgres' ? config.database.schema : undefined,
  );
  const bus = createEventBus(config.redis);
  markingSignals.use(bus);
  const ctx = { db, config, now: Date.now, sleep: (ms: number) => wait(ms).then(() => {}) };
  const rt = new ScanWorkerRuntime(ctx);
  const threads = await rt.start();
  const prints = new PrintWorkerRuntime(ctx);
  await prints.start();
  const close = async () => {
    await Promise.all([rt.close(), prints.close()]);
    await bus.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  console.log(
    `识别进程已启动：${threads} 个识别线程、1 个打印与导出任务（队列 ${config.redis.prefix}）`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
