import { Button, Space } from 'antd';
import type { ResolveFormProps } from './resolve-kit';

/** 缺考: confirm the student was absent, or undo it (the mark was not meant). */
export function AbsentForm({ busy, send }: ResolveFormProps) {
  return (
    <Space wrap>
      <Button
        type="primary"
        disabled={busy}
        onClick={() => send({ action: 'set-absent', absent: true })}
      >
        确认缺考
      </Button>
      <Button disabled={busy} onClick={() => send({ action: 'set-absent', absent: false })}>
        不是缺考
      </Button>
    </Space>
  );
}
