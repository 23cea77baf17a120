import { useCallback } from 'react';
import { Alert, Space, Tabs, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState, useLoad } from '../../../ui';
import { schoolApi } from '../api/school.api';
import { AnalysisTab } from './analysis-tab';
import { BasicsTab } from './basics-tab';
import { GradesTab } from './grades-tab';
import { RolloverTab } from './rollover-tab';
import { StudentsTab } from './students-tab';
import './school.css';

/** Props of 学校设置. */
export interface SchoolDetailsPageProps {
  /** The default school when the link carries no orgId. */
  defaultOrgId: string | null;
  /** The school's name or logo changed (the top navigation shows them). */
  onSchoolChanged(): Promise<unknown>;
}

/** /team/details?orgId=…: 学校设置; the creator and administrators change it, others read it. */
export function SchoolDetailsPage({ defaultOrgId, onSchoolChanged }: SchoolDetailsPageProps) {
  const [params, setParams] = useSearchParams();
  const orgId = params.get('orgId') || defaultOrgId;
  const load = useCallback(() => schoolApi.settings(orgId ?? ''), [orgId]);
  const { data, reload, loading } = useLoad(orgId, load);
  if (!orgId)
    return (
      <Alert
        type="info"
        showIcon
        title="还没有加入学校"
        description="请在个人中心创建学校，或打开管理员发来的邀请链接加入学校。"
      />
    );
  if (!data) return <LoadState loading={loading} onRetry={reload} />;
  const tab = params.get('tab') ?? 'basics';
  const ctx = { orgId, settings: data, reload, onSchoolChanged };
  return (
    <div className="page-frame school-page">
      <Typography.Title level={3}>学校设置 · {data.org.name}</Typography.Title>
      <Space className="school-page__links" wrap>
        <Link to={data.canEdit ? '/team/member' : '/team/group'}>
          {data.canEdit ? '团队管理与邀请' : '我的团队'}
        </Link>
        <Link to="/schoolmaterials">校本资料</Link>
        <Link to="/userset">个人中心</Link>
      </Space>
      {!data.canEdit && (
        <Alert
          type="info"
          showIcon
          title="只有学校创建者和管理员可以修改学校设置，你可以查看。"
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          next.set('tab', key);
          setParams(next, { replace: true });
        }}
        items={[
          { key: 'basics', label: '基本信息', children: <BasicsTab {...ctx} /> },
          { key: 'grades', label: '年级与班级', children: <GradesTab {...ctx} /> },
          { key: 'students', label: '学生', children: <StudentsTab {...ctx} /> },
          { key: 'analysis', label: '分析设置', children: <AnalysisTab {...ctx} /> },
          { key: 'rollover', label: '学年升级', children: <RolloverTab {...ctx} /> },
        ]}
      />
    </div>
  );
}

/** What every tab gets. */
export interface TabProps {
  orgId: string;
  settings: NonNullable<Awaited<ReturnType<typeof schoolApi.settings>>>;
  reload(): void;
  onSchoolChanged(): Promise<unknown>;
}
