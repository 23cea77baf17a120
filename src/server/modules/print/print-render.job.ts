import type { CardLayout, LabelSheet, PaperDoc } from '../../../layout';
import {
  renderAnswerKeyPdf,
  renderCardSetPdf,
  renderLabelsPdf,
  renderPaperPdf,
  renderPracticeSetPdf,
  type PracticeCopy,
  type ChunkControl,
  type ImageLoader,
  type ImageLoadResult,
  type LabelContent,
  type PrintResult,
  type PrintStudent,
} from '../../../print';

/** Images of a paper, loaded and checked beforehand by the server (src → bytes or the reason). */
export type PreloadedImages = Record<string, ImageLoadResult>;

/** One document to render: plain data only, so it can be sent to a worker thread. */
export type PrintRenderJob =
  | { kind: 'card-set'; layout: CardLayout; students: PrintStudent[]; title: string }
  | {
      kind: 'labels';
      sheet: LabelSheet;
      students: PrintStudent[];
      content: LabelContent;
      startPosition: number;
    }
  | { kind: 'paper'; doc: PaperDoc; withAnswers: boolean; images: PreloadedImages }
  | { kind: 'answer-key'; doc: PaperDoc; compact: boolean; images: PreloadedImages }
  | { kind: 'practice-set'; copies: PracticeCopy[]; title: string; images: PreloadedImages };

/** A job for a print thread: the document, and chunks to report progress after (when followed). */
export interface PrintThreadJob {
  job: PrintRenderJob;
  chunkSize?: number;
}

/** An image loader answering from preloaded images only. */
const preloaded =
  (images: PreloadedImages): ImageLoader =>
  async (src) =>
    images[src] ?? { ok: false, reason: '图片须通过上传插入' };

/** Renders a print job (on a worker thread, or in-process for a small one or with progress). */
export async function renderPrintJob(
  job: PrintRenderJob,
  control: ChunkControl = {},
): Promise<PrintResult> {
  switch (job.kind) {
    case 'card-set':
      return renderCardSetPdf(job.layout, job.students, { title: job.title, ...control });
    case 'labels':
      return renderLabelsPdf(job.sheet, job.students, {
        content: job.content,
        startPosition: job.startPosition,
        ...control,
      });
    case 'paper':
      return {
        ok: true,
        bytes: await renderPaperPdf(job.doc, {
          withAnswers: job.withAnswers,
          imageLoader: preloaded(job.images),
        }),
      };
    case 'practice-set':
      return renderPracticeSetPdf(job.copies, {
        title: job.title,
        imageLoader: preloaded(job.images),
        ...control,
      });
    case 'answer-key':
      return {
        ok: true,
        bytes: await renderAnswerKeyPdf(job.doc, {
          compact: job.compact,
          imageLoader: preloaded(job.images),
        }),
      };
  }
}
