import type { FastifyRequest } from 'fastify';
import { AppError, fail } from '../../lib/app-error';
import type { BlobStore, StoredBlob } from '../../storage/blob-store';

const mb = (bytes: number): number => Math.round(bytes / 1024 / 1024);

/**
 * Streams every file of a multipart request (field `files`, many per request) straight into the
 * blob store: no file is held in memory. A file over `scanFileBytes` or a request whose files
 * together pass `scanRequestBytes` answers 413 in Chinese, and the blobs this request created are
 * removed again.
 */
export async function streamUploads(
  request: FastifyRequest,
  store: BlobStore,
  limits: { scanFileBytes: number; scanRequestBytes: number },
): Promise<{ name: string; blob: StoredBlob }[]> {
  if (!request.isMultipart()) throw fail.badRequest('请以 multipart/form-data 方式上传文件');
  const files: { name: string; blob: StoredBlob }[] = [];
  const created: string[] = [];
  let total = 0;
  async function* counted(source: AsyncIterable<Uint8Array>) {
    for await (const chunk of source) {
      total += chunk.byteLength;
      if (total > limits.scanRequestBytes)
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `本次上传的文件合计超过 ${mb(limits.scanRequestBytes)} MB，请分批上传`,
        );
      yield chunk;
    }
  }
  try {
    for await (const part of request.files()) {
      const blob = await store.putStream(counted(part.file));
      if (blob.created) created.push(blob.key);
      files.push({ name: part.filename || `第${files.length + 1}个文件`, blob });
    }
  } catch (err) {
    await Promise.all(created.map((key) => store.delete(key)));
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `单个扫描文件不能超过 ${mb(limits.scanFileBytes)} MB，请在扫描软件中分成几个文件`,
      );
    throw err;
  }
  return files;
}
