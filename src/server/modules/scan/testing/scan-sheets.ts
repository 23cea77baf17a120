import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CardLayout, RectMm } from '../../../../layout';
import { buildTestApp } from '../../../testing/test-app';
import { classId } from '../../print/print.fixture';
import { makeSheets, printCards, type MadeSheet, type SheetOrder } from './card-scans';
import { degrade } from './degrade';
import { pencilFill } from './pencil';
import { rasterisePages, type Raster } from './raster';
import { printThroughApi, type PrintedPaper } from './scan.fixture';

/** The class the API tests scan. */
export const CLASS = '初二(1)班';
/** 考号 of seat n of 初二(1)班 in the demo school. */
export const seat = (n: number): string => `202501${String(n).padStart(2, '0')}`;

/** Paints a layout rect (plus a margin) white: a torn-off corner, a QR cut away. */
export const whiteOut = (r: Raster, area: RectMm, marginMm: number): void => {
  const k = r.dpi / 25.4;
  const x0 = Math.max(0, Math.floor((area.x - marginMm) * k));
  const x1 = Math.ceil((area.x + area.w + marginMm) * k);
  for (let y = Math.floor((area.y - marginMm) * k); y < (area.y + area.h + marginMm) * k; y++)
    r.data.fill(255, (y * r.width + x0) * 3, (y * r.width + x1) * 3);
};

const elementRect = (layout: CardLayout, pick: (kind: string, id: string) => boolean): RectMm =>
  layout.pages[0]!.elements.find((e) => pick(e.kind, e.id))!.rect;

const clean = { clean: true };

/** Every sheet the API tests use: which printed page (of the class set or the blank card) and how it is made. */
const ORDERS = {
  s1: ['set', 1, { plan: clean, rescans: [{ rotateDeg: -1, quality: 75 }] }],
  s1again: ['set', 1, { plan: clean, scan: { rotateDeg: 1.5, quality: 70 } }],
  s2upsideDown: ['set', 2, { plan: clean, scan: { turn180: true } }],
  s3torn: [
    'set',
    3,
    {
      plan: clean,
      damage: (r, l) =>
        whiteOut(
          r,
          elementRect(l, (_, id) => id === 'p1-fiducial-bl'),
          3,
        ),
    },
  ],
  s4double: [
    'set',
    4,
    {
      plan: clean,
      rescans: [{ rotateDeg: 1, quality: 80 }],
      damage: (r, layout) => {
        const q1 = layout.pages[0]!.elements.flatMap((e) =>
          e.kind === 'objective-group' ? e.questions : [],
        )[0]!;
        for (const b of q1.bubbles.slice(0, 2)) pencilFill(r, b.rect, 48, () => 0.5);
      },
    },
  ],
  s6absent: ['set', 6, { plan: { absent: true } }],
  s9noQr: [
    'set',
    9,
    {
      plan: clean,
      damage: (r, l) =>
        whiteOut(
          r,
          elementRect(l, (k) => k === 'page-code'),
          0,
        ),
    },
  ],
  s5blank: ['blank', 1, { plan: { bubbledExamNo: seat(5), clean: true } }],
  s5back: ['blank', 2, { plan: clean }],
  strangerBlank: [
    'blank',
    1,
    { plan: { bubbledExamNo: '99999999', clean: true }, rescans: [{ rotateDeg: -1, quality: 80 }] },
  ],
  // Another student's blank card bubbled with seat 5's 考号 (other answers).
  s5blankOther: ['blank', 1, { plan: { bubbledExamNo: seat(5), clean: true } }],
} satisfies Record<string, ['set' | 'blank', number, Omit<SheetOrder, 'pdfPage'>]>;

/** A sheet of the API tests. */
export type SheetName = keyof typeof ORDERS;

/** What the API tests upload: the printed paper (to seed each test's database) and the sheets. */
export interface ScanSheets {
  printed: PrintedPaper;
  pagesPerCard: number;
  sheets: Record<SheetName, MadeSheet>;
  /** A blank card of another paper, marked. */
  foreign: Buffer;
  /** The printer check page printed at 97% and scanned. */
  checkPage: Buffer;
}

/** Prints the class set and a blank card once, and makes the named sheets (the others are left out). */
export async function prepareScanSheets(
  names: SheetName[],
  extras: { foreign?: boolean; check?: boolean } = {},
) {
  const t = await buildTestApp('sqlite', { DATA_DIR: await mkdtemp(join(tmpdir(), 'scan-prep-')) });
  try {
    const token = await t.login();
    const cards = await printCards(t, token, await classId(t, CLASS));
    const n = cards.layout.pages.length;
    const sheets = {} as Record<SheetName, MadeSheet>;
    for (const name of names) {
      const [source, at, order] = ORDERS[name] as [
        'set' | 'blank',
        number,
        Omit<SheetOrder, 'pdfPage'>,
      ];
      const pdfPage = source === 'set' ? (at - 1) * n + 1 : at;
      const seed = 100 + Object.keys(ORDERS).indexOf(name);
      const pdf = source === 'set' ? cards.set : cards.blank;
      [sheets[name]] = (await makeSheets(pdf, cards.layout, [{ pdfPage, ...order }], { seed })) as [
        MadeSheet,
      ];
    }
    const out: ScanSheets = {
      printed: cards.printed,
      pagesPerCard: n,
      sheets,
      foreign: Buffer.alloc(0),
      checkPage: Buffer.alloc(0),
    };
    if (extras.foreign) {
      const other = await printCards(t, token, await classId(t, CLASS));
      out.foreign = (
        await makeSheets(other.blank, other.layout, [
          { pdfPage: 1, plan: { bubbledExamNo: seat(7) } },
        ])
      )[0]!.bytes;
    }
    if (extras.check) {
      const check = await printThroughApi(t, token, '/api/teacher/print/check', {});
      await rasterisePages(check, 200, 1, 1, async (r) => {
        out.checkPage = await degrade(r, { dpi: 200, scale: 0.97, rotateDeg: 0.5 });
      });
    }
    return out;
  } finally {
    await t.close();
  }
}
