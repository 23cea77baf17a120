import { join } from 'node:path';
import type { ServerContext } from '../context';
import { FsBlobStore, type BlobStore } from './blob-store';

const stores = new Map<string, BlobStore>();

/** The blob store of uploads (materials, screenshots): DATA_DIR/blobs, one instance per folder. */
export function blobStoreOf(ctx: Pick<ServerContext, 'config'>): BlobStore {
  const root = join(ctx.config.dataDir, 'blobs');
  let store = stores.get(root);
  if (!store) {
    store = new FsBlobStore(root);
    stores.set(root, store);
  }
  return store;
}
