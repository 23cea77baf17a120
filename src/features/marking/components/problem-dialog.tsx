import { useState } from 'react';
import { Input, Modal, Radio, Space } from 'antd';
import { PROBLEM_REASONS } from '../../../shared/api/marking';

/** Props of the 问题卷 dialog. */
export interface ProblemDialogProps {
  open: boolean;
  onCancel: () => void;
  onFlag: (reason: string, note: string) => Promise<void>;
}

/** 问题卷: a reason (图像不清, 答错位置, 疑似雷同, 其他 with text) instead of a score. */
export function ProblemDialog({ open, onCancel, onFlag }: ProblemDialogProps) {
  const [reason, setReason] = useState<string>(PROBLEM_REASONS[0]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      title="标记问题卷"
      open={open}
      okText="提交问题卷"
      onCancel={onCancel}
      onOk={async () => {
        if (reason === '其他' && !note.trim()) return setError('请填写问题说明');
        setError(null);
        await onFlag(reason, note.trim());
        setNote('');
      }}
    >
      <Radio.Group value={reason} onChange={(e) => setReason(e.target.value as string)}>
        <Space direction="vertical">
          {PROBLEM_REASONS.map((r) => (
            <Radio key={r} value={r}>
              {r}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Input.TextArea
        style={{ marginTop: 12 }}
        rows={2}
        maxLength={200}
        placeholder="问题说明（选择“其他”时必填）"
        aria-label="问题说明"
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {error && <div className="score-pad-error">{error}</div>}
    </Modal>
  );
}
