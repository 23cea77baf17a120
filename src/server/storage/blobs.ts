import type { StoreConfig } from '../config';
import type { ServerContext } from '../context';
import { FsBlobStore, type BlobStore } from './blob-store';
import { S3BlobStore, s3ClientOf } from './s3-blob-store';

const stores = new Map<string, BlobStore>();

/** Makes the configured store: the local folder (default) or the S3 bucket. */
export function createBlobStore(config: StoreConfig): BlobStore {
  return config.kind === 's3'
    ? new S3BlobStore(s3ClientOf(config), config.bucket, config.prefix)
    : new FsBlobStore(config.root);
}

/**
 * The server's blob store (scans, crops, uploads): DATA_DIR/blobs, or the S3 bucket when
 * S3_BUCKET is set; one instance per configured place.
 */
export function blobStoreOf(ctx: Pick<ServerContext, 'config'>): BlobStore {
  const { store: config } = ctx.config;
  const id = JSON.stringify(config);
  let store = stores.get(id);
  if (!store) {
    store = createBlobStore(config);
    stores.set(id, store);
  }
  return store;
}
