import { describe, expect, it } from 'vitest';
import {
  flowAnswerKey,
  isObjective,
  keyText,
  pageFrame,
  paperQuestions,
  type PaperFlow,
} from '../../layout';
import { buildSamplePaper } from '../../../tests/support/sample-paper';
import { blocksOf, lineText } from '../../../tests/support/flow-queries';
import { pageSizes, pdfFonts, pdfTitle } from '../../../tests/support/pdf-tools';
import { loadFontSet } from '../fonts';
import { measurerFor, renderAnswerKeyPdf } from './paper.pdf';

const keyFlow = async (compact: boolean): Promise<PaperFlow> =>
  flowAnswerKey(
    buildSamplePaper(),
    pageFrame('A4', { sealLine: false }),
    measurerFor(await loadFontSet()),
    {
      compact,
    },
  );

describe('answer key', () => {
  it('gives every question its number, score, answer and 解析', async () => {
    const paper = buildSamplePaper();
    const answers = blocksOf(await keyFlow(false)).filter((b) => b.kind === 'answer');
    expect(answers.map((b) => b.questionNo)).toEqual(paperQuestions(paper).map((q) => q.no));
    for (const q of paperQuestions(paper)) {
      const text = answers
        .find((b) => b.questionNo === q.no)!
        .lines.map(lineText)
        .join('');
      expect(text.startsWith(`${q.no}．（${q.score}分）【答案】`)).toBe(true);
      if (isObjective(q.kind)) expect(text).toContain(`【答案】${keyText(q)}`);
      expect(text.includes('【解析】')).toBe(q.analysis.length > 0);
    }
  });

  it('compact: objective keys five to a table row, subjective answers without 解析', async () => {
    const paper = buildSamplePaper();
    const blocks = blocksOf(await keyFlow(true));
    const tables = blocks.filter((b) => b.kind === 'key-table');
    const objective = paper.sections.filter((s) => isObjective(s.kind));
    expect(tables).toHaveLength(objective.length);
    tables.forEach((table, i) => {
      const questions = objective[i]!.questions;
      expect(table.lines.map(lineText)).toEqual(questions.map((q) => `${q.no}．${keyText(q)}`));
      const rows = new Set(table.lines.map((l) => l.y.toFixed(2)));
      expect(rows.size).toBe(Math.ceil(questions.length / 5));
      expect(table.rules.length).toBeGreaterThan(0);
    });
    const text = blocks.flatMap((b) => b.lines.map(lineText)).join('');
    expect(text).not.toContain('【解析】');
    expect(blocks.filter((b) => b.kind === 'answer').map((b) => b.questionNo)).toEqual(
      paperQuestions(paper)
        .filter((q) => !isObjective(q.kind))
        .map((q) => q.no),
    );
  });

  it('renders A4 PDFs with embedded subset fonts; the compact key is shorter', async () => {
    const paper = buildSamplePaper();
    const [full, compact] = await Promise.all([
      renderAnswerKeyPdf(paper, { compact: false }),
      renderAnswerKeyPdf(paper, { compact: true }),
    ]);
    const [fullPages, compactPages] = await Promise.all([pageSizes(full), pageSizes(compact)]);
    expect(compactPages.length).toBeLessThan(fullPages.length);
    for (const s of [...fullPages, ...compactPages])
      expect(s).toEqual({ width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1) });
    expect((await pdfFonts(compact)).every((f) => f.emb && f.sub)).toBe(true);
    expect(await pdfTitle(full)).toBe(`${paper.settings.title}（参考答案与解析）`);
  });
});
