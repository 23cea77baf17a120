import type { Envelope } from '../../src/shared/errors';
import { provideHttp, type Http, type HttpFields } from '../../src/ui';

/** One request a feature made through the stub. */
export interface StubCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as called, e.g. /teacher/paper/p1/doc. */
  url: string;
  /** `:name` segments of the matching route. */
  params: Record<string, string>;
  query?: HttpFields;
  body?: unknown;
}

/** What a route answers: data (message 成功), or a whole envelope made with `reply`. */
export type StubHandler = (call: StubCall) => unknown;

const ENVELOPE = Symbol('envelope');
/** An answer with its own message. */
export const reply = <T>(data: T, message = '成功') => ({ [ENVELOPE]: true, message, data });

/** A rejected request shaped like the app's (axios) errors: `response.status`, `response.data`. */
export function httpError(status: number, message: string) {
  return Object.assign(new Error(message), { response: { status, data: { message } } });
}

function match(pattern: string, url: string): Record<string, string> | null {
  const a = pattern.split('/');
  const b = url.split('?')[0]!.split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.startsWith(':')) params[a[i]!.slice(1)] = decodeURIComponent(b[i]!);
    else if (a[i] !== b[i]) return null;
  }
  return params;
}

/**
 * Installs a transport stub as the features' `http()`: routes are "METHOD /path/:id" → handler.
 * An unrouted call rejects with 404 (so a test sees it), a thrown error rejects as given.
 */
export function stubHttp(routes: Record<string, StubHandler>) {
  const calls: StubCall[] = [];
  const send = async <T>(
    method: StubCall['method'],
    url: string,
    extra: Pick<StubCall, 'query' | 'body'>,
  ): Promise<Envelope<T>> => {
    for (const [key, handler] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ');
      const params = m === method && pattern ? match(pattern, url) : null;
      if (!params) continue;
      const call = { method, url, params, ...extra };
      calls.push(call);
      const out = (await handler(call)) as { [ENVELOPE]?: boolean; message: string; data: T };
      return out && typeof out === 'object' && out[ENVELOPE]
        ? { message: out.message, data: out.data }
        : { message: '成功', data: out as T };
    }
    calls.push({ method, url, params: {}, ...extra });
    throw httpError(404, `no stub for ${method} ${url}`);
  };
  const http: Http = {
    postForm: (url, body) => send('POST', url, { body }),
    postJson: (url, body) => send('POST', url, { body }),
    putForm: (url, body) => send('PUT', url, { body }),
    putJson: (url, body) => send('PUT', url, { body }),
    putMultipart: (url, body) => send('PUT', url, { body }),
    get: (url, query) => send('GET', url, { query }),
    del: (url, query) => send('DELETE', url, { query }),
    delForm: (url, body) => send('DELETE', url, { body }),
    downloadPost: async (url, body) => void (await send('POST', url, { body })),
    getBlob: async (url, query) =>
      new Blob([JSON.stringify((await send('GET', url, { query })).data)]),
    postBlob: async (url, body, onHeaders) => {
      const data = (await send('POST', url, { body })).data;
      // A handler answering { headers } sets the answer's headers (e.g. x-print-extent).
      const headers = (data as { headers?: Record<string, string> } | null)?.headers;
      onHeaders?.(headers ?? {});
      return new Blob([JSON.stringify(data)]);
    },
    upload: (url, body) => send('POST', url, { body }),
    events: async (url, onEvent) => {
      const out = (await send<{ event: string; data: unknown }[]>('GET', url, {})).data;
      for (const e of out ?? []) onEvent(e.event, JSON.stringify(e.data));
    },
  };
  provideHttp(http);
  return { calls, http };
}
