import { scryptSync } from 'node:crypto';
import { serveJobs } from '../../workers/pool-worker';
import type { ScryptJob } from './password';

/** Password hashing thread: scrypt runs here synchronously, never on the shared libuv pool. */
serveJobs<ScryptJob, Uint8Array>((job) =>
  scryptSync(job.password, Buffer.from(job.salt), job.keyLength, job.opts),
);
