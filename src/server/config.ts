import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  MIN_FREE_MB: z.coerce.number().int().min(0).default(200),
  DATABASE_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || /^postgres(ql)?:\/\//.test(v) || /^sqlite:/.test(v), {
      message: 'DATABASE_URL must be empty, sqlite:<file> or a postgres:// URL',
    }),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  OAUTH_CLIENT_ID: z.string().min(1).default('homework-web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('homework-web-secret'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).default(7200),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  SEED_DEMO: bool.default(true),
  SEED_DEMO_EXAM: bool.default(true),
  SEED_DEMO_HOMEWORK: bool.default(true),
  WEB_DIR: z.string().default('./dist/web'),
  SMS_PROVIDER: z.enum(['log', 'webhook']).default('log'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SCAN_FILE_MAX_MB: z.coerce.number().int().min(1).default(200),
  SCAN_UPLOAD_MAX_MB: z.coerce.number().int().min(1).default(1024),
  PUBLIC_URL: z
    .string()
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  S3_PREFIX: z.string().default(''),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  QUEUE_PREFIX: z.string().min(1).default('zy'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  QUEUE_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

/** The server's one validated configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Below this much free space under dataDir, /api/health reports 存储空间不足. */
  minFreeBytes: number;
  /** PostgreSQL may name a schema (DATABASE_SCHEMA; tests give each run its own). */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  oauth: { clientId: string; clientSecret: string; accessTtl: number; refreshTtl: number };
  seedDemo: boolean;
  /** With the demo school, a past exam scanned and marked (in the background after listen). */
  seedDemoExam: boolean;
  /** After the demo exam, a term of homework made the same way (only with seedDemoExam). */
  seedDemoHomework: boolean;
  webDir: string;
  /** Where SMS codes go: the server log (default) or a provider's HTTP webhook. */
  sms: { provider: 'log' } | { provider: 'webhook'; url: string };
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** Upload limits in bytes: one scan file, and all files of one upload request together. */
  uploads: { scanFileBytes: number; scanRequestBytes: number };
  /** The address phones reach the product at (QR codes); null: the requesting browser's origin. */
  publicUrl: string | null;
  /** Where blobs live: DATA_DIR/blobs (default) or an S3-compatible bucket. */
  store: StoreConfig;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): false (default), true
   * (any), or the proxies' addresses/CIDRs.
   */
  trustProxy: boolean | string[];
  /**
   * Redis for the job queue (BullMQ) and live updates across processes; null: the in-process pool.
   * `prefix` namespaces every key; `concurrency` is recognition threads per worker process (null:
   * one per core); `lockMs` is how long a job of a dead worker stays taken before another runs it.
   */
  redis: { url: string; prefix: string; concurrency: number | null; lockMs: number } | null;
}

/** Blob storage: the local content-addressed folder, or an S3-compatible bucket. */
export type StoreConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      endpoint: string | null;
      bucket: string;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
      prefix: string;
    };

/** Thrown when the environment does not describe a valid configuration. */
export class ConfigError extends Error {}

/** Parses the environment once at start; stops with a list of everything that is wrong. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const wrong: string[] = [];
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL)
    wrong.push('- SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook');
  if (e.S3_ENDPOINT && !e.S3_BUCKET) wrong.push('- S3_BUCKET: required when S3_ENDPOINT is set');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    wrong.push('- S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (wrong.length) throw new ConfigError(`Invalid configuration:\n${wrong.join('\n')}`);
  const dataDir = resolve(e.DATA_DIR);
  const url = e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    minFreeBytes: e.MIN_FREE_MB * 1024 * 1024,
    database: /^postgres/.test(url)
      ? { kind: 'postgres', url, ...(e.DATABASE_SCHEMA ? { schema: e.DATABASE_SCHEMA } : {}) }
      : {
          kind: 'sqlite',
          file: url ? url.replace(/^sqlite:/, '') : resolve(dataDir, 'app.sqlite'),
        },
    oauth: {
      clientId: e.OAUTH_CLIENT_ID,
      clientSecret: e.OAUTH_CLIENT_SECRET,
      accessTtl: e.ACCESS_TOKEN_TTL,
      refreshTtl: e.REFRESH_TOKEN_TTL,
    },
    seedDemo: e.SEED_DEMO,
    seedDemoExam: e.SEED_DEMO_EXAM,
    seedDemoHomework: e.SEED_DEMO_EXAM && e.SEED_DEMO_HOMEWORK,
    sms:
      e.SMS_PROVIDER === 'webhook'
        ? { provider: 'webhook', url: e.SMS_WEBHOOK_URL ?? '' }
        : { provider: 'log' },
    webDir: resolve(e.WEB_DIR),
    logLevel: e.LOG_LEVEL,
    uploads: {
      scanFileBytes: e.SCAN_FILE_MAX_MB * 1024 * 1024,
      scanRequestBytes: e.SCAN_UPLOAD_MAX_MB * 1024 * 1024,
    },
    publicUrl: e.PUBLIC_URL ?? null,
    store: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT ?? null,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : { kind: 'local', root: resolve(dataDir, 'blobs') },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redis: e.REDIS_URL
      ? {
          url: e.REDIS_URL,
          prefix: e.QUEUE_PREFIX,
          concurrency: e.WORKER_CONCURRENCY ?? null,
          lockMs: e.QUEUE_LOCK_MS,
        }
      : null,
  };
}

/** TRUST_PROXY: true/false, or a comma-separated list of the proxies' addresses/CIDRs. */
function parseTrustProxy(v: string | undefined): boolean | string[] {
  if (v === undefined || /^(false|0|no)$/i.test(v)) return false;
  if (/^(true|1|yes)$/i.test(v)) return true;
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}
