import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Alert, Space, Spin, Typography } from 'antd';
import { IMAGE_BROKEN, type ScanPageDetail } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useBlobUrl } from '../hooks/use-blob-url';
import {
  missingFiducials,
  OVERLAY_COLOURS,
  overlayShapes,
  ringRadius,
  shapeAt,
  type OverlayShape,
} from '../model/overlay';

/** Width of the page image the overlay asks for. */
export const OVERLAY_IMAGE_WIDTH = 1400;

function draw(
  ctx: CanvasRenderingContext2D,
  shapes: readonly OverlayShape[],
  scale: number,
  dpi: number,
) {
  ctx.lineWidth = Math.max(1.5, 2 * scale * (dpi / 150));
  for (const s of shapes) {
    ctx.strokeStyle = s.colour;
    ctx.fillStyle = `${s.colour}55`;
    ctx.beginPath();
    if (s.kind === 'fiducial') {
      const c = s.points[0]!;
      ctx.arc(c.x * scale, c.y * scale, ringRadius(dpi) * scale, 0, Math.PI * 2);
    } else {
      s.points.forEach((p, i) =>
        i ? ctx.lineTo(p.x * scale, p.y * scale) : ctx.moveTo(p.x * scale, p.y * scale),
      );
      ctx.closePath();
    }
    if (s.filled) ctx.fill();
    ctx.stroke();
    if (s.kind === 'code') {
      const p = s.points[0]!;
      const label = s.tip.split('：')[0]!;
      ctx.fillStyle = s.colour;
      ctx.font = `${Math.max(12, 28 * scale)}px sans-serif`;
      const x = Math.min(p.x * scale, ctx.canvas.width - ctx.measureText(label).width - 4);
      ctx.fillText(label, Math.max(0, x), Math.max(14, p.y * scale - 6));
    }
  }
}

const LEGEND: [string, string][] = [
  ['定位块', OVERLAY_COLOURS.fiducial],
  ['页码二维码', OVERLAY_COLOURS.pageCode],
  ['考号条形码', OVERLAY_COLOURS.examNo],
  ['已涂', OVERLAY_COLOURS.filled],
  ['待确认', OVERLAY_COLOURS.review],
  ['未涂', OVERLAY_COLOURS.blank],
];

/**
 * The page image on a canvas with what was read drawn over it: fiducials found, QR/Code128
 * boxes, every bubble coloured by its decision (score on hover).
 */
export function PageOverlay({ detail }: { detail: ScanPageDetail }) {
  if (detail.recognition?.status === IMAGE_BROKEN) {
    // Nothing to show: asking for the image would only earn a 400 and a false 下载失败.
    return (
      <Alert
        type="error"
        showIcon
        title={IMAGE_BROKEN}
        description={`${detail.recognition.reason ?? ''}。请检查原文件，重新扫描或导入后再上传；这一页可作废。`}
      />
    );
  }
  return <PageCanvas detail={detail} />;
}

function PageCanvas({ detail }: { detail: ScanPageDetail }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const url = useBlobUrl(detail.id, () => scanApi.pageImage(detail.id, OVERLAY_IMAGE_WIDTH));
  const shapes = useMemo(() => overlayShapes(detail), [detail]);
  const [scale, setScale] = useState(0);
  const [tip, setTip] = useState<{ text: string; x: number; y: number } | null>(null);
  const size = detail.image;

  useEffect(() => {
    const el = canvas.current;
    if (!url || !el || !size) return;
    const image = new Image();
    image.onload = () => {
      el.width = image.naturalWidth;
      el.height = image.naturalHeight;
      const ctx = el.getContext('2d');
      if (!ctx) return;
      const s = image.naturalWidth / size.width;
      ctx.drawImage(image, 0, 0);
      draw(ctx, shapes, s, size.dpi);
      setScale(s);
    };
    image.src = url;
  }, [url, shapes, size]);

  const hover = (e: MouseEvent<HTMLCanvasElement>) => {
    const el = e.currentTarget;
    if (!scale) return;
    const box = el.getBoundingClientRect();
    const k = el.width / box.width / scale;
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    const hit = shapeAt(shapes, { x: x * k, y: y * k });
    setTip(hit ? { text: hit.tip, x, y } : null);
  };
  const missing = missingFiducials(detail);
  return (
    <div className="scan-overlay">
      {!url && <Spin />}
      <div className="scan-overlay-stage">
        {url && !size && <img src={url} alt="扫描页" />}
        <canvas
          hidden={!size}
          ref={canvas}
          role="img"
          aria-label="扫描页与识别结果"
          onMouseMove={hover}
          onMouseLeave={() => setTip(null)}
        />
        {tip && (
          <div className="scan-overlay-tip" style={{ left: tip.x + 12, top: tip.y + 12 }}>
            {tip.text}
          </div>
        )}
      </div>
      <Space wrap size="small" className="scan-overlay-legend">
        {LEGEND.map(([label, colour]) => (
          <span key={label}>
            <i style={{ background: colour }} /> {label}
          </span>
        ))}
      </Space>
      {detail.recognition?.reason && (
        <Typography.Paragraph type="secondary">
          识别：{detail.recognition.reason}
        </Typography.Paragraph>
      )}
      {missing.length > 0 && (
        <Typography.Paragraph type="warning">
          未找到定位块：{missing.join('、')}
        </Typography.Paragraph>
      )}
    </div>
  );
}
