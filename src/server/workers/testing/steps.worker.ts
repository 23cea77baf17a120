import { serveJobs } from '../pool-worker';

/** Test worker: counts to n in steps a turn apart, noting each; stops early when cancelled. */
serveJobs<number, number>(async (n, job) => {
  let done = 0;
  while (done < n && !job.signal.aborted) {
    done++;
    job.note(done);
    await new Promise((resume) => setTimeout(resume, 20));
  }
  return done;
});
