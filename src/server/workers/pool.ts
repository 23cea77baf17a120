import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { WorkerTimeoutError } from './run-once';

/** A message to a pool worker: a job id and its input; the answer carries the same id. */
export interface PoolRequest<I> {
  id: number;
  input: I;
}
/** A pool worker's answer. */
export type PoolResponse<O> =
  { id: number; ok: true; output: O } | { id: number; ok: false; error: string };
/** A pool worker's word about a job still running (its progress), for the job's `onNote`. */
export interface PoolNote {
  id: number;
  note: unknown;
}
/** Asks a pool worker to cancel a running job: the handler's signal aborts. */
export interface PoolCancel {
  cancel: number;
}
/** How a caller follows and stops one job. */
export interface RunOptions {
  timeoutMs?: number;
  /** Receives what the worker says while the job runs. */
  onNote?: (note: unknown) => void;
  /** Cancels the job: a queued one is dropped (rejects), a running one is told to stop. */
  signal?: AbortSignal;
}

interface Job<I, O> {
  id: number;
  input: I;
  resolve: (o: O) => void;
  reject: (e: Error) => void;
  transfer?: ArrayBuffer[];
  timeoutMs?: number;
  onNote?: (note: unknown) => void;
  signal?: AbortSignal;
}

interface Slot<I, O> {
  worker: Worker;
  busy: boolean;
  job?: Job<I, O>;
  timer?: NodeJS.Timeout;
}

/**
 * A fixed pool of worker threads running one TypeScript module (one per core by default). A crashed
 * worker fails only its job and is replaced; the pool keeps going.
 */
export class WorkerPool<I, O> {
  private readonly slots: Slot<I, O>[] = [];
  private readonly queue: Job<I, O>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly entry: URL,
    readonly size: number = availableParallelism(),
    /** Let the process exit while the pool's threads idle (a pool made on first use, never closed); a busy thread holds it. */
    private readonly opts: { unref?: boolean } = {},
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot<I, O> {
    const worker = new Worker(new URL('./bootstrap.mjs', import.meta.url), {
      workerData: { entry: this.entry.href },
    });
    if (this.opts.unref) worker.unref();
    const slot: Slot<I, O> = { worker, busy: false };
    worker.on('message', (msg: PoolResponse<O> | PoolNote) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      if ('note' in msg) {
        job.onNote?.(msg.note);
        return;
      }
      clearTimeout(slot.timer);
      slot.job = undefined;
      slot.busy = false;
      if (this.opts.unref) worker.unref();
      if (msg.ok) job.resolve(msg.output);
      else job.reject(new Error(msg.error));
      this.pump();
    });
    worker.on('error', (err) => this.replace(slot, err));
    worker.on('exit', (code) => {
      if (!this.closed && code !== 0) this.replace(slot, new Error(`worker exited with ${code}`));
    });
    return slot;
  }

  private replace(slot: Slot<I, O>, err: Error): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    job?.reject(err);
    const i = this.slots.indexOf(slot);
    if (i >= 0 && !this.closed) {
      void slot.worker.terminate();
      this.slots[i] = this.spawn();
      this.pump();
    }
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.queue.shift();
      if (!next) return;
      slot.busy = true;
      slot.job = next;
      if (this.opts.unref) slot.worker.ref();
      if (next.timeoutMs !== undefined) {
        const limit = next.timeoutMs;
        // Past its limit the job's thread is ended (even inside a busy loop) and replaced.
        slot.timer = setTimeout(() => {
          if (slot.job === next)
            this.replace(slot, new WorkerTimeoutError(`worker ran over ${limit} ms`));
        }, limit);
      }
      slot.worker.postMessage(
        { id: next.id, input: next.input } satisfies PoolRequest<I>,
        next.transfer ?? [],
      );
    }
  }

  /**
   * Runs one job on the next free worker; with `timeoutMs`, a job running longer (from when a
   * worker takes it) rejects with WorkerTimeoutError and its worker is replaced. The worker's
   * notes reach `onNote`; aborting `signal` cancels the job.
   */
  run(input: I, transfer?: ArrayBuffer[], opts: RunOptions = {}): Promise<O> {
    if (this.closed) return Promise.reject(new Error('pool closed'));
    return new Promise<O>((resolve, reject) => {
      const job: Job<I, O> = { id: this.nextId++, input, resolve, reject, transfer, ...opts };
      opts.signal?.addEventListener(
        'abort',
        () => {
          const queued = this.queue.indexOf(job);
          if (queued >= 0) {
            this.queue.splice(queued, 1);
            reject(new Error('cancelled'));
          }
          const slot = this.slots.find((s) => s.job === job);
          slot?.worker.postMessage({ cancel: job.id } satisfies PoolCancel);
        },
        { once: true },
      );
      this.queue.push(job);
      this.pump();
    });
  }

  /** Stops every worker; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const s of this.slots) clearTimeout(s.timer);
    for (const job of this.queue.splice(0)) job.reject(new Error('pool closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
