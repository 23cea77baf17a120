import { Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const DATA_CENTER_TABS = [
  { key: '/dataCenter/subject', label: '学科统计' },
  { key: '/dataCenter/correctScore', label: '作业批改报表' },
  { key: '/dataCenter/averageScore', label: '班级均分及小题对比' },
];

/** The 数据中心 frame: its three reports as tabs, the grade named in the heading. */
export function DataCenterFrame({
  grade,
  children,
}: {
  grade?: string | undefined;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 1240, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {DATA_CENTER_TABS.find((t) => t.key === pathname)?.label ?? '数据中心'}
      </Typography.Title>
      <Typography.Text type="secondary">数据中心{grade ? ` · ${grade}` : ''}</Typography.Text>
      <Menu
        mode="horizontal"
        selectedKeys={[pathname]}
        items={DATA_CENTER_TABS}
        onClick={(e) => void navigate(e.key)}
        style={{ marginBottom: 16 }}
      />
      {children}
    </div>
  );
}
