import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../../shared/api';

/** `content-disposition` with an ASCII fallback and the Chinese name RFC 5987-encoded. */
export const contentDisposition = (fileName: string): string =>
  `attachment; filename="print.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Sends PDF bytes as a download named in Chinese. */
export const sendPdf = (reply: FastifyReply, file: { bytes: Uint8Array; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));

/** OpenAPI description of a PDF answer (errors stay JSON `{ message }`). */
export const pdfResponse = {
  description: 'PDF 文件；中文文件名见 content-disposition 的 filename*（RFC 5987）',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Schema parts of a POST JSON → PDF route (`more` adds answers such as 409). */
export const pdfRoute = <B extends z.ZodType>(
  summary: string,
  body: B,
  more: Record<number, typeof errorBody> = {},
) => ({
  schema: {
    tags: ['print'],
    summary,
    security: [{ bearer: [] }],
    body,
    response: { 200: pdfResponse, ...errors, ...more },
  },
});
