import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import type { Annotation } from '../../../shared/api/marking';
import type { AnnotationTool } from '../model/annotation-shapes';
import { cropObjectUrl } from '../hooks/use-crop-urls';
import { AnnotationLayer } from './annotation-layer';

/** Props of the answer images of an item. */
export interface AnswerImagesProps {
  crops: readonly { url: string; width: number; height: number }[];
  /** Width as a share of the pane (1 = fit to width). */
  zoom: number;
  tool: AnnotationTool | null;
  text: string;
  annotations: readonly Annotation[];
  onAnnotate: (next: Annotation[]) => void;
}

/** One answer image at full resolution, fitted to the pane's width (zoomable), with its 批注 layer. */
function Crop({
  url,
  index,
  aspect,
  ...rest
}: { url: string; index: number; aspect: number } & Omit<AnswerImagesProps, 'crops'>) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    cropObjectUrl(url).then(
      (u) => live && setSrc(u),
      () => live && setSrc(''),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="write-crop" style={{ width: `${rest.zoom * 100}%` }}>
      {src === null ? <Spin /> : <img src={src} alt={`作答图片 ${index + 1}`} draggable={false} />}
      <AnnotationLayer
        crop={index}
        aspect={aspect}
        tool={rest.tool}
        text={rest.text}
        value={rest.annotations}
        onChange={rest.onAnnotate}
      />
    </div>
  );
}

/** The block's answer images of one item: images only, no name or class. */
export function AnswerImages({ crops, ...rest }: AnswerImagesProps) {
  if (!crops.length) return <p>该答卷暂无图片</p>;
  return (
    <>
      {crops.map((c, i) => (
        <Crop
          key={c.url}
          url={c.url}
          index={i}
          aspect={c.width ? c.height / c.width : 0.4}
          {...rest}
        />
      ))}
    </>
  );
}
