import { lazy, Suspense, useState } from 'react';
import { Modal, Spin } from 'antd';

// The agreement's text loads when it is opened (the sign-in page's budget).
const ProtocolContent = lazy(() =>
  import('../../features/site').then((m) => ({ default: m.ProtocolContent })),
);

/** "登录即表示同意《用户协议》", the agreement opening in a dialog (anonymous users stay on the page). */
export function AgreementLink() {
  const [open, setOpen] = useState(false);
  return (
    <p className="agreement-link">
      登录即表示同意
      <a
        href="/protocol"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        《用户协议》
      </a>
      <Modal title="用户协议" open={open} onCancel={() => setOpen(false)} footer={null} width={720}>
        {open && (
          <Suspense fallback={<Spin />}>
            <ProtocolContent />
          </Suspense>
        )}
      </Modal>
    </p>
  );
}
