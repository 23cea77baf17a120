import sharp from 'sharp';
import { MAX_FILE_PAGES } from '../modules/scan/page-limits';
import { splitScanFile, type SplitOutput } from '../modules/scan/split/split-file';
import { serveJobs } from './pool-worker';

sharp.concurrency(1);
sharp.cache(false);

/** The distinct buffers of the page files, handed back without copying. */
const buffers = (o: SplitOutput): ArrayBuffer[] => [
  ...new Set((o.blobs ?? []).map((b) => b.buffer as ArrayBuffer)),
];

/** Split worker: one stored scan file per job (bytes transferred), its page files transferred back. */
serveJobs<Uint8Array, SplitOutput>((bytes) => splitScanFile(bytes, MAX_FILE_PAGES), buffers);
