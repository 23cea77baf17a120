import {
  flowAnswerKey,
  flowPaper,
  pageFrame,
  type FlowMeasurer,
  type PaperDoc,
  type PaperFlow,
  type PaperSize,
} from '../../layout';
import { loadFontSet, type FontLoader, type FontSet } from '../fonts';
import { createPrintDocument } from '../pdf/print-document';
import { dataUrlImageLoader, type ImageLoader } from '../pdf/images';
import { createTextMeasurer, memoMeasurer } from '../text/text-measurer';
import { drawFlow } from './flow.draw';

/** Where fonts and images come from (defaults: node_modules in Node, data: URLs for images; a given loader is the only image source). */
export interface PrintSources {
  fontLoader?: FontLoader;
  imageLoader?: ImageLoader;
}

/** Paper PDF options: print the answers too (after each question or at the end, per settings). */
export interface PaperPdfOptions extends PrintSources {
  withAnswers?: boolean;
}

/** Answer key options: compact = answers only (objective keys five to a row); size defaults to A4. */
export interface AnswerKeyPdfOptions extends PrintSources {
  compact: boolean;
  size?: PaperSize;
}

const measurers = new WeakMap<FontSet, FlowMeasurer>();
/** The flow measurer for a font set, made once (it remembers the paragraphs it laid out). */
export const measurerFor = (fonts: FontSet): FlowMeasurer => {
  let m = measurers.get(fonts);
  if (!m) {
    m = memoMeasurer(createTextMeasurer(fonts));
    measurers.set(fonts, m);
  }
  return m;
};

const toPdf = async (
  flow: PaperFlow,
  title: string,
  fontSet: FontSet,
  sources: PrintSources,
): Promise<Uint8Array> => {
  const { doc, fonts } = await createPrintDocument(title, fontSet);
  await drawFlow(doc, flow, fonts, sources.imageLoader ?? dataUrlImageLoader);
  return doc.save();
};

/** Lays out a paper on its size (A4, A3/8K in two columns with the 密封线 gutter when set, B4, 16K). */
export const layoutPaper = async (
  paper: PaperDoc,
  opts: PaperPdfOptions = {},
): Promise<PaperFlow> => {
  const fonts = await loadFontSet(opts.fontLoader);
  const frame = pageFrame(paper.settings.size, { sealLine: paper.settings.sealLine });
  return flowPaper(paper, frame, measurerFor(fonts), { withAnswers: opts.withAnswers ?? false });
};

/** Renders a paper (试卷) to PDF bytes. */
export const renderPaperPdf = async (
  paper: PaperDoc,
  opts: PaperPdfOptions = {},
): Promise<Uint8Array> => {
  const fonts = await loadFontSet(opts.fontLoader);
  return toPdf(await layoutPaper(paper, opts), paper.settings.title, fonts, opts);
};

/** Renders a paper's answer key: 答案 and 解析 per question with its numbering and scores. */
export const renderAnswerKeyPdf = async (
  paper: PaperDoc,
  opts: AnswerKeyPdfOptions,
): Promise<Uint8Array> => {
  const fonts = await loadFontSet(opts.fontLoader);
  const frame = pageFrame(opts.size ?? 'A4', { sealLine: false });
  const flow = flowAnswerKey(paper, frame, measurerFor(fonts), { compact: opts.compact });
  return toPdf(
    flow,
    `${paper.settings.title}（${opts.compact ? '参考答案' : '参考答案与解析'}）`,
    fonts,
    opts,
  );
};
