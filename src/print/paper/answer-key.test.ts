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
import { layoutPaper, measurerFor, renderAnswerKeyPdf } from './paper.pdf';

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

  it('prints the answer of a question with parts once, whether its answer lists them or not', async () => {
    const paper = buildSamplePaper();
    const q = paperQuestions(paper).find((x) => !isObjective(x.kind))!;
    q.answer = [{ t: 'text', v: '(1) x=1' }, { t: 'br' }, { t: 'text', v: '(2) y=2' }];
    q.parts = [
      { label: '(1)', score: 4, stem: [], answer: [{ t: 'text', v: 'x=1' }] },
      { label: '(2)', score: 4, stem: [], answer: [{ t: 'text', v: 'y=2' }] },
    ];
    const fonts = measurerFor(await loadFontSet());
    const frame = pageFrame('A4', { sealLine: false });
    const flows = [
      flowAnswerKey(paper, frame, fonts, { compact: false }),
      flowAnswerKey(paper, frame, fonts, { compact: true }),
      await layoutPaper(paper, { withAnswers: true }),
    ];
    for (const flow of flows) {
      const block = blocksOf(flow).find((b) => b.kind === 'answer' && b.questionNo === q.no)!;
      const text = block.lines.map(lineText).join('');
      expect(text.match(/x=1/g)).toHaveLength(1);
      expect(text.match(/y=2/g)).toHaveLength(1);
    }
    // An answer that does not list the parts is followed by each part's answer.
    q.answer = [{ t: 'text', v: '见下' }];
    const key = flowAnswerKey(paper, frame, fonts, { compact: false });
    const text = blocksOf(key)
      .find((b) => b.kind === 'answer' && b.questionNo === q.no)!
      .lines.map(lineText)
      .join('');
    expect(text).toContain('见下');
    expect(text).toMatch(/\(1\)x=1.*\(2\)y=2/);
  });
});
