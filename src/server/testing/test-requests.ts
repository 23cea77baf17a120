import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request with a bearer token; answers the parsed body and the status. */
export async function call<T = unknown>(
  t: TestApp,
  token: string,
  method: Method,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: { message: string; data: T }; res: LightMyRequestResponse }> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json(), res };
}

/** Ids of bank questions of a subject and kind, from the seeded bank. */
export async function questionIds(
  t: TestApp,
  subjectId: string,
  kind: string,
  n: number,
): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('questions')
    .select('id')
    .where('subjectId', '=', subjectId)
    .where('kind', '=', kind)
    .where('ownerId', 'is', null)
    .orderBy('seedKey')
    .limit(n)
    .execute();
  if (rows.length < n)
    throw new Error(`seed bank has only ${rows.length} ${kind} questions of ${subjectId}`);
  return rows.map((r) => r.id);
}
