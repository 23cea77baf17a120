import { beforeAll, describe, expect, it } from 'vitest';
import {
  mm,
  type FlowInline,
  type FlowMeasurer,
  type LaidLine,
  type TextStyle,
} from '../../layout';
import { loadFontSet } from '../fonts';
import { NO_LINE_END, NO_LINE_START } from './kinsoku';
import { createTextMeasurer } from './text-measurer';

const BODY: TextStyle = { sizePt: 10.5, weight: 'regular', lineHeight: 1.6 };
let measurer: FlowMeasurer;
beforeAll(async () => {
  measurer = createTextMeasurer(await loadFontSet());
});

const text = (line: LaidLine): string =>
  line.items.map((i) => (i.kind === 'text' ? i.text : `[${i.kind}]`)).join('');
const lines = (runs: FlowInline[], width: number): string[] =>
  measurer.paragraph(runs, BODY, { width: mm(width) }).lines.map(text);

const PROSE =
  '小明从家出发，先向东走了３００米，再向北走了４００米。（１）求他离家的直线距离；（２）若他以每分钟５０米的速度原路返回，需要多少分钟？“三角形”《数学》【注意】答案——要写清楚……';

describe('line breaking', () => {
  it('breaks Chinese between any two characters, filling each line', () => {
    const out = lines([{ t: 'text', v: '甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥' }], 30);
    expect(out.length).toBeGreaterThan(2);
    expect(out.join('')).toBe('甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥');
    // 30 mm at 10.5 pt (3.70 mm per character) holds 8 characters.
    expect(out[0]).toHaveLength(8);
  });

  it('never starts a line with closing punctuation nor ends one with opening punctuation', () => {
    for (let width = 20; width <= 80; width += 1.3) {
      const out = lines([{ t: 'text', v: PROSE }], width);
      expect(out.join('')).toBe(PROSE);
      for (const line of out.slice(1)) expect(NO_LINE_START.has([...line][0] ?? '')).toBe(false);
      for (const line of out) expect(NO_LINE_END.has([...line].at(-1) ?? '')).toBe(false);
      for (const line of out) expect(line.startsWith('—') || line.startsWith('…')).toBe(false);
    }
  });

  it('keeps Latin words and numbers whole, with no hyphen added', () => {
    const sentence =
      'Tom said: "I have read 3.14 pages of the English newspaper every morning since 2019."';
    for (let width = 30; width <= 90; width += 7) {
      const out = lines([{ t: 'text', v: `阅读短文。${sentence}` }], width);
      const words = out.join(' ').split(/\s+/);
      for (const w of ['newspaper', 'morning', '3.14', '2019."', 'English'])
        expect(words.some((x) => x.includes(w))).toBe(true);
      expect(out.some((l) => /[A-Za-z]-$/.test(l))).toBe(false);
    }
  });

  it('hyphenates only a word longer than the whole line', () => {
    const out = lines(
      [{ t: 'text', v: 'pneumonoultramicroscopicsilicovolcanoconiosis is long' }],
      25,
    );
    expect(out.length).toBeGreaterThan(2);
    expect(out[0]?.endsWith('-')).toBe(true);
    expect(out.join('').replaceAll('-', '').replaceAll(' ', '')).toBe(
      'pneumonoultramicroscopicsilicovolcanoconiosisislong',
    );
    expect(out.at(-1)).toMatch(/long$/);
  });

  it('keeps every line within the width, formulas and blanks included', () => {
    const runs: FlowInline[] = [
      { t: 'text', v: '已知函数' },
      { t: 'tex', v: 'f(x)=\\dfrac{x^2+1}{x-1}' },
      { t: 'text', v: '，则' },
      { t: 'tex', v: 'f(2)=' },
      { t: 'blank', len: 5 },
      { t: 'text', v: '。' },
      { t: 'tex', v: '\\sum_{k=1}^{n}k^2=\\frac{n(n+1)(2n+1)}{6}', display: true },
    ];
    for (const width of [25, 40, 70]) {
      const p = measurer.paragraph(runs, BODY, { width: mm(width) });
      for (const l of p.lines) expect(l.width).toBeLessThanOrEqual(width + 1e-6);
      expect(p.lines.some((l) => l.items.some((i) => i.kind === 'tex' && i.display))).toBe(true);
    }
  });

  it('gives a display formula a line of its own and taller lines for tall formulas', () => {
    const p = measurer.paragraph(
      [
        { t: 'text', v: '计算：' },
        { t: 'tex', v: '\\int_0^1 x\\,dx', display: true },
        { t: 'text', v: '的值。' },
      ],
      BODY,
      { width: mm(80) },
    );
    expect(p.lines.map(text)).toEqual(['计算：', '[tex]', '的值。']);
    expect(p.lines[1]?.height).toBeGreaterThan(p.lines[0]?.height ?? 0);
  });

  it('prints a TeX error as its source in red', () => {
    const p = measurer.paragraph([{ t: 'tex', v: '\\frac{1}{' }], BODY, { width: mm(80) });
    const item = p.lines[0]?.items[0];
    expect(item).toMatchObject({ kind: 'text', text: '\\frac{1}{', color: 'red' });
  });

  it('honours line breaks and the first-line indent', () => {
    const p = measurer.paragraph([{ t: 'text', v: '第一行\n第二行' }], BODY, {
      width: mm(80),
      firstIndent: mm(7.4),
    });
    expect(p.lines.map(text)).toEqual(['第一行', '第二行']);
    expect(p.lines[0]?.items[0]?.x).toBeCloseTo(7.4);
    expect(p.lines[1]?.items[0]?.x).toBe(0);
  });
  it('scales a figure wider than the column to the column width, keeping its shape', () => {
    const src = 'data:image/png;base64,';
    const p = measurer.paragraph(
      [
        { t: 'text', v: '如图：' },
        { t: 'img', src, w: 300, h: 120 },
      ],
      BODY,
      { width: mm(80) },
    );
    const img = p.lines.flatMap((l) => l.items).find((i) => i.kind === 'img');
    expect(img).toMatchObject({ kind: 'img', w: 80, h: 32 });
    expect(p.lines.map(text)).toEqual(['如图：', '[img]']);
  });
});
