import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { startSession } from '../oauth/oauth.service';

/** A demo teacher acting through the product's own API, in process (no network, no password). */
export interface DemoActor {
  userId: string;
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  bytes(path: string, body: unknown): Promise<Uint8Array>;
  upload(path: string, files: { name: string; bytes: Uint8Array }[]): Promise<void>;
}

/** Signs a demo teacher in (a session of their own) and answers their API client. */
export async function demoActor(
  app: FastifyInstance,
  ctx: ServerContext,
  username: string,
): Promise<DemoActor> {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const { access_token: token } = await startSession(ctx, user.id);
  const auth = { authorization: `Bearer ${token}` };
  const check = (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  };
  const data = <T>(
    res: { statusCode: number; body: string; json: () => unknown },
    what: string,
  ) => {
    check(res, what);
    return (res.json() as { data: T }).data;
  };
  return {
    userId: user.id,
    get: async (path) =>
      data(await app.inject({ method: 'GET', url: `/api${path}`, headers: auth }), path),
    send: async (method, path, body) =>
      data(
        await app.inject({
          method,
          url: `/api${path}`,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body ?? {}),
        }),
        path,
      ),
    bytes: async (path, body) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      check(res, path);
      return new Uint8Array(res.rawPayload);
    },
    upload: async (path, files) => {
      const form = new FormData();
      for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
      check(
        await app.inject({ method: 'POST', url: `/api${path}`, headers: auth, payload: form }),
        path,
      );
    },
  };
}
