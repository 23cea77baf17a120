import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { errorBody } from '../../../shared/api/envelope';

/** OpenAPI tags and security of a marking route. */
export const markingDoc = (summary: string) => ({
  tags: ['marking'],
  summary,
  security: [{ bearer: [] }],
});

/** Error answers of marking routes. */
export const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};

/** A path id. */
export const idParams = z.object({ id: z.string() });

/** Sends bytes of a type (private: they show a student's work). */
export const sendBytes = (reply: FastifyReply, type: string, bytes: Uint8Array, name?: string) => {
  reply.type(type).header('cache-control', 'private, max-age=3600');
  if (name)
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
};
