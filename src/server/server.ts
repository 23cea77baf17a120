import { setTimeout as wait } from 'node:timers/promises';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { describeStartupError } from './db/startup-error';
import { importSeedBank } from './modules/bank/bank.import';
import { loadSeedBank } from './modules/bank/seed/seed.loader';
import { demoExamPending, queueDemoExam, seedDemoExam } from './modules/demo-exam/demo-exam.seed';
import {
  demoHomeworkPending,
  queueDemoHomework,
  seedDemoHomework,
} from './modules/demo-exam/demo-homework.seed';
import { seedDemo } from './modules/seed/demo-seed';
import { seedSchoolDemo } from './modules/seed/school-demo';
import { seedReferenceData } from './modules/seed/reference-data';
import { createEventBus } from './lib/event-bus';
import { accessSignals } from './modules/oauth/access-cache';
import { markingSignals } from './modules/marking/marking-signals';

/** Starts the product: config, database (migrated, seeded on first start), then listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = connectDb(config.database);
  try {
    await migrateToLatest(
      db,
      config.database.kind === 'postgres' ? config.database.schema : undefined,
    );
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
    if (config.seedDemoExam) {
      await queueDemoExam(ctx);
      if (config.seedDemoHomework) await queueDemoHomework(ctx);
    }
    console.log('已写入演示学校：director / director123，teacher / teacher123');
  }
  // With Redis, live updates (marking boards, crops to cut) reach every API and worker process,
  // and a revoked session leaves every API instance's access-token cache at once.
  const bus = createEventBus(config.redis);
  markingSignals.use(bus);
  accessSignals.use(bus);
  const app = await buildApp(ctx);
  const close = async () => {
    await app.close();
    await bus.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  console.log(`作业与网阅已启动：http://localhost:${config.port}（数据库：${where}）`);
  // The demo exam, then a term of homework, are scanned and marked in the background (recognition
  // takes a while); a start that stops midway resumes them on the next start.
  const exam = demoExamPending(ctx);
  const homework = demoHomeworkPending(ctx);
  if (exam || homework) {
    const started = Date.now();
    const log = (line: string) => console.log(line);
    const took = () => `用时 ${Math.round((Date.now() - started) / 1000)} 秒`;
    console.log(
      '正在后台生成演示考试与作业（扫描、识别、阅卷），完成前阅卷与分析页面会陆续出现数据',
    );
    (async () => {
      if (exam) {
        await seedDemoExam(app, ctx, { log });
        console.log(`演示考试已生成，${took()}`);
      }
      if (homework) {
        await seedDemoHomework(app, ctx, { log });
        console.log(`演示作业已生成，演示数据全部完成，${took()}`);
      }
    })().catch((err: unknown) => console.error('演示数据生成中断，下次启动时继续：', err));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
