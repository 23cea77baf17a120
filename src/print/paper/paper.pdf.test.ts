import { describe, expect, it } from 'vitest';
import { mmToPt, pageFrame, SHEETS, type PaperFlow } from '../../layout';
import { buildSamplePaper } from '../../../tests/support/sample-paper';
import { lineText } from '../../../tests/support/flow-queries';
import {
  darkPixels,
  matchSnapshot,
  pageSizes,
  pdfFonts,
  pdfTitle,
  rasterise,
} from '../../../tests/support/pdf-tools';
import { loadFontSet } from '../fonts';
import { layoutPaper, renderPaperPdf } from './paper.pdf';

const DPI = 100;
const px = (mm: number): number => (mm * DPI) / 25.4;

describe('paper PDF', () => {
  it('embeds Noto Sans SC as subsets (pdffonts: emb yes, sub yes) and carries the Chinese title', async () => {
    const paper = buildSamplePaper();
    const pdf = await renderPaperPdf(paper);
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const f of fonts) {
      expect(f).toMatchObject({ type: 'CID TrueType', emb: true, sub: true });
      expect(f.name).toMatch(/^[A-Z]{6}\+NotoSansSC-/);
    }
    expect(await pdfTitle(pdf)).toBe(paper.settings.title);
  });

  it('has exact page sizes and as many pages as the flow, for every size', async () => {
    for (const size of ['A4', 'A3', '8K', 'B4', '16K'] as const) {
      const paper = buildSamplePaper({ settings: { size, sealLine: true } });
      const [pdf, flow] = await Promise.all([renderPaperPdf(paper), layoutPaper(paper)]);
      const sizes = await pageSizes(pdf);
      expect(sizes).toHaveLength(flow.pages.length);
      for (const s of sizes) {
        expect(s.width).toBeCloseTo(mmToPt(SHEETS[size].width), 1);
        expect(s.height).toBeCloseTo(mmToPt(SHEETS[size].height), 1);
      }
    }
    const [a4] = await pageSizes(await renderPaperPdf(buildSamplePaper()));
    expect(a4).toEqual({ width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1) });
    const [a3] = await pageSizes(
      await renderPaperPdf(buildSamplePaper({ settings: { size: 'A3' } })),
    );
    expect(a3).toEqual({ width: expect.closeTo(1190.55, 1), height: expect.closeTo(841.89, 1) });
  });

  it('prints rare name characters as real glyphs, not blanks', async () => {
    const names = '镕堃喆犇淼燚';
    const paper = buildSamplePaper({ subject: 'physics' });
    const q = paper.sections[0]!.questions[0]!;
    q.stem = [{ t: 'text', v: `获奖学生：${[...names].join('、')}。` }];
    const [pdf, flow, fonts] = await Promise.all([
      renderPaperPdf(paper),
      layoutPaper(paper),
      loadFontSet(),
    ]);
    expect(fonts.hasGlyphs(names)).toBe(true);
    const line = flow.pages[0]!.columns[0]!.blocks.find((b) => b.questionNo === q.no)!.lines[0]!;
    const item = line.line.items.find((i) => i.kind === 'text' && i.text.includes(names[0]!));
    if (item?.kind !== 'text') throw new Error('name line not found');
    const [png] = await rasterise(pdf, { dpi: DPI, page: 1 });
    const baseline = line.y + line.line.baseline;
    const em = (item.sizePt * 25.4) / 72;
    for (const ch of names) {
      const before = item.text.slice(0, item.text.indexOf(ch));
      const x = line.x + item.x + (fonts.measureText(before, item.sizePt, item.weight) * 25.4) / 72;
      const box = { left: px(x), top: px(baseline - 0.88 * em), width: px(em), height: px(em) };
      expect(await darkPixels(png!, box), ch).toBeGreaterThan(0.12 * box.width * box.height);
    }
  });

  it('draws nothing in the right margin nor in the A3 column gap', async () => {
    for (const size of ['A4', 'A3'] as const) {
      const paper = buildSamplePaper({ settings: { size, sealLine: true } });
      const frame = pageFrame(size, { sealLine: true });
      const pngs = await rasterise(await renderPaperPdf(paper, { withAnswers: true }), {
        dpi: DPI,
      });
      const last = frame.columns.at(-1)!;
      const strip = {
        left: px(last.x + last.w + 0.5),
        top: 0,
        width: px(SHEETS[size].width - last.x - last.w - 1),
        height: px(SHEETS[size].height),
      };
      for (const png of pngs) expect(await darkPixels(png, strip)).toBe(0);
      if (frame.columns.length === 2) {
        const [a, b] = frame.columns as [typeof last, typeof last];
        const gap = {
          left: px(a.x + a.w + 0.5),
          top: px(a.y),
          width: px(b.x - a.x - a.w - 1),
          height: px(a.h),
        };
        for (const png of pngs) expect(await darkPixels(png, gap)).toBe(0);
      }
    }
  });

  it('draws the 密封线 gutter on A3 only when asked', async () => {
    const frame = pageFrame('A3', { sealLine: true });
    const gutter = frame.sealGutter!.rect;
    // Without the gutter the body starts further left: look only left of that body.
    const body = pageFrame('A3', { sealLine: false }).columns[0]!.x;
    const area = {
      left: px(gutter.x),
      top: px(gutter.y),
      width: px(body - gutter.x - 0.5),
      height: px(gutter.h),
    };
    const [sealed] = await rasterise(
      await renderPaperPdf(buildSamplePaper({ settings: { size: 'A3', sealLine: true } })),
      { dpi: DPI, page: 1 },
    );
    const [open] = await rasterise(
      await renderPaperPdf(buildSamplePaper({ settings: { size: 'A3', sealLine: false } })),
      { dpi: DPI, page: 1 },
    );
    expect(await darkPixels(sealed!, area)).toBeGreaterThan(500);
    expect(await darkPixels(open!, area)).toBe(0);
  });

  it('puts 学校/班级/姓名/考号 under the title when there is no seal gutter', async () => {
    const fields = (flow: PaperFlow) =>
      flow.pages[0]!.columns[0]!.blocks.flatMap((b) => b.lines.map(lineText)).filter((t) =>
        t.includes('姓名：'),
      );
    expect(fields(await layoutPaper(buildSamplePaper()))).toHaveLength(1);
    expect(
      fields(await layoutPaper(buildSamplePaper({ settings: { size: 'A3', sealLine: true } }))),
    ).toHaveLength(0);
  });

  it('draws figures, and a frame where an image cannot be loaded', async () => {
    const paper = buildSamplePaper({ subject: 'physics' });
    const flow = await layoutPaper(paper);
    const line = flow.pages[0]!.columns[0]!.blocks.flatMap((b) => b.lines).find((l) =>
      l.line.items.some((i) => i.kind === 'img'),
    )!;
    const img = line.line.items.find((i) => i.kind === 'img')!;
    if (img.kind !== 'img') throw new Error('no image');
    const box = {
      left: px(line.x + img.x),
      top: px(line.y + line.line.baseline - img.h),
      width: px(img.w),
      height: px(img.h),
    };
    const [png] = await rasterise(await renderPaperPdf(paper), { dpi: DPI, page: 1 });
    expect(await darkPixels(png!, box)).toBeGreaterThan(200);
    const broken = await renderPaperPdf(paper, {
      imageLoader: async () => ({ ok: false, reason: '不存在' }),
    });
    expect(broken.length).toBeGreaterThan(1000);
  });

  it('matches the stored images of a 25-question A4 page and an A3 page', async () => {
    const [a4] = await rasterise(await renderPaperPdf(buildSamplePaper()), {
      dpi: 40,
      page: 1,
      gray: true,
    });
    const [a3] = await rasterise(
      await renderPaperPdf(buildSamplePaper({ settings: { size: 'A3', sealLine: true } })),
      { dpi: 40, page: 1, gray: true },
    );
    for (const [png, name] of [
      [a4!, 'paper-a4-math-p1'],
      [a3!, 'paper-a3-math-p1'],
    ] as const) {
      const result = await matchSnapshot(png, name, 0.0005);
      expect(
        result,
        `${name}: ${(result.diffRatio * 100).toFixed(2)} % of pixels differ`,
      ).toMatchObject({ ok: true });
    }
  });
});
