import sharp from 'sharp';
import {
  recogniseJob,
  type RecogniseJob,
  type RecogniseOutput,
} from '../modules/scan/recognise.job';
import { serveJobs } from './pool-worker';

// One libvips thread per worker (the pool already runs one worker per core) and no operation cache
// (every page is new bytes): steady CPU and bounded memory over a long batch.
sharp.concurrency(1);
sharp.cache(false);

/** Recognition worker: one scanned page per job (file bytes transferred, layouts sent along). */
serveJobs<RecogniseJob, RecogniseOutput>(recogniseJob);
