import { Typography } from 'antd';
import { ProtocolContent } from './protocol-content';
import { SitePage } from './site-page';

/** The /protocol page: the user agreement. */
export function ProtocolPage() {
  return (
    <SitePage title="用户协议">
      <Typography.Paragraph type="secondary">
        使用作业与网阅前，请仔细阅读本协议。登录即表示你已阅读并同意以下条款。
      </Typography.Paragraph>
      <ProtocolContent />
    </SitePage>
  );
}
