import { Button, Modal, Progress, Typography } from 'antd';
import type { PrintJobStatus } from '../../../shared/api';

/** The progress of a background print, with 取消. */
export function JobProgress({ job, onCancel }: { job: PrintJobStatus | null; onCancel(): void }) {
  const percent = job && job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <Modal
      open={job !== null}
      title="正在生成"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={<Button onClick={onCancel}>取消</Button>}
    >
      <Typography.Paragraph>{job?.fileName}</Typography.Paragraph>
      <Progress percent={percent} status="active" aria-label="生成进度" />
      <Typography.Text type="secondary">
        已完成 {job?.done ?? 0} / {job?.total ?? 0} 名学生，完成后自动下载。
      </Typography.Text>
      {job?.message && (
        <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
          {job.message}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
