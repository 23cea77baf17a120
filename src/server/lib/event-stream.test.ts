import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventStreams } from './event-stream';

describe('server-sent event streams', () => {
  it('sends events and ends every open stream when the server closes, without waiting for clients', async () => {
    const app = Fastify();
    const closed: string[] = [];
    const open = eventStreams(app);
    app.get('/s', async (req, reply) => {
      const stream = open(req, reply, 60_000);
      stream.send('hello', { n: 1 });
      stream.onClose(() => closed.push('undone'));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/s`);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('event: hello\ndata: {"n":1}\n\n');
    const t0 = Date.now();
    await app.close();
    expect(Date.now() - t0).toBeLessThan(1000);
    expect((await reader.read()).done).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(closed).toEqual(['undone']);
  });
});
