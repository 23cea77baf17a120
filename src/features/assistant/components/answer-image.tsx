import { Spin } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { assistantApi } from '../api/assistant.api';

/** One answer image of a marking item, fetched signed in and shown from an object URL. */
export function AnswerImage({
  paperId,
  itemId,
  index,
  style,
}: {
  paperId: string;
  itemId: string;
  index: number;
  style?: CSSProperties;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let url = '';
    assistantApi.crop(paperId, itemId, index).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setSrc(url);
        else URL.revokeObjectURL(url);
      },
      () => live && setSrc(''),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [paperId, itemId, index]);
  if (src === null) return <Spin />;
  if (!src) return <span>图片加载失败</span>;
  return (
    <img className="assistant-answer-img" src={src} alt={`作答图片 ${index + 1}`} style={style} />
  );
}
