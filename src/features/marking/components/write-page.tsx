import { useEffect, useState } from 'react';
import { Button, Result, Segmented, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BlockInfo } from '../../../shared/api/marking';
import { markingApi } from '../api/marking.api';
import { BlankView, GroupView } from './bulk-views';
import { MarkView } from './mark-view';
import { ReviewView } from './review-view';
import './marking.css';

type Mode = 'mark' | 'review' | 'blank' | 'group' | 'leader';

/** /write?blockId=…: the marking workspace of one block (阅卷, 回评, 空白确认, 相似分组, 题组长裁定). */
export function WritePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const blockId = params.get('blockId') ?? '';
  const mode = (params.get('mode') as Mode | null) ?? 'mark';
  const [info, setInfo] = useState<BlockInfo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!blockId) return;
    markingApi.blockInfo(blockId).then(setInfo, () => setFailed(true));
  }, [blockId]);
  if (!blockId || failed)
    return (
      <Result
        status="info"
        title="请先在网上阅卷中选择要批改的题块"
        extra={<Button onClick={() => navigate('/correct')}>去网上阅卷</Button>}
      />
    );
  if (!info) return <Spin style={{ margin: 48 }} />;
  const modes = [
    { value: 'mark', label: '阅卷' },
    { value: 'review', label: '回评' },
    { value: 'blank', label: '空白确认' },
    { value: 'group', label: '相似分组' },
    ...(info.isLeader ? [{ value: 'leader', label: '题组长裁定' }] : []),
  ];
  return (
    <div>
      <div className="write-head" style={{ padding: '8px 12px 0' }}>
        <Button size="small" onClick={() => navigate('/correct')}>
          返回阅卷任务
        </Button>
        <Segmented
          aria-label="阅卷方式"
          value={mode}
          options={modes}
          onChange={(v) => setParams({ blockId, mode: String(v) })}
        />
      </div>
      {mode === 'mark' && <MarkView key="mark" info={info} queue="mark" />}
      {mode === 'leader' && <MarkView key="leader" info={info} queue="leader" />}
      {mode === 'review' && <ReviewView info={info} />}
      {mode === 'blank' && <BlankView info={info} />}
      {mode === 'group' && <GroupView info={info} />}
    </div>
  );
}
