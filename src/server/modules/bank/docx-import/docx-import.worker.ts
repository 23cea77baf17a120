import { serveJobs } from '../../../workers/pool-worker';
import { parseDocx } from './docx-parse';

/** Worker entry of the Word import: parses one file per job (see runOnce). */
serveJobs(parseDocx);
