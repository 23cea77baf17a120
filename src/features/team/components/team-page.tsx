import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Checkbox,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { ROLE_NAMES, type Assignment, type Member } from '../../../shared/api';
import { LoadState, useLoad } from '../../../ui';
import { teamApi } from '../api/team.api';
import { AssignmentPicker, type SchoolOptions } from './assignment-picker';
import { InvitationsCard } from './invitations-card';
import './team.css';

/** Props of the team pages. */
export interface TeamPageProps {
  orgId: string | null;
  /** /team/member (administrators manage) or /team/group (members look). */
  view: 'admin' | 'member';
  /** The caller's roles may have changed (the navigation shows them). */
  onChanged?(): Promise<unknown>;
}

const roleTags = (m: Member) => {
  const tags = [
    m.isCreator && ROLE_NAMES.creator,
    m.isAdministrator && ROLE_NAMES.administrator,
    m.gradeDirector && ROLE_NAMES.gradeDirector,
  ].filter(Boolean) as string[];
  return (tags.length ? tags : [ROLE_NAMES.teacher]).map((t) => (
    <Tag key={t} color={t === '教师' ? 'default' : 'blue'}>
      {t}
    </Tag>
  ));
};

/** 团队: members with roles, subjects and classes; administrators change them, invite and approve. */
export function TeamPage({ orgId, view, onChanged }: TeamPageProps) {
  const { message } = App.useApp();
  const team = useLoad(
    orgId,
    useCallback(() => teamApi.view(orgId ?? ''), [orgId]),
  );
  const school = useLoad(
    orgId && view === 'admin' ? `s${orgId}` : null,
    useCallback(() => teamApi.school(orgId ?? ''), [orgId]),
  );
  const [roles, setRoles] = useState<Member | null>(null);
  const [teaching, setTeaching] = useState<{ member: Member; value: Assignment[] } | null>(null);
  if (!orgId) return <Alert type="info" showIcon title="还没有加入学校" />;
  const data = team.data;
  if (!data) return <LoadState loading={team.loading} onRetry={team.reload} />;
  const manage = view === 'admin' && data.canManage;
  const options: SchoolOptions = {
    subjects: (school.data?.subjects ?? []).filter((s) => s.inUse),
    classes: (school.data?.grades ?? [])
      .filter((g) => !g.retired)
      .flatMap((g) => g.classes.filter((c) => !c.retired)),
  };
  const done = async (p: Promise<{ message: string }>) => {
    const res = await p.catch(() => null);
    if (!res) return false;
    message.success(res.message);
    team.reload();
    await onChanged?.();
    return true;
  };
  return (
    <div className="page-frame team-page">
      {view === 'member' && <Link to="/paperlist">← 返回作业列表</Link>}
      <Typography.Title level={3}>
        {view === 'admin' ? '团队管理' : '我的团队'} · {data.orgName}
      </Typography.Title>
      {view === 'admin' && !data.canManage && (
        <Alert
          type="info"
          showIcon
          title="只有学校创建者和管理员可以管理团队；你可以查看成员。"
          style={{ marginBottom: 16 }}
        />
      )}
      {manage && data.requests.length > 0 && (
        <Card title={`待审核的加入申请（${data.requests.length}）`} style={{ marginBottom: 16 }}>
          {data.requests.map((r) => (
            <Space
              key={r.id}
              style={{ display: 'flex', marginBottom: 8 }}
              aria-label={`申请：${r.displayName}`}
            >
              <Typography.Text strong>{r.displayName}</Typography.Text>
              <Typography.Text type="secondary">
                {r.username} · 申请身份：{ROLE_NAMES[r.role]}
              </Typography.Text>
              <Button
                type="primary"
                size="small"
                onClick={() => void done(teamApi.decide(orgId, r.id, true))}
              >
                同意
              </Button>
              <Button size="small" onClick={() => void done(teamApi.decide(orgId, r.id, false))}>
                拒绝
              </Button>
            </Space>
          ))}
        </Card>
      )}
      <Card title={`成员（${data.members.length}）`} style={{ marginBottom: 16 }}>
        <Table<Member>
          rowKey="userId"
          size="small"
          aria-label="成员"
          pagination={false}
          dataSource={data.members}
          columns={[
            {
              title: '成员',
              key: 'name',
              render: (_: unknown, m) => (
                <Space>
                  <Avatar
                    size="small"
                    {...(/^(data:|\/)/.test(m.avatar)
                      ? { src: m.avatar }
                      : { children: m.avatar || m.displayName.slice(0, 1) })}
                  />
                  {m.displayName}
                  <Typography.Text type="secondary">{m.username}</Typography.Text>
                </Space>
              ),
            },
            { title: '身份', key: 'roles', render: (_: unknown, m) => roleTags(m) },
            {
              title: '任教',
              key: 'teaching',
              render: (_: unknown, m) =>
                m.assignments.map((a) => `${a.subjectName} ${a.className}`).join('、') || '—',
            },
            ...(manage
              ? [
                  {
                    title: '操作',
                    key: 'ops',
                    render: (_: unknown, m: Member) => (
                      <Space>
                        <Button size="small" onClick={() => setRoles(m)}>
                          身份
                        </Button>
                        <Button
                          size="small"
                          onClick={() =>
                            setTeaching({
                              member: m,
                              value: m.assignments.map(({ subjectId, classId }) => ({
                                subjectId,
                                classId,
                              })),
                            })
                          }
                        >
                          任教
                        </Button>
                        <Popconfirm
                          title={`移除“${m.displayName}”？`}
                          description="其试卷仍留在学校，管理员可以继续使用。"
                          okText="移除"
                          cancelText="取消"
                          onConfirm={() => done(teamApi.remove(orgId, m.userId))}
                        >
                          <Button size="small" danger>
                            移除
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {manage && (
        <InvitationsCard
          orgId={orgId}
          invitations={data.invitations}
          options={options}
          onChanged={team.reload}
        />
      )}
      <Modal
        title={`身份：${roles?.displayName ?? ''}`}
        open={!!roles}
        onCancel={() => setRoles(null)}
        okText="保存"
        onOk={() =>
          roles &&
          void done(
            teamApi.roles(orgId, roles.userId, {
              isCreator: roles.isCreator,
              isAdministrator: roles.isAdministrator,
              gradeDirector: roles.gradeDirector,
            }),
          ).then((ok) => ok && setRoles(null))
        }
      >
        {roles && (
          <Space orientation="vertical">
            <Checkbox
              checked={roles.isCreator}
              disabled={!data.isCreator}
              onChange={(e) => setRoles({ ...roles, isCreator: e.target.checked })}
            >
              创建者（只有创建者可以更改）
            </Checkbox>
            <Checkbox
              checked={roles.isAdministrator || roles.isCreator}
              disabled={roles.isCreator}
              onChange={(e) => setRoles({ ...roles, isAdministrator: e.target.checked })}
            >
              管理员
            </Checkbox>
            <Checkbox
              checked={roles.gradeDirector}
              onChange={(e) => setRoles({ ...roles, gradeDirector: e.target.checked })}
            >
              年级主任（可见数据中心）
            </Checkbox>
          </Space>
        )}
      </Modal>
      <Modal
        title={`任教：${teaching?.member.displayName ?? ''}`}
        open={!!teaching}
        onCancel={() => setTeaching(null)}
        okText="保存"
        onOk={() =>
          teaching &&
          void done(teamApi.assignments(orgId, teaching.member.userId, teaching.value)).then(
            (ok) => ok && setTeaching(null),
          )
        }
      >
        {teaching && (
          <AssignmentPicker
            value={teaching.value}
            onChange={(value) => setTeaching({ ...teaching, value })}
            options={options}
          />
        )}
      </Modal>
    </div>
  );
}
