import { memo } from 'react';
import { Typography } from 'antd';
import type { CardElement, CardElementKind, CardLayout, CardPage } from '../../layout';
import './card-preview.css';

/** How a kind shows in the thumbnail: filled marks, grey blocks, coloured answer areas. */
const LOOK: Record<CardElementKind, { fill: string; stroke: string }> = {
  fiducial: { fill: '#000', stroke: 'none' },
  'orientation-cue': { fill: '#000', stroke: 'none' },
  'page-code': { fill: '#bfbfbf', stroke: 'none' },
  text: { fill: '#f0f0f0', stroke: 'none' },
  'student-info': { fill: 'none', stroke: '#8c8c8c' },
  'barcode-area': { fill: '#fafafa', stroke: '#8c8c8c' },
  'id-bubbles': { fill: 'none', stroke: '#8c8c8c' },
  'absent-mark': { fill: 'none', stroke: '#8c8c8c' },
  'objective-group': { fill: '#f5f5f5', stroke: '#8c8c8c' },
  'subjective-box': { fill: '#e6f4ff', stroke: '#1677ff' },
  'essay-grid': { fill: '#f6ffed', stroke: '#389e0d' },
  'optional-choice': { fill: '#fff7e6', stroke: '#d46b08' },
};

const labelOf = (el: CardElement): string | null =>
  el.kind === 'subjective-box' || el.kind === 'essay-grid' ? el.label : null;

function Element({ el }: { el: CardElement }) {
  const look = LOOK[el.kind];
  const { x, y, w, h } = el.rect;
  const label = labelOf(el);
  return (
    <g data-id={el.id} data-kind={el.kind}>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={0.5}
      >
        {label && <title>{`${label} 高 ${Math.round(h)} 毫米`}</title>}
      </rect>
      {label && (
        <text x={x + 2} y={y + 5} fontSize={4} fill={look.stroke}>
          {label}
        </text>
      )}
    </g>
  );
}

function Page({ card, page, width }: { card: CardLayout; page: CardPage; width: number }) {
  const { width: w, height: h } = card.sheet;
  return (
    <svg
      role="img"
      aria-label={`答题卡第 ${page.index} 页`}
      viewBox={`0 0 ${w} ${h}`}
      className="card-preview__page"
      style={{ aspectRatio: `${w} / ${h}`, width }}
    >
      <rect width={w} height={h} fill="#fff" />
      {page.elements.map((el) => (
        <Element key={el.id} el={el} />
      ))}
    </svg>
  );
}

/** Thumbnails of the answer card as laid out for printing, with its page and sheet count. */
export const CardPreview = memo(function CardPreview({
  card,
  width = 150,
}: {
  card: CardLayout | null;
  /** Width of each page thumbnail in px. */
  width?: number;
}) {
  if (!card) return <Typography.Text type="secondary">答题卡暂无法排版</Typography.Text>;
  const pages = card.pages.length;
  return (
    <figure className="card-preview" aria-label="答题卡预览">
      <Typography.Text data-testid="card-pages">
        答题卡共 {pages} 页（双面印刷 {Math.ceil(pages / 2)} 张）
      </Typography.Text>
      <div className="card-preview__pages">
        {card.pages.map((page) => (
          <Page key={page.index} card={card} page={page} width={width} />
        ))}
      </div>
    </figure>
  );
});
