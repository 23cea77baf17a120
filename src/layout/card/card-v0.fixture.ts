import type { CardLayout } from './card.types';
import { scaleLengths } from './restore';

/**
 * The v0 stored card shape (test fixture): lengths in inches (`unit: 'in'`), no element ids.
 * Otherwise as v1. restore() upgrades it.
 */
export interface CardLayoutV0 {
  kind: 'card';
  version: 0;
  unit: 'in';
  paperId: string;
  paperVersion: number;
  size: CardLayout['size'];
  sheet: { width: number; height: number };
  pages: {
    index: number;
    side: 'front' | 'back';
    columns: unknown[];
    elements: Record<string, unknown>[];
  }[];
}

/** Writes a current layout the way v0 stored it: inches, elements without ids. */
export function buildV0(layout: CardLayout): CardLayoutV0 {
  const inches = scaleLengths(layout, 1 / 25.4) as CardLayout;
  return {
    ...inches,
    version: 0,
    unit: 'in',
    pages: inches.pages.map((p) => ({
      ...p,
      elements: p.elements.map(({ id: _id, ...rest }) => rest),
    })),
  };
}

/** A small hand-written v0 A4 page: fiducials, cue, page code and one objective question. */
export const V0_SAMPLE: CardLayoutV0 = {
  kind: 'card',
  version: 0,
  unit: 'in',
  paperId: 'legacy1',
  paperVersion: 2,
  size: 'A4',
  sheet: { width: 8.2677, height: 11.6929 },
  pages: [
    {
      index: 1,
      side: 'front',
      columns: [{ x: 0.7087, y: 1.7717, w: 6.8504, h: 9.2126 }],
      elements: [
        ...(['tl', 'tr', 'bl', 'br'] as const).map((corner) => {
          const cx = corner.endsWith('l') ? 0.3937 : 7.874;
          const cy = corner.startsWith('t') ? 0.3937 : 11.2992;
          return {
            kind: 'fiducial',
            corner,
            centre: { x: cx, y: cy },
            rect: { x: cx - 0.0984, y: cy - 0.0984, w: 0.1969, h: 0.1969 },
          };
        }),
        { kind: 'orientation-cue', rect: { x: 0.7874, y: 0.3346, w: 0.315, h: 0.1181 } },
        {
          kind: 'page-code',
          code: { paperId: 'legacy1', paperVersion: 2, layoutVersion: 1, page: 1 },
          rect: { x: 6.7717, y: 0.7087, w: 0.7874, h: 0.8858 },
          qr: { x: 6.811, y: 0.7087, w: 0.7087, h: 0.7087 },
          quietZone: 0.0591,
          caption: { x: 6.7717, y: 1.437, w: 0.7874, h: 0.1575 },
        },
        {
          kind: 'objective-group',
          rect: { x: 0.7087, y: 2, w: 1.4173, h: 0.1969 },
          questions: [
            {
              questionId: 'q1',
              no: 1,
              questionKind: 'judge',
              multiple: false,
              noRect: { x: 0.7087, y: 2, w: 0.2559, h: 0.1969 },
              bubbles: [
                {
                  id: 'q1-T',
                  rect: { x: 1.0531, y: 2.0354, w: 0.2165, h: 0.126 },
                  value: 'T',
                  label: 'T',
                },
                {
                  id: 'q1-F',
                  rect: { x: 1.3287, y: 2.0354, w: 0.2165, h: 0.126 },
                  value: 'F',
                  label: 'F',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
