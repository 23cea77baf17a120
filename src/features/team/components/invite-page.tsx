import { useCallback, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Descriptions, Result, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ROLE_NAMES } from '../../../shared/api';
import { LoadState, useLoad } from '../../../ui';
import { teamApi } from '../api/team.api';
import './team.css';

/** Props of /invite. */
export interface InvitePageProps {
  loggedIn: boolean;
  /** Sign-in and registration, shown to someone without a session (the app's panel). */
  authPanel: ReactNode;
  /** Joined: the app reloads the session and goes on. */
  onJoined(): Promise<unknown>;
}

/** /invite?code=…: the school, role and classes of the link; sign in or register, then join (or apply). */
export function InvitePage({ loggedIn, authPanel, onJoined }: InvitePageProps) {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const invite = useLoad(
    code || null,
    useCallback(() => teamApi.publicInvite(code), [code]),
  );
  const [result, setResult] = useState<'joined' | 'pending' | 'already' | null>(null);
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    const res = await teamApi.join(code).catch(() => null);
    setBusy(false);
    if (!res) return;
    message.success(res.message);
    setResult(res.data.status);
    if (res.data.status !== 'pending') await onJoined();
  };
  const inv = invite.data;
  if (!code)
    return (
      <Result status="warning" title="邀请链接不完整" subTitle="请向学校管理员重新索取邀请链接。" />
    );
  if (!inv) return <LoadState loading={invite.loading} onRetry={invite.reload} />;
  return (
    <div className="invite-page">
      <Card>
        <div className="invite-page__school">
          {inv.logo && <img src={inv.logo} alt="校徽" />}
          <Typography.Title level={3} style={{ margin: 0 }}>
            邀请你加入 {inv.orgName}
          </Typography.Title>
        </div>
        <Descriptions column={1} size="small" style={{ margin: '16px 0' }}>
          <Descriptions.Item label="邀请人">{inv.inviter}</Descriptions.Item>
          <Descriptions.Item label="身份">{ROLE_NAMES[inv.role]}</Descriptions.Item>
          {inv.classes.length > 0 && (
            <Descriptions.Item label="任教班级">{inv.classes.join('、')}</Descriptions.Item>
          )}
          <Descriptions.Item label="有效期至">
            {inv.expiresAt.slice(0, 16).replace('T', ' ')}
          </Descriptions.Item>
          {inv.requiresApproval && (
            <Descriptions.Item label="审核">加入需管理员审核</Descriptions.Item>
          )}
        </Descriptions>
        {inv.status !== '有效' ? (
          <Alert
            type="error"
            showIcon
            title={`邀请链接${inv.status}`}
            description="请向学校管理员重新索取邀请链接。"
          />
        ) : result === 'pending' ? (
          <Alert
            type="success"
            showIcon
            title="已提交申请，等待管理员审核"
            description="审核通过后，重新进入即可使用学校的功能。"
          />
        ) : result ? (
          <Alert
            type="success"
            showIcon
            title={result === 'joined' ? '已加入学校' : '你已是该校成员'}
          />
        ) : loggedIn ? (
          <Button type="primary" size="large" block loading={busy} onClick={() => void join()}>
            {inv.requiresApproval ? '申请加入' : '加入学校'}
          </Button>
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              title="请先登录；还没有账号请注册，之后回到这里加入。"
              style={{ marginBottom: 12 }}
            />
            {authPanel}
          </>
        )}
      </Card>
    </div>
  );
}
