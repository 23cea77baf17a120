import { describe, expect, it } from 'vitest';
import {
  darkPixels,
  matchSnapshot,
  pageSizes,
  pdfFonts,
  pdfText,
  pdfWords,
  rasterise,
} from '../../../tests/support/pdf-tools';
import { renderGradeSummaryPdf, renderReportSlipsPdf, renderScoreSheetPdf } from './render-report';
import { buildGradeSummary, buildScoreSheet, buildSlips } from './reports.fixture';

const MM_TO_PX = (dpi: number) => dpi / 25.4;

/** Dark pixels inside the box of the first word containing `text` on a page (CJK not blank). */
const inkOf = async (pdf: Uint8Array, page: number, text: string): Promise<number> => {
  const word = (await pdfWords(pdf, page)).find((w) => w.text.includes(text));
  expect(word, `"${text}" on page ${page}`).toBeTruthy();
  const [png] = await rasterise(pdf, { dpi: 150, page });
  const k = MM_TO_PX(150);
  return darkPixels(png!, {
    left: word!.x * k,
    top: word!.y * k,
    width: word!.w * k,
    height: word!.h * k,
  });
};

const expectEmbeddedSubsets = async (pdf: Uint8Array) => {
  const fonts = await pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const f of fonts) {
    expect(f.name).toMatch(/^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/);
    expect(f).toMatchObject({ emb: true, sub: true });
  }
};

describe('score sheet (成绩单)', () => {
  const data = buildScoreSheet(50, 40);
  let pdf: Uint8Array;

  it('prints a 50-student class on A4 landscape pages with the header repeated', async () => {
    pdf = await renderScoreSheetPdf(data);
    const sizes = await pageSizes(pdf);
    expect(sizes.length).toBe(2);
    for (const s of sizes) expect([Math.round(s.width), Math.round(s.height)]).toEqual([842, 595]);
    const page2 = await pdfText(pdf, 2);
    for (const label of ['姓名', '考号', '满分', '总分', '班名', '年名', '40', '高一(3)班 成绩单'])
      expect(page2).toContain(label);
    expect(page2).toContain('第 2 页 / 共 2 页');
  });

  it("holds every student's name and total, 缺考 as such, and the class figures", async () => {
    const text = await pdfText(pdf);
    for (const r of data.rows) {
      expect(text).toContain(r.name);
      if (r.total !== null) expect(text).toContain(String(r.total));
    }
    expect(text).toContain('缺考');
    expect(text).toContain('参考 49 人，缺考 1 人；平均分 88.25');
  });

  it('embeds Noto Sans SC as subsets whose Chinese glyphs are drawn, not blank', async () => {
    await expectEmbeddedSubsets(pdf);
    expect(await inkOf(pdf, 1, '张镕')).toBeGreaterThan(60);
    expect(await inkOf(pdf, 1, '成绩单')).toBeGreaterThan(60);
  });

  it('continues items that do not fit one width in a further table, names repeated', async () => {
    const wide = await renderScoreSheetPdf(buildScoreSheet(12, 70));
    const text = await pdfText(wide);
    expect(text).toContain('第 1–35 题');
    expect(text).toContain('第 36–70 题');
    expect(text.split('张镕').length - 1).toBeGreaterThanOrEqual(2);
  });

  it('matches the stored image of its first page', async () => {
    const [png] = await rasterise(pdf, { dpi: 40, page: 1, gray: true });
    const result = await matchSnapshot(png!, 'report-score-sheet-p1', 0.002);
    expect(result, `${(result.diffRatio * 100).toFixed(2)} % differ`).toMatchObject({ ok: true });
  });
});

describe('report slips (成绩条)', () => {
  it('puts the chosen number of slips on each A4 page with every student on one', async () => {
    const data = buildSlips(50, 24, 4);
    const pdf = await renderReportSlipsPdf(data);
    const sizes = await pageSizes(pdf);
    expect(sizes.length).toBe(13);
    expect(Math.round(sizes[0]!.height)).toBe(842);
    const page1 = await pdfText(pdf, 1);
    expect(page1.split('总分').length - 1).toBe(3); // 4 slips, the third 缺考
    expect(page1).toContain('本次考试缺考');
    const text = await pdfText(pdf);
    for (const s of data.slips) expect(text).toContain(`${s.name}`);
    expect(text).toContain('总分 74.5 / 163');
    expect(text).toContain('班级排名 1 / 49');
    expect(text).toContain('薄弱知识点（得分率）：函数的单调性与最值 35.0%、');
    await expectEmbeddedSubsets(pdf);
    expect(await inkOf(pdf, 1, '薄弱知识点')).toBeGreaterThan(60);
  });

  it('fits as many as room allows on "auto", fewer when a slip needs two score lines', async () => {
    const auto = await pageSizes(await renderReportSlipsPdf(buildSlips(14, 24, 'auto')));
    expect(auto.length).toBe(2); // 7 per page
    const long = await pdfText(await renderReportSlipsPdf(buildSlips(5, 40, 8)), 1);
    expect(long.split('考号').length - 1).toBe(5);
  });

  it('matches the stored image of its first page', async () => {
    const [png] = await rasterise(await renderReportSlipsPdf(buildSlips(8, 24, 4)), {
      dpi: 40,
      page: 1,
      gray: true,
    });
    const result = await matchSnapshot(png!, 'report-slips-p1', 0.002);
    expect(result, `${(result.diffRatio * 100).toFixed(2)} % differ`).toMatchObject({ ok: true });
  });
});

describe('grade summary (年级成绩汇总)', () => {
  it('prints every section, each class, the item table and the definitions', async () => {
    const data = buildGradeSummary(8, 40);
    const pdf = await renderGradeSummaryPdf(data);
    const text = await pdfText(pdf);
    for (const h of [
      '一、各班成绩概况',
      '二、分数段',
      '三、各题得分率',
      '四、临界生',
      '五、指标说明',
    ])
      expect(text).toContain(h);
    for (const c of data.classNames) expect(text).toContain(c);
    expect(text).toContain('信度 α = 0.86');
    expect(text).toContain('区分度 D = (前 27% 平均分');
    // Critical names wrap between names, never inside one.
    for (const row of data.critical) for (const n of row.pass) expect(text).toContain(n);
    // A long Chinese paragraph wraps at characters (not one overflowing line), without hyphens.
    const page4 = await pdfText(pdf, 4);
    const para = page4.slice(page4.indexOf('区分度：'), page4.indexOf('年级成绩汇总'));
    expect(para.trim().split('\n').length).toBeGreaterThanOrEqual(4);
    expect(para).not.toMatch(/-\n/);
    await expectEmbeddedSubsets(pdf);
    expect(await inkOf(pdf, 1, '各班成绩概况')).toBeGreaterThan(60);
  });
});
