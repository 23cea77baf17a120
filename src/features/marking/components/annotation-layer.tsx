import { useRef, useState, type PointerEvent } from 'react';
import type { Annotation } from '../../../shared/api/marking';
import { pointsAttr, shapeOf, type AnnotationTool, type Pt } from '../model/annotation-shapes';

/** Props of the 批注 layer over one answer image. */
export interface AnnotationLayerProps {
  crop: number;
  /** Height / width of the image. */
  aspect: number;
  tool: AnnotationTool | null;
  /** Text placed by the text tool (from the comment library or typed). */
  text: string;
  value: readonly Annotation[];
  onChange: (next: Annotation[]) => void;
}

/**
 * 批注 over an answer image: tick, cross, circle, underline, freehand and short text, drawn with a
 * mouse, pen or finger, stored as vectors in the image's normalised coordinates (so they are drawn
 * again on the marked card at any resolution).
 */
export function AnnotationLayer({
  crop,
  aspect,
  tool,
  text,
  value,
  onChange,
}: AnnotationLayerProps) {
  const ref = useRef<SVGSVGElement>(null);
  const [path, setPath] = useState<Pt[] | null>(null);
  const at = (e: PointerEvent<SVGSVGElement>): Pt => {
    const box = ref.current!.getBoundingClientRect();
    return [(e.clientX - box.left) / (box.width || 1), (e.clientY - box.top) / (box.height || 1)];
  };
  const finish = (points: Pt[]) => {
    if (!tool) return;
    if (tool === 'text' && !text.trim()) return;
    const shape = shapeOf(tool, points, aspect);
    onChange([
      ...value,
      { crop, tool, points: shape, ...(tool === 'text' ? { text: text.trim() } : {}) },
    ]);
  };
  return (
    <svg
      ref={ref}
      className={`annotation-layer${tool ? ' is-drawing' : ''}`}
      viewBox="0 0 1 1"
      preserveAspectRatio="none"
      role="img"
      aria-label="批注"
      onPointerDown={(e) => {
        if (!tool) return;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        setPath([at(e)]);
      }}
      onPointerMove={(e) => {
        if (path) setPath([...path, at(e)]);
      }}
      onPointerUp={(e) => {
        if (!path) return;
        const done = [...path, at(e)];
        setPath(null);
        finish(done);
      }}
    >
      {value
        .filter((a) => a.crop === crop)
        .map((a, i) =>
          a.tool === 'text' ? (
            <text
              key={i}
              x={a.points[0]?.[0]}
              y={a.points[0]?.[1]}
              className="annotation-text"
              fontSize={0.05}
              transform={`scale(1 1)`}
            >
              {a.text}
            </text>
          ) : (
            <polyline
              key={i}
              points={pointsAttr(a.points)}
              className="annotation-stroke"
              vectorEffect="non-scaling-stroke"
            />
          ),
        )}
      {path && tool === 'pen' && (
        <polyline
          points={pointsAttr(path)}
          className="annotation-stroke"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </svg>
  );
}
