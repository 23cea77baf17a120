import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from '../db/sqlite-driver';
import type { Config } from '../config';

/** What a backup folder holds besides its files: written last, so a folder without it is unfinished. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The database snapshot's file name inside the backup folder. */
  database: string;
  /** Files of DATA_DIR (relative paths) with their sizes; blobs are verified by their hash on restore. */
  files: { path: string; size: number }[];
}

const MANIFEST = 'manifest.json';
const DB_FILE = 'app.sqlite';
const FILES_DIR = 'data';

/** Thrown with a Chinese line for the operator when a backup or restore cannot proceed. */
export class BackupError extends Error {}

/** Every file under `root` (relative paths), skipping unfinished uploads (*.tmp). */
async function listFiles(root: string, skip: Set<string>): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const path = join(dir, e.name);
      if (skip.has(path) || e.name.endsWith('.tmp')) continue;
      if (e.isDirectory()) await walk(path);
      else if (e.isFile()) out.push(relative(root, path));
    }
  };
  await walk(root);
  return out.sort();
}

/** The SQLite files the backup takes from the database itself (not by copying). */
const sqliteFiles = (file: string) =>
  new Set(['', '-wal', '-shm', '-journal'].map((s) => file + s));

/** Checks the target is the embedded SQLite database and answers its file. */
function sqliteFileOf(config: Config): string {
  if (config.database.kind !== 'sqlite')
    throw new BackupError(
      '当前使用 PostgreSQL：请用 pg_dump / pg_restore 备份与恢复数据库（见 docs/deployment.md）',
    );
  return config.database.file;
}

/**
 * Makes a consistent online backup into `dir` (created; must be empty): the SQLite database through
 * SQLite's backup API (a point-in-time copy while the server keeps writing), then every file of
 * DATA_DIR. Blobs are content-addressed and written before the rows naming them, so every blob the
 * snapshot names is copied. With an S3 store the bucket is backed up by the object store's own means.
 */
export async function backup(config: Config, dir: string): Promise<BackupManifest> {
  const dbFile = sqliteFileOf(config);
  await stat(dbFile).catch(() => {
    throw new BackupError(`数据库文件不存在：${dbFile}`);
  });
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new BackupError(`备份目录不是空的：${dir}`);
  const source = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(join(dir, DB_FILE));
  } finally {
    source.close();
  }
  const files = await listFiles(config.dataDir, sqliteFiles(dbFile));
  const listed: BackupManifest['files'] = [];
  for (const path of files) {
    const to = join(dir, FILES_DIR, path);
    await mkdir(dirname(to), { recursive: true });
    await copyFile(join(config.dataDir, path), to);
    listed.push({ path, size: (await stat(to)).size });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: DB_FILE,
    files: listed,
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

/** SHA-256 of a file, streamed. */
async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Restores a backup into the configured DATA_DIR and database file, which must not hold a database
 * yet (stop the server first; restore into a fresh folder). Every file is checked against the
 * manifest, and every blob against its hash, before the database is put in place.
 */
export async function restore(config: Config, dir: string): Promise<BackupManifest> {
  const dbFile = sqliteFileOf(config);
  const raw = await readFile(join(dir, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`不是完整的备份（缺少 ${MANIFEST}）：${dir}`);
  });
  const manifest = JSON.parse(raw) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`不支持的备份格式：${String(manifest.format)}`);
  if (
    await stat(dbFile).then(
      () => true,
      () => false,
    )
  )
    throw new BackupError(`目标数据库已存在，请先停止服务并换用空的 DATA_DIR：${dbFile}`);
  for (const f of manifest.files) {
    const from = join(dir, FILES_DIR, f.path);
    const size = (await stat(from).catch(() => null))?.size;
    if (size !== f.size) throw new BackupError(`备份文件缺失或已损坏：${f.path}`);
    if (/^[0-9a-f]{64}$/.test(basename(f.path)) && (await fileHash(from)) !== basename(f.path))
      throw new BackupError(`备份文件内容与其校验值不符：${f.path}`);
  }
  for (const f of manifest.files) {
    const to = join(config.dataDir, f.path);
    await mkdir(dirname(to), { recursive: true });
    await copyFile(join(dir, FILES_DIR, f.path), to);
  }
  await mkdir(dirname(dbFile), { recursive: true });
  const tmp = `${dbFile}.restore.tmp`;
  await copyFile(join(dir, manifest.database), tmp);
  const check = new SQLite(tmp, { fileMustExist: true });
  try {
    const ok = check.pragma('integrity_check', { simple: true });
    if (ok !== 'ok') throw new BackupError(`备份的数据库未通过完整性检查：${String(ok)}`);
  } finally {
    check.close();
  }
  await rename(tmp, dbFile);
  return manifest;
}
