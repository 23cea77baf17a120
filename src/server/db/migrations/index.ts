import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-bank-and-papers';
import * as m0005 from './0005-scan';
import * as m0009 from './0009-bank-search';
import * as m0009a from './0009-scan-absences';
import * as m0010 from './0010-scan-page-blobs';
import * as m0011 from './0011-marking';
import * as m0011q from './0011-marking-queue';
import * as m0013 from './0013-rehearse';
import * as m0014 from './0014-school';
import * as m0015 from './0015-display-links';
import * as m0016r from './0016-13-rehearse-practice-defaults';
import * as m0016p from './0016-16-print-jobs';
import * as m0017p from './0017-13-practice-scan';
import * as m0019k from './0019-16-print-job-kind';
import * as m0020u from './0020-16-marking-items-updated';

/**
 * Every migration, in order. Add a new file per change and list it here; never edit one that
 * has shipped. Names sort lexicographically and carry the number of the issue that brought them,
 * so a database made before a lower-numbered one landed runs it late (allowUnorderedMigrations).
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-bank-and-papers': m0002,
  '0005-scan': m0005,
  '0009-bank-search': m0009,
  '0009-scan-absences': m0009a,
  '0010-scan-page-blobs': m0010,
  '0011-marking': m0011,
  '0011-marking-queue': m0011q,
  '0013-rehearse': m0013,
  '0014-school': m0014,
  '0015-display-links': m0015,
  '0016-13-rehearse-practice-defaults': m0016r,
  '0016-16-print-jobs': m0016p,
  '0017-13-practice-scan': m0017p,
  '0019-16-print-job-kind': m0019k,
  '0020-16-marking-items-updated': m0020u,
};
