import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** One open server-sent-events stream: send an event, end it, and what to undo when it closes. */
export interface EventStream {
  send: (event: string, data: unknown) => void;
  end: () => void;
  onClose: (undo: () => void) => void;
}

/**
 * Server-sent-events streams of one plugin scope. Open streams never end by themselves, so every
 * one still open is ended before the server closes (else a shutdown would wait for its clients).
 */
export function eventStreams(
  app: FastifyInstance,
): (req: FastifyRequest, reply: FastifyReply, keepAliveMs: number) => EventStream {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  return (req, reply, keepAliveMs) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const beat = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
    const end = () => res.end();
    const undo: (() => void)[] = [];
    open.add(end);
    req.raw.on('close', () => {
      open.delete(end);
      clearInterval(beat);
      for (const u of undo) u();
    });
    return {
      send: (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end,
      onClose: (u) => undo.push(u),
    };
  };
}
