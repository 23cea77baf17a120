import type { PaperDoc } from '../../../layout';
import type { PrintResult } from '../../../print';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { WorkerPool } from '../../workers/pool';
import { WorkerTimeoutError } from '../../workers/run-once';
import { storedImageLoader } from './print-images';
import { renderPrintJob, type PreloadedImages, type PrintRenderJob } from './print-render.job';

/**
 * Above these sizes a document renders on a print thread of its own, so a grade's cards or a long
 * paper never hold up other requests; smaller ones render in-process (no hand-over cost).
 */
export const OFF_THREAD = { students: 40, labels: 200, questions: 30, images: 1 };

/** Longest a print may take on its thread. */
const RENDER_TIMEOUT_MS = 3 * 60_000;

let pool: WorkerPool<PrintRenderJob, PrintResult> | undefined;

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

/** Renders a job: a large one on the print thread (made on first use), a small one here. */
export async function renderPrint(job: PrintRenderJob): Promise<PrintResult> {
  if (!isLargePrint(job)) return renderPrintJob(job);
  pool ??= new WorkerPool<PrintRenderJob, PrintResult>(
    new URL('../../workers/print.worker.ts', import.meta.url),
    1,
    { unref: true },
  );
  try {
    return await pool.run(job, [], { timeoutMs: RENDER_TIMEOUT_MS });
  } catch (err) {
    if (err instanceof WorkerTimeoutError) throw fail.badRequest('文件生成超时，请减少份数后重试');
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

/** The paper's images, loaded here (size- and pixel-checked) so the print thread needs no files. */
export async function preloadImages(ctx: ServerContext, doc: PaperDoc): Promise<PreloadedImages> {
  const load = storedImageLoader(ctx);
  const images: PreloadedImages = {};
  for (const src of imageSources(doc)) images[src] = await load(src);
  return images;
}
