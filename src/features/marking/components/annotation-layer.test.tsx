import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Annotation } from '../../../shared/api/marking';
import type { AnnotationTool } from '../model/annotation-shapes';
import { AnnotationLayer } from './annotation-layer';

/** The layer at 400 × 200 px with a tool, recording what it makes. */
function Harness({
  tool,
  text = '',
  out,
}: {
  tool: AnnotationTool;
  text?: string;
  out: Annotation[][];
}) {
  const [value, setValue] = useState<Annotation[]>([]);
  return (
    <div style={{ position: 'relative', width: 400, height: 200 }}>
      <AnnotationLayer
        crop={1}
        aspect={0.5}
        tool={tool}
        text={text}
        value={value}
        onChange={(v) => {
          out.push(v);
          setValue(v);
        }}
      />
    </div>
  );
}

const layer = () => screen.getByRole('img', { name: '批注' }) as unknown as SVGSVGElement;
const box = () => {
  layer().getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 400,
    height: 200,
    right: 400,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
};
const drag = (points: [number, number][]) => {
  fireEvent.pointerDown(layer(), { clientX: points[0]![0], clientY: points[0]![1], pointerId: 1 });
  for (const p of points.slice(1, -1))
    fireEvent.pointerMove(layer(), { clientX: p[0], clientY: p[1], pointerId: 1 });
  const last = points.at(-1)!;
  fireEvent.pointerUp(layer(), { clientX: last[0], clientY: last[1], pointerId: 1 });
};

describe('AnnotationLayer (批注 tools)', () => {
  it('places a tick where tapped, in normalised coordinates of its image', () => {
    const out: Annotation[][] = [];
    render(<Harness tool="tick" out={out} />);
    box();
    drag([
      [200, 100],
      [200, 100],
    ]);
    const a = out.at(-1)![0]!;
    expect(a).toMatchObject({ crop: 1, tool: 'tick' });
    expect(a.points).toHaveLength(3);
    expect(a.points[0]).toEqual([0.47, 0.5]);
    expect(layer().querySelectorAll('polyline')).toHaveLength(1);
  });

  it('draws a cross, an ellipse round the dragged box and a straight underline', () => {
    for (const [tool, n] of [
      ['cross', 5],
      ['circle', 25],
      ['underline', 2],
    ] as const) {
      const out: Annotation[][] = [];
      const view = render(<Harness tool={tool} out={out} />);
      box();
      drag([
        [40, 40],
        [120, 80],
        [200, 120],
      ]);
      const a = out.at(-1)![0]!;
      expect(a.points).toHaveLength(n);
      if (tool === 'underline')
        expect(a.points).toEqual([
          [0.1, 0.2],
          [0.5, 0.2],
        ]);
      if (tool === 'circle') expect(a.points[0]).toEqual([0.5, 0.4]);
      view.unmount();
    }
  });

  it('keeps a freehand path and places short text from the comment library', () => {
    const pen: Annotation[][] = [];
    const v1 = render(<Harness tool="pen" out={pen} />);
    box();
    drag([
      [0, 0],
      [40, 20],
      [80, 40],
      [120, 60],
      [160, 80],
    ]);
    expect(pen.at(-1)![0]!.points.length).toBeGreaterThanOrEqual(3);
    v1.unmount();
    const text: Annotation[][] = [];
    render(<Harness tool="text" text=" 步骤不全 " out={text} />);
    box();
    drag([
      [100, 50],
      [100, 50],
    ]);
    expect(text.at(-1)![0]).toEqual({
      crop: 1,
      tool: 'text',
      points: [[0.25, 0.25]],
      text: '步骤不全',
    });
    expect(layer().querySelector('text')?.textContent).toBe('步骤不全');
  });
});
