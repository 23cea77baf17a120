import { elementBubbles, type CardLayout, type RectMm } from '../../../layout';
import { buildCardMarks, cardSheet, renderScan, type BubbleMark } from '../../../scan/synthetic';
import { seeded, type StudentPlan } from './demo-exam.plan';

/** Resolution of the demo scans: a school scanner's usual setting. */
export const DEMO_DPI = 150;

/** Handwriting-like pen lines across a box (more lines for a fuller answer), as SVG in mm. */
function handwriting(area: RectMm, share: number, rand: () => number): string {
  const lines = Math.max(1, Math.round(1 + share * 5));
  const top = area.y + Math.min(9, area.h * 0.25);
  const height = area.y + area.h - 3 - top;
  const out: string[] = [];
  for (let l = 0; l < lines; l++) {
    const y = top + ((l + 0.5) * height) / lines;
    const width = area.w * (0.45 + rand() * 0.45);
    const pts = Array.from({ length: 16 }, (_, i) => {
      const x = area.x + 4 + (i / 15) * width;
      return `${x.toFixed(2)},${(y + (rand() - 0.5) * Math.min(5, height / lines)).toFixed(2)}`;
    });
    out.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="#1c1c2a" stroke-width="0.45" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return out.join('');
}

/**
 * A student's filled card page as a scanner gives it (JPEG): the personalised QR, the chosen
 * options filled, the 缺考 bubble when absent, and handwriting in each answer box not left blank.
 */
export async function demoScan(
  layout: CardLayout,
  pageNo: number,
  examNo: string,
  plan: StudentPlan,
  seed: number,
): Promise<Buffer> {
  const page = layout.pages.find((p) => p.index === pageNo);
  if (!page) throw new Error(`no page ${pageNo}`);
  const bubbles: Record<string, BubbleMark> = {};
  const writing: string[] = [];
  const rand = seeded(seed);
  for (const el of page.elements) {
    if (el.kind === 'absent-mark' && plan.absent) bubbles[el.bubble.id] = 'full';
    if (plan.absent) continue;
    if (el.kind === 'objective-group')
      for (const q of el.questions) {
        const chosen = plan.choices[q.questionId];
        for (const b of q.bubbles) if (chosen?.includes(b.value)) bubbles[b.id] = 'full';
      }
    if (el.kind === 'subjective-box') {
      const box = plan.boxes[el.questions[0]?.questionId ?? ''];
      if (box && !box.blank) writing.push(handwriting(el.rect, box.share, rand));
    }
  }
  // Every bubble id the page knows (guards against a layout whose bubbles changed shape).
  const known = new Set(page.elements.flatMap((el) => elementBubbles(el).map((b) => b.id)));
  for (const id of Object.keys(bubbles)) if (!known.has(id)) delete bubbles[id];
  const spec = await cardSheet(layout, pageNo, buildCardMarks({ bubbles, qrExamNo: examNo }));
  spec.shapes.push(...writing);
  return renderScan(spec, {
    dpi: DEMO_DPI,
    rotateDeg: (rand() - 0.5) * 1.2,
    noise: 3,
    quality: 82,
  });
}
