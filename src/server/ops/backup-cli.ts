import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { backup, BackupError, restore } from './backup';

/** Prints a line for the operator. */
const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run backup -- <dir>` / `npm run restore -- <dir>`: an online backup of the embedded SQLite
 * database and DATA_DIR, and its restore into a fresh DATA_DIR (same environment as the server).
 */
async function main(): Promise<void> {
  const [mode, dir] = process.argv.slice(2);
  if ((mode !== 'backup' && mode !== 'restore') || !dir) {
    console.error('用法：npm run backup -- <备份目录>  或  npm run restore -- <备份目录>');
    process.exit(2);
  }
  const config = loadConfig();
  const target = resolve(dir);
  const started = Date.now();
  const manifest = mode === 'backup' ? await backup(config, target) : await restore(config, target);
  const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
  const what = `数据库与 ${manifest.files.length} 个文件（${(bytes / 1024 / 1024).toFixed(1)} MB）`;
  const took = `${((Date.now() - started) / 1000).toFixed(1)} 秒`;
  say(
    mode === 'backup'
      ? `已备份${what}到 ${target}，用时 ${took}`
      : `已从 ${target} 恢复${what}到 ${config.dataDir}（备份时间 ${manifest.createdAt}），用时 ${took}`,
  );
  if (config.store.kind === 's3')
    say('文件存放在对象存储中，未包含在本备份内：请按 docs/deployment.md 备份存储桶');
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
