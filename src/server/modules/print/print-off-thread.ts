import type { PaperDoc } from '../../../layout';
import { availableParallelism } from 'node:os';
import { CANCELLED, type ChunkControl, type PrintResult } from '../../../print';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { WorkerPool } from '../../workers/pool';
import { WorkerTimeoutError } from '../../workers/run-once';
import { storedImageLoader } from './print-images';
import {
  renderPrintJob,
  type PreloadedImages,
  type PrintRenderJob,
  type PrintThreadJob,
} from './print-render.job';

/**
 * Above these sizes a document renders on a print thread of its own, so a grade's cards or a long
 * paper never hold up other requests; smaller ones render in-process (no hand-over cost).
 */
export const OFF_THREAD = { students: 40, labels: 200, questions: 30, images: 1 };

/** Longest a print may take on its thread. */
const RENDER_TIMEOUT_MS = 3 * 60_000;

/** Print threads kept for the server's life (made on first use): fonts parsed once per thread. */
let pool: WorkerPool<PrintThreadJob, PrintResult> | undefined;
const printPool = (): WorkerPool<PrintThreadJob, PrintResult> =>
  (pool ??= new WorkerPool<PrintThreadJob, PrintResult>(
    new URL('../../workers/print.worker.ts', import.meta.url),
    Math.min(2, availableParallelism()),
    { unref: true },
  ));

const questionsOf = (doc: PaperDoc): number =>
  doc.sections.reduce((n, s) => n + s.questions.length, 0);

/** Tells whether a job is large enough to render on the print thread. */
export const isLargePrint = (job: PrintRenderJob): boolean => {
  switch (job.kind) {
    case 'card-set':
      return job.students.length > OFF_THREAD.students;
    case 'labels':
      return job.students.length > OFF_THREAD.labels;
    case 'practice-set':
      return job.copies.length > 1;
    default:
      return (
        questionsOf(job.doc) > OFF_THREAD.questions ||
        Object.keys(job.images).length >= OFF_THREAD.images
      );
  }
};

/** Renders a job: a large one on a print thread, a small one here. */
export async function renderPrint(job: PrintRenderJob): Promise<PrintResult> {
  if (!isLargePrint(job)) return renderPrintJob(job);
  try {
    return await printPool().run({ job }, [], { timeoutMs: RENDER_TIMEOUT_MS });
  } catch (err) {
    if (err instanceof WorkerTimeoutError) throw fail.badRequest('文件生成超时，请减少份数后重试');
    throw err;
  }
}

/**
 * Renders a background print (a grade's practice) on a kept print thread, so a job pays no thread
 * start: progress after each chunk, and cancelling stops it between chunks.
 */
export async function renderInBackground(
  job: PrintRenderJob,
  control: ChunkControl,
): Promise<PrintResult> {
  try {
    return await printPool().run({ job, chunkSize: control.chunkSize ?? 20 }, [], {
      onNote: (note) => {
        const [done = 0, total = 0] = note as number[];
        control.onProgress?.(done, total);
      },
      ...(control.signal ? { signal: control.signal } : {}),
    });
  } catch (err) {
    if (control.signal?.aborted) return { ok: false, reason: CANCELLED };
    throw err;
  }
}

/** Every image source named anywhere in a paper (`seed:` or `upload:` strings). */
const imageSources = (value: unknown, out = new Set<string>()): Set<string> => {
  if (typeof value === 'string') {
    if (/^(seed|upload):[\w.-]+$/.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) imageSources(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) imageSources(v, out);
  return out;
};

/**
 * The paper's images, loaded here (size- and pixel-checked) so the print thread needs no files;
 * added to `images` when given, where those already there are not loaded again.
 */
export async function preloadImages(
  ctx: ServerContext,
  doc: PaperDoc,
  images: PreloadedImages = {},
): Promise<PreloadedImages> {
  const load = storedImageLoader(ctx);
  for (const src of imageSources(doc)) if (!(src in images)) images[src] = await load(src);
  return images;
}
