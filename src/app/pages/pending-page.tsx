import { Button, Card, Empty, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { PendingPageInfo } from './pending-pages';

/** A page whose content a later issue builds: its title, what will appear and what to do now. */
export function PendingPage({ page }: { page: PendingPageInfo }) {
  const navigate = useNavigate();
  return (
    <div className="page-frame">
      <Typography.Title level={2}>{page.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{page.summary}</Typography.Paragraph>
      <Card>
        <Empty description={page.empty}>
          <Button type="primary" onClick={() => void navigate(page.action.to)}>
            {page.action.label}
          </Button>
        </Empty>
      </Card>
    </div>
  );
}
