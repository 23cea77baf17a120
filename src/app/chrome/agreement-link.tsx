import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { ProtocolContent } from '../../features/site';

/** "登录即表示同意《用户协议》", the agreement opening in a dialog (anonymous users stay on the page). */
export function AgreementLink() {
  const [open, setOpen] = useState(false);
  return (
    <Typography.Paragraph type="secondary" className="agreement-link">
      登录即表示同意
      <Typography.Link onClick={() => setOpen(true)}>《用户协议》</Typography.Link>
      <Modal title="用户协议" open={open} onCancel={() => setOpen(false)} footer={null} width={720}>
        <ProtocolContent />
      </Modal>
    </Typography.Paragraph>
  );
}
