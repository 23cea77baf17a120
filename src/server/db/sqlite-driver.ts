import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);

/**
 * The better-sqlite3 build for this Node: 13.x (Node-API, prebuilt binaries in the package) on
 * Node 22 and later, where 12.x aborts in a statement's destructor after a worker's environment is
 * gone ("Assertion failed: (env) != nullptr"); 12.x on Node 20, where 13.x does not load. The same
 * API either way; `better-sqlite3-napi` is the npm alias of 13.x.
 */
export const sqliteDriverName = major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

/** The better-sqlite3 `Database` constructor this process uses. */
const Driver = require(sqliteDriverName) as typeof SQLite;
export default Driver;
