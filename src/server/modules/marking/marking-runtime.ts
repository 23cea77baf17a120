import type { ServerContext } from '../../context';
import type { BlobStore } from '../../storage/blob-store';
import { blobStoreOf } from '../../storage/blobs';
import { CropQueue } from './crop-queue';
import { markingSignals } from './marking-signals';
import { startScoreRefresh, stopScoreRefresh } from './score-refresh';

/** The marking machinery of one server: the blob store (crops), the crop queue, the scores refresh. */
export class MarkingRuntime {
  readonly store: BlobStore;
  readonly crops: CropQueue;
  private readonly wake = () => this.crops.wake();

  constructor(
    private readonly ctx: ServerContext,
    store?: BlobStore,
  ) {
    this.store = store ?? blobStoreOf(ctx);
    this.crops = new CropQueue(ctx, this.store);
  }

  /** Starts the crop queue and the scores refresh (recovering work a crash left), listens for new pages. */
  async start(): Promise<void> {
    markingSignals.on('crops', this.wake);
    // Several API instances (Redis): each sweeps for refreshes a killed one left.
    await startScoreRefresh(this.ctx.db, { sweep: this.ctx.config.redis !== null });
    await this.crops.start();
  }

  /** Stops the crop queue and finishes pending score refreshes. */
  async close(): Promise<void> {
    markingSignals.off('crops', this.wake);
    await this.crops.stop();
    await stopScoreRefresh(this.ctx.db);
  }
}
