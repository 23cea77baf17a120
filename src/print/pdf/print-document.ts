import { PDFDocument } from 'pdf-lib';
import { embedFontSet, type EmbeddedFonts, type FontSet } from '../fonts';

/** A new PDF with Chinese metadata and both font weights embedded as subsets. */
export const createPrintDocument = async (
  title: string,
  fontSet: FontSet,
): Promise<{ doc: PDFDocument; fonts: EmbeddedFonts }> => {
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage('zh-CN');
  doc.setCreator('作业与网阅');
  doc.setProducer('作业与网阅 打印引擎（pdf-lib）');
  return { doc, fonts: await embedFontSet(doc, fontSet) };
};
