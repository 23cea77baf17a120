import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import type { TestApp } from '../../../testing/test-app';

/** One server-sent event, its data parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** An open event stream: the next event (within `timeoutMs`), and closing it. */
export interface OpenStream {
  next(timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

const listening = new WeakMap<TestApp, Promise<string>>();

/** The base URL of the test app, listening on a free port from the first call on (once). */
function baseUrl(t: TestApp): Promise<string> {
  let url = listening.get(t);
  if (!url) {
    url = t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .then(() => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    listening.set(t, url);
  }
  return url;
}

/** Opens a server-sent event stream of the test app over real HTTP (fetch). */
export async function openStream(t: TestApp, path: string, token?: string): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${await baseUrl(t)}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const queue: StreamEvent[] = [];
  let wake: (() => void) | null = null;
  const parser = createParser({
    onEvent: (e) => {
      queue.push({ event: e.event ?? 'message', data: JSON.parse(e.data) as unknown });
      wake?.();
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  })().catch(() => undefined);
  return {
    async next(timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() > end) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return queue.shift()!;
    },
    close: () => abort.abort(),
  };
}
