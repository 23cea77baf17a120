import { serveJobs } from '../pool-worker';

/** Test worker: doubles a number, fails on 13, crashes on 666. */
serveJobs<number, number>((n) => {
  if (n === 13) throw new Error('unlucky');
  if (n === 666) process.exit(3);
  return n * 2;
});
