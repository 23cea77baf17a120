import { Card, Empty, Image, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { PersonPaper } from '../../../shared/api/analysis-person';
import { personApi } from '../api/person.api';

/** One marked answer image, fetched signed in; a note when the teacher may not see it. */
function Crop({ itemId, index }: { itemId: string; index: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    personApi.crop(itemId, index).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [itemId, index]);
  if (failed) return <Typography.Text type="secondary">图片不可查看</Typography.Text>;
  return url ? (
    <Image
      src={url}
      alt="答题图片"
      style={{ maxWidth: '100%' }}
      wrapperStyle={{ maxWidth: '100%' }}
      data-testid="answer-image"
    />
  ) : (
    <Typography.Text type="secondary">加载中…</Typography.Text>
  );
}

/** The student's marked answers (题块), each with its final score and images. */
export function AnswerImages({ images }: { images: PersonPaper['images'] }) {
  if (images.length === 0)
    return (
      <Card size="small" title="批改后的答题图片" style={{ marginBottom: 16 }}>
        <Empty description="这份作业没有需要批改的主观题答卷" />
      </Card>
    );
  return (
    <Card size="small" title="批改后的答题图片" style={{ marginBottom: 16 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {images.map((im) => (
          <div key={im.itemId}>
            <Typography.Text strong>
              {im.blockName}：{im.score ?? '—'} 分
            </Typography.Text>
            <div>
              {Array.from({ length: im.crops }, (_, i) => (
                <Crop key={i} itemId={im.itemId} index={i} />
              ))}
            </div>
          </div>
        ))}
      </Space>
    </Card>
  );
}
