import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { serveJobs } from '../../workers/pool-worker';
import type { ScryptJob } from './password';

// On Linux a thread has its own nice value: the hashing thread yields the CPU to the event loop
// (elsewhere this may set the whole process's priority or fail; then it stays as it is).
try {
  setPriority(10);
} catch {
  // not permitted here: hashing keeps the normal priority
}

/** Password hashing thread: scrypt runs here synchronously, never on the shared libuv pool. */
serveJobs<ScryptJob, Uint8Array>((job) =>
  scryptSync(job.password, Buffer.from(job.salt), job.keyLength, job.opts),
);
