import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space } from 'antd';
import type { ResolveProblemBody, ScanPageDetail, ScanProblemView } from '../../../../shared/api';
import { scanApi } from '../../api/scan.api';

/** What every resolution form gets. */
export interface ResolveFormProps {
  problem: ScanProblemView;
  detail: ScanPageDetail;
  /** The batch's paper and classes (for the roster). */
  paperId: string;
  classIds: readonly string[];
  busy: boolean;
  send(body: ResolveProblemBody): void;
}

/** Sends a resolution (recorded with who and when; the page is re-scored) and reports it. */
export function useResolve(problem: ScanProblemView | null, onResolved: () => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = (body: ResolveProblemBody) => {
    if (!problem) return;
    setBusy(true);
    scanApi
      .resolve(problem.id, body)
      .then(
        () => {
          void message.success('已处理');
          onResolved();
        },
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  return { busy, send };
}

/** 重新识别 and 作废此页 (with an optional reason), offered for every kind. */
export function PageActions({ busy, send }: Pick<ResolveFormProps, 'busy' | 'send'>) {
  const [reason, setReason] = useState('');
  return (
    <Space wrap>
      <Button disabled={busy} onClick={() => send({ action: 'retry' })}>
        重新识别
      </Button>
      <Popconfirm
        title="作废此页？"
        description={
          <Input
            aria-label="作废原因"
            placeholder="原因（可不填）"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        }
        okText="作废"
        cancelText="取消"
        onConfirm={() =>
          send({ action: 'discard', ...(reason.trim() ? { reason: reason.trim() } : {}) })
        }
      >
        <Button danger disabled={busy}>
          作废此页
        </Button>
      </Popconfirm>
    </Space>
  );
}
