import { Alert, Button, Space } from 'antd';
import { scanApi } from '../../api/scan.api';
import { useFetched } from '../../hooks/use-fetched';
import { otherPageId } from '../../model/problem-detail';
import { PageOverlay } from '../page-overlay';
import { pageCaption } from '../page-thumb';
import type { ResolveFormProps } from './resolve-kit';

/** 重复扫描: the other page beside this one; the teacher keeps one of the two. */
export function DuplicateForm(props: ResolveFormProps) {
  const otherId = otherPageId(props.problem);
  const other = useFetched(otherId, () => scanApi.page(otherId ?? ''));
  if (!otherId) return <Alert type="error" title="未找到与此页重复的另一页" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button
          type="primary"
          disabled={props.busy}
          onClick={() => props.send({ action: 'keep', keepPageId: props.problem.pageId })}
        >
          保留此页
        </Button>
        <Button
          disabled={props.busy}
          onClick={() => props.send({ action: 'keep', keepPageId: otherId })}
        >
          保留另一页{other ? `（${other.fileName}）` : ''}
        </Button>
      </Space>
      {other && (
        <div className="scan-duplicate-other">
          <strong>另一页：{pageCaption(other)}</strong>
          <PageOverlay detail={other} />
        </div>
      )}
    </Space>
  );
}
