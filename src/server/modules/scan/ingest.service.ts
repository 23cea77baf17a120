import type { ServerContext } from '../../context';
import type { BlobStore, StoredBlob } from '../../storage/blob-store';
import { newId, nowIso } from '../../lib/ids';

/** What happened to one uploaded file. */
export interface IngestedFile {
  fileId: string;
  name: string;
  /** stored: kept and queued; duplicate: the very same bytes were uploaded before (not counted twice). */
  status: 'stored' | 'duplicate';
  duplicateOf?: { fileId: string; name: string; batchId: string };
}

/**
 * Keeps uploaded files first: each file's bytes are written durably to the blob store and the file
 * is recorded before anything else (the queue then splits it into pages once, off the request). Identical bytes already uploaded for this school (in
 * a batch that was not deleted) are recorded as a duplicate and never become pages again.
 */
export async function ingestFiles(
  ctx: ServerContext,
  store: BlobStore,
  batch: { id: string; orgId: string },
  userId: string,
  files: { name: string; bytes: Uint8Array }[],
): Promise<IngestedFile[]> {
  const stored = [];
  for (const f of files) stored.push({ name: f.name, blob: await store.put(f.bytes) });
  return ingestStored(ctx, batch, userId, stored);
}

/** Records files already kept in the blob store (streamed there by the upload), as ingestFiles. */
export async function ingestStored(
  ctx: ServerContext,
  batch: { id: string; orgId: string },
  userId: string,
  files: { name: string; blob: StoredBlob }[],
): Promise<IngestedFile[]> {
  const out: IngestedFile[] = [];
  for (const file of files) {
    const stored = file.blob;
    const hash = stored.sha256;
    const earlier = await ctx.db
      .selectFrom('scanFiles')
      .innerJoin('scanBatches', 'scanBatches.id', 'scanFiles.batchId')
      .select(['scanFiles.id', 'scanFiles.name', 'scanFiles.batchId'])
      .where('scanFiles.orgId', '=', batch.orgId)
      .where('scanFiles.sha256', '=', hash)
      .where('scanFiles.status', '!=', 'duplicate')
      .where('scanBatches.deletedAt', 'is', null)
      .executeTakeFirst();
    const fileId = newId(ctx.now());
    const at = nowIso(ctx.now());
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('scanFiles')
        .values({
          id: fileId,
          orgId: batch.orgId,
          batchId: batch.id,
          sha256: hash,
          blobKey: stored.key,
          name: file.name.slice(0, 200),
          size: stored.size,
          pageCount: null,
          status: earlier ? 'duplicate' : 'stored',
          reason: earlier ? `与已上传的文件“${earlier.name}”完全相同，不重复计入` : null,
          receivedBy: userId,
          receivedAt: at,
        })
        .execute();
      await trx
        .insertInto('scanEvents')
        .values({
          id: newId(ctx.now()),
          orgId: batch.orgId,
          batchId: batch.id,
          pageId: null,
          actorId: userId,
          action: earlier ? 'upload-duplicate' : 'upload',
          detail: JSON.stringify({ fileId, name: file.name, size: stored.size, sha256: hash }),
          at,
        })
        .execute();
    });
    out.push(
      earlier
        ? {
            fileId,
            name: file.name,
            status: 'duplicate',
            duplicateOf: { fileId: earlier.id, name: earlier.name, batchId: earlier.batchId },
          }
        : { fileId, name: file.name, status: 'stored' },
    );
  }
  return out;
}
