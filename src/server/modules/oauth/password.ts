import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { WorkerPool } from '../../workers/pool';

const PARAMS = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** One scrypt derivation, as sent to the hashing thread. */
export interface ScryptJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  opts: ScryptOptions;
}

/** Threads of their own for hashing (one less than the cores): a login burst never starves the
 * libuv pool that file and database work share, and leaves a core to the event loop. */
const HASH_THREADS = Math.max(1, availableParallelism() - 1);
let pool: WorkerPool<ScryptJob, Uint8Array> | undefined;

async function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  pool ??= new WorkerPool<ScryptJob, Uint8Array>(
    new URL('./scrypt.worker.ts', import.meta.url),
    HASH_THREADS,
    { unref: true },
  );
  const job = { password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, opts };
  return Buffer.from(await pool.run(job));
}

/** Hashes a password with scrypt (memory-hard): `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
