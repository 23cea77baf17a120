import { describe, expect, it } from 'vitest';
import { fullMarks, paperQuestions, type PlacedBlock } from '../../layout';
import { buildSamplePaper } from '../../../tests/support/sample-paper';
import { blocksOf, firstText, lineText } from '../../../tests/support/flow-queries';
import { layoutPaper } from './paper.pdf';

describe('paper flow', () => {
  it('numbers 小题 across the paper and opens each with its number and score', async () => {
    const paper = buildSamplePaper();
    const flow = await layoutPaper(paper);
    const heads = blocksOf(flow).filter((b) => b.kind === 'question' && b.part === 0);
    expect(heads.map((b) => b.questionNo)).toEqual(paperQuestions(paper).map((q) => q.no));
    expect(heads.map((b) => b.questionNo)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const [i, q] of paperQuestions(paper).entries())
      expect(firstText(heads[i]!)).toMatch(new RegExp(`^${q.no}．（${q.score}分）`));
  });

  it('heads each 大题 with a Chinese numeral, its count and its marks', async () => {
    const paper = buildSamplePaper();
    const flow = await layoutPaper(paper);
    const headings = blocksOf(flow)
      .filter((b) => b.kind === 'section')
      .map(firstText);
    expect(headings[0]).toBe('一、选择题（共8题，共40分）');
    expect(headings).toEqual(
      paper.sections.map((s, i) => {
        const marks = s.questions.reduce((sum, q) => sum + q.score, 0);
        return `${'一二三四五'[i]}、${s.title}（共${s.questions.length}题，共${marks}分）`;
      }),
    );
    const head = blocksOf(flow)
      .slice(0, 5)
      .flatMap((b) => b.lines.map(lineText));
    expect(head).toContain(paper.settings.title);
    expect(head).toContain(
      `考试时间：${paper.settings.examMinutes}分钟\u3000满分：${fullMarks(paper)}分`,
    );
    expect(head.some((t) => t.startsWith('注意事项'))).toBe(true);
  });

  it('never ends a column with a 大题 heading (kept with its first question)', async () => {
    const a3 = buildSamplePaper({ settings: { size: 'A3', sealLine: true } });
    for (const flow of [await layoutPaper(buildSamplePaper()), await layoutPaper(a3)]) {
      const columns = flow.pages.flatMap((p) => p.columns);
      expect(columns.every((c) => c.blocks.at(-1)?.kind !== 'section')).toBe(true);
    }
  });

  it('keeps every line and block inside its column and leaves no page empty', async () => {
    for (const size of ['A4', 'A3', '8K', 'B4', '16K'] as const) {
      for (const subject of ['math', 'physics', 'english'] as const) {
        const flow = await layoutPaper(
          buildSamplePaper({ subject, settings: { size, sealLine: true } }),
          { withAnswers: true },
        );
        for (const page of flow.pages) {
          expect(page.columns.some((c) => c.blocks.length > 0)).toBe(true);
          for (const col of page.columns)
            for (const b of col.blocks) {
              expect(b.rect.y + b.rect.h).toBeLessThanOrEqual(col.rect.y + col.rect.h + 1e-6);
              for (const l of b.lines)
                expect(l.x + l.line.width).toBeLessThanOrEqual(col.rect.x + col.rect.w + 1e-6);
            }
        }
      }
    }
  });

  it('lays A3 out in two columns numbered as pages (第 X 页 共 Y 页 per column)', async () => {
    const flow = await layoutPaper(buildSamplePaper({ settings: { size: 'A3', sealLine: true } }));
    expect(flow.frame.columns).toHaveLength(2);
    const columns = flow.pages.flatMap((p) => p.columns).filter((c) => c.blocks.length > 0);
    expect(flow.pages[0]?.columns.every((c) => c.blocks.length > 0)).toBe(true);
    expect(columns.map((c) => (c.footer ? lineText(c.footer) : ''))).toEqual(
      columns.map((_, i) => `第 ${i + 1} 页 共 ${columns.length} 页`),
    );
    const [left, right] = flow.pages[0]?.columns ?? [];
    expect(right!.rect.x).toBeGreaterThan(left!.rect.x + left!.rect.w);
  });

  it('lays options four to a row, two by two or one per line by their widths', async () => {
    const optionRows = (b: PlacedBlock): number =>
      new Set(b.lines.filter((l) => /^[A-D]．/.test(lineText(l))).map((l) => l.y.toFixed(2))).size;
    const math = blocksOf(await layoutPaper(buildSamplePaper()));
    const q = (no: number) => math.find((b) => b.kind === 'question' && b.questionNo === no)!;
    expect(optionRows(q(1))).toBe(1);
    expect(q(1).lines.filter((l) => /^[A-D]．/.test(lineText(l)))).toHaveLength(4);
    expect(optionRows(q(2))).toBe(2);
    const physics = blocksOf(await layoutPaper(buildSamplePaper({ subject: 'physics' })));
    expect(optionRows(physics.find((b) => b.kind === 'question' && b.questionNo === 4)!)).toBe(4);
  });

  it('prints answers after each question, at the end on a new page, or not at all', async () => {
    const after = blocksOf(
      await layoutPaper(buildSamplePaper({ settings: { answerPlacement: 'after-each' } }), {
        withAnswers: true,
      }),
    );
    for (const [i, b] of after.entries())
      if (b.kind === 'answer') expect(['question', 'part']).toContain(after[i - 1]?.kind);
    expect(after.filter((b) => b.kind === 'answer')).toHaveLength(25);

    const endFlow = await layoutPaper(buildSamplePaper({ settings: { answerPlacement: 'end' } }), {
      withAnswers: true,
    });
    const end = blocksOf(endFlow);
    const title = end.findIndex((b) => b.kind === 'answers-title');
    expect(end.slice(0, title).some((b) => b.kind === 'answer')).toBe(false);
    expect(
      end
        .slice(title)
        .filter((b) => b.kind === 'answer')
        .map(firstText)
        .slice(0, 2),
    ).toEqual(['1．【答案】C', '2．【答案】A']);
    const page = endFlow.pages.findIndex((p) =>
      p.columns.some((c) => c.blocks.some((b) => b.kind === 'answers-title')),
    );
    expect(endFlow.pages[page]?.columns[0]?.blocks[0]?.kind).toBe('answers-title');

    const none = blocksOf(await layoutPaper(buildSamplePaper()));
    expect(none.some((b) => b.kind === 'answer' || b.kind === 'answers-title')).toBe(false);
  });

  it('splits only a block taller than a column, continuing it in the next column', async () => {
    const paper = buildSamplePaper({ subject: 'physics' });
    const q = paper.sections[0]!.questions[0]!;
    q.stem = [{ t: 'text', v: '很长的材料。'.repeat(900) }];
    const flow = await layoutPaper(paper);
    const parts = blocksOf(flow).filter((b) => b.questionNo === q.no && b.kind === 'question');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((b) => b.part)).toEqual(parts.map((_, i) => i));
    const others = blocksOf(flow).filter((b) => b.kind === 'question' && b.questionNo !== q.no);
    expect(others.every((b) => b.part === 0)).toBe(true);
  });

  it('is deterministic', async () => {
    const paper = buildSamplePaper({ settings: { size: 'A3', sealLine: true } });
    expect(await layoutPaper(paper)).toEqual(await layoutPaper(paper));
  });
});
