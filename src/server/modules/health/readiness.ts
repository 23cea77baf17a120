import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { ServerContext } from '../../context';
import { blobStoreOf } from '../../storage/blobs';

/** One dependency's state for /api/ready. */
export interface Check {
  ok: boolean;
  message: string;
}

/** How long a dependency may take to answer before it counts as unreachable. */
export const PROBE_TIMEOUT_MS = 3000;

/** Runs a probe; a rejection or a probe slower than the timeout gives the Chinese reason. */
async function probe(run: () => Promise<unknown>, failed: string): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return { ok: true, message: 'ok' };
  } catch {
    return { ok: false, message: failed };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the job queue can take work. The in-process recognition pool lives in this process, so
 * it is reachable whenever the server answers; with REDIS_URL a connection of its own (no retries,
 * closed afterwards) pings Redis.
 */
export async function queueReachable(ctx: ServerContext): Promise<void> {
  const redis = ctx.config.redis;
  if (!redis) return;
  const client = new Redis(redis.url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    if ((await client.ping()) !== 'PONG') throw new Error('unexpected PING answer');
  } finally {
    client.disconnect();
  }
}

/** Checks the database, the blob store and the job queue at once. */
export async function readiness(ctx: ServerContext) {
  const [database, store, queue] = await Promise.all([
    probe(() => sql`select 1`.execute(ctx.db), '数据库无法连接'),
    probe(() => blobStoreOf(ctx).check(), '文件存储无法访问'),
    probe(() => queueReachable(ctx), '任务队列（Redis）无法连接'),
  ]);
  return { database, store, queue };
}
