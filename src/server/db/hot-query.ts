import { createQueryId, type Compilable, type QueryResult, type RootOperationNode } from 'kysely';
import { onPostgres, type Db } from './connect';

const MARK = '\u0000hot-arg:';

/**
 * The i-th argument of a hot query, where its builder takes a value. Every value that can differ
 * between calls must be an arg: any other value is compiled into the kept query once.
 */
export const arg = <T = string>(i: number): T => `${MARK}${i}` as T;

interface Plan {
  sql: string;
  query: RootOperationNode;
  params: ({ arg: number } | { value: unknown })[];
}

const plans = new Map<string, Plan>();

/**
 * Runs a query of a hot path (a marker's next, submit, crop) without building it with Kysely
 * each time: `build` makes it once per dialect and `shape` with arg(i) in place of the values, the
 * compiled SQL is kept (with the plugins' changes, e.g. snake_case names) and each call only fills
 * in `args`. Results pass through the plugins as usual (camelCase rows). `shape` must name
 * everything that changes the SQL: IN-list lengths, optional conditions. Inside a transaction,
 * runs on its connection like any query of `db`.
 */
export async function hot<R>(
  db: Db,
  shape: string,
  build: (db: Db) => Compilable<R>,
  args: readonly unknown[],
): Promise<QueryResult<R>> {
  const key = `${onPostgres(db) ? 'pg' : 'sqlite'}:${shape}`;
  let plan = plans.get(key);
  if (!plan) {
    const c = build(db).compile();
    plan = {
      sql: c.sql,
      query: c.query,
      params: c.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(MARK)
          ? { arg: Number(p.slice(MARK.length)) }
          : { value: p },
      ),
    };
    if (plans.size >= 2000) plans.clear();
    plans.set(key, plan);
  }
  const parameters = plan.params.map((p) => ('arg' in p ? args[p.arg] : p.value));
  return db.executeQuery<R>({
    sql: plan.sql,
    query: plan.query,
    queryId: createQueryId(),
    parameters,
  });
}

/** The first row of a hot query, or undefined. */
export const hotFirst = async <R>(
  db: Db,
  shape: string,
  build: (db: Db) => Compilable<R>,
  args: readonly unknown[],
): Promise<R | undefined> => (await hot(db, shape, build, args)).rows[0];
