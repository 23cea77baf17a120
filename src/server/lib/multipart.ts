import type { FastifyRequest } from 'fastify';
import { ERRORS } from '../../shared/errors';
import { AppError, fail } from './app-error';

/** One uploaded file, read into memory. */
export interface Upload {
  field: string;
  name: string;
  mime: string;
  bytes: Buffer;
}

/**
 * Reads a multipart request: its files (each at most `maxBytes`, at most `maxFiles` of them) and
 * its text fields. Too large a file answers 413 上传的文件过大（最大 N MB）.
 */
export async function readMultipart(
  request: FastifyRequest,
  opts: { maxBytes: number; maxFiles: number },
): Promise<{ files: Upload[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw fail.badRequest('请以 multipart/form-data 方式上传文件');
  const files: Upload[] = [];
  const fields: Record<string, string> = {};
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `${ERRORS.PAYLOAD_TOO_LARGE.message}（最大 ${Math.round(opts.maxBytes / 1024 / 1024)} MB）`,
    );
  for await (const part of request.parts({ limits: { fileSize: opts.maxBytes } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (files.length >= opts.maxFiles)
      throw fail.badRequest(`一次最多上传 ${opts.maxFiles} 个文件`);
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    });
    if (part.file.truncated) throw tooLarge();
    files.push({ field: part.fieldname, name: part.filename, mime: part.mimetype, bytes });
  }
  return { files, fields };
}
