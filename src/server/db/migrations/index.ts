import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-bank-and-papers';
import * as m0005 from './0005-scan';
import * as m0011 from './0011-marking';

/**
 * Every migration, in order. Add a new file per change and list it here; never edit one that
 * has shipped. Names sort lexicographically (Kysely checks the order).
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-bank-and-papers': m0002,
  '0005-scan': m0005,
  '0011-marking': m0011,
};
