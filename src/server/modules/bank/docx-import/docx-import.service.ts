import type { Inline, RichText } from '../../../../layout';
import type { ImportedQuestion, ImportPreview } from '../../../../shared/api';
import type { ServerContext } from '../../../context';
import { fail } from '../../../lib/app-error';
import { MAX_IMAGE_BYTES, imageType, storeImage, toPng } from '../question-image.service';
import { WorkerTimeoutError, runOnce } from '../../../workers/run-once';
import type { ParsedDocx } from './docx-parse';
import { IMPORT_TIME_LIMIT_MS, LIMIT_MESSAGES } from './limits';
import type { DocxImage } from './read.stage';

/** Largest Word file taken by the import. */
export const MAX_DOCX_BYTES = 20 * 1024 * 1024;

type Stored = Inline | null;

/** Stores one document image (converted to PNG when it is another raster format). */
async function store(ctx: ServerContext, img: DocxImage | undefined): Promise<Stored> {
  if (!img) return null;
  const data = imageType(img.data) ? img.data : await toPng(img.data);
  if (!data || data.length > MAX_IMAGE_BYTES) return null;
  try {
    const { src, w, h } = await storeImage(ctx, data);
    return { t: 'img', src, w, h };
  } catch {
    return null;
  }
}

/** Replaces the document's image references in a question by stored upload images. */
async function withImages(
  ctx: ServerContext,
  q: ImportedQuestion,
  images: DocxImage[],
  cache: Map<string, Promise<Stored>>,
): Promise<ImportedQuestion> {
  const lost: string[] = [];
  const fix = async (rt: RichText): Promise<RichText> => {
    const out: Inline[] = [];
    for (const r of rt) {
      const m = r.t === 'img' ? /^docx-image:(\d+)$/.exec(r.src) : null;
      if (!m) {
        out.push(r);
        continue;
      }
      const i = Number(m[1]);
      if (!cache.has(m[0])) cache.set(m[0], store(ctx, images[i]));
      const stored = await cache.get(m[0]);
      if (stored) out.push(stored);
      else lost.push(images[i]?.contentType ?? '未知');
    }
    return out;
  };
  const next: ImportedQuestion = {
    ...q,
    stem: await fix(q.stem),
    options: await Promise.all(
      q.options.map(async (o) => ({ ...o, content: await fix(o.content) })),
    ),
    answer: await fix(q.answer),
    analysis: await fix(q.analysis),
    parts: await Promise.all(
      q.parts.map(async (p) => ({ ...p, stem: await fix(p.stem), answer: await fix(p.answer) })),
    ),
  };
  for (const type of lost)
    next.problems.push(
      `第${q.index}题有一张图片无法识别（${type}，多为 MathType 公式或绘图对象），请在预览中重新插入`,
    );
  return next;
}

/** Largest heap of the import thread: a hostile file fails alone instead of growing the server. */
const IMPORT_HEAP_MB = 1024;

/** Parses the file in a worker thread with a time limit, so no Word file stalls the event loop. */
async function parseOffThread(buffer: Buffer): Promise<ParsedDocx> {
  const entry = new URL('./docx-import.worker.ts', import.meta.url);
  try {
    return await runOnce<Uint8Array, ParsedDocx>(entry, buffer, {
      timeoutMs: IMPORT_TIME_LIMIT_MS,
      maxHeapMb: IMPORT_HEAP_MB,
    });
  } catch (err) {
    if (err instanceof WorkerTimeoutError) throw fail.badRequest(LIMIT_MESSAGES.time);
    if (
      err instanceof Error &&
      /ERR_WORKER_OUT_OF_MEMORY|exited/.test(
        `${err.message} ${String((err as { code?: string }).code)}`,
      )
    )
      throw fail.badRequest(LIMIT_MESSAGES.inflated);
    throw err;
  }
}

/**
 * Reads a Word file of numbered questions into a preview (nothing is saved): questions with
 * what was not understood, and notes on the whole document. Images are stored as uploads.
 */
export async function previewDocx(ctx: ServerContext, buffer: Buffer): Promise<ImportPreview> {
  const parsed = await parseOffThread(buffer);
  if (!parsed.ok) throw fail.badRequest(parsed.message);
  const images = parsed.images.map((i) => ({
    contentType: i.contentType,
    data: Buffer.from(i.data),
  }));
  const cache = new Map<string, Promise<Stored>>();
  const questions: ImportedQuestion[] = [];
  for (const q of parsed.questions) questions.push(await withImages(ctx, q, images, cache));
  const { warnings, defaulted } = parsed;
  if (defaulted) warnings.push(`${defaulted} 道题未标分值，已按题型默认分值填写，请核对`);
  if (!questions.length) warnings.push('没有识别到题目：请确认每道题以“1.”或“1、”等题号开头');
  return { questions, warnings };
}
