/** How many pages a paper's printed documents should have, worked out here rather than by the server. */
import { flowAnswerKey, layoutCard, pageFrame, type PaperDoc } from '../../src/layout';
import { layoutPaper, loadFontSet, measurerFor } from '../../src/print';

/** Page counts of a paper's 试卷, 答案与解析 and blank 答题卡. */
export interface PaperPageCounts {
  paper: number;
  key: number;
  card: number;
}

/**
 * Lays the paper's doc (as GET /teacher/paper/:id answers it) out with the layout functions the
 * documents are drawn from: the paper on its size, the key on A4 (the server's default), the card.
 */
export async function expectedPaperPages(doc: PaperDoc): Promise<PaperPageCounts> {
  const measurer = measurerFor(await loadFontSet());
  const key = flowAnswerKey(doc, pageFrame('A4', { sealLine: false }), measurer, {
    compact: false,
  });
  return {
    paper: (await layoutPaper(doc)).pages.length,
    key: key.pages.length,
    card: layoutCard(doc).pages.length,
  };
}
