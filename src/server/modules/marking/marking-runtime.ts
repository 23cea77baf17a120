import type { ServerContext } from '../../context';
import type { BlobStore } from '../../storage/blob-store';
import { blobStoreOf } from '../../storage/blobs';
import { CropQueue } from './crop-queue';
import { markingSignals } from './marking-signals';

/** The marking machinery of one server: the blob store (crops) and the crop queue. */
export class MarkingRuntime {
  readonly store: BlobStore;
  readonly crops: CropQueue;
  private readonly wake = () => this.crops.wake();

  constructor(ctx: ServerContext, store?: BlobStore) {
    this.store = store ?? blobStoreOf(ctx);
    this.crops = new CropQueue(ctx, this.store);
  }

  /** Starts the crop queue (recovering work a crash left) and listens for new pages. */
  async start(): Promise<void> {
    markingSignals.on('crops', this.wake);
    await this.crops.start();
  }

  /** Stops the crop queue. */
  async close(): Promise<void> {
    markingSignals.off('crops', this.wake);
    await this.crops.stop();
  }
}
