import { serveJobs } from '../pool-worker';

/** Test worker: answers "done" for 0 and spins forever (blocking its thread) for anything else. */
serveJobs<number, string>((n) => {
  while (n !== 0) n = Date.now() > 0 ? n : 0;
  return 'done';
});
