import { useCallback, useState } from 'react';
import { App, Avatar, Button, Card, Descriptions, Input, Popconfirm, Space, Upload } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { LoadState, useLoad } from '../../../ui';
import { accountApi } from '../api/account.api';
import type { UsersetPageProps } from './userset-page';
import { MobileDialog, PasswordDialog } from './security-dialogs';
import { SchoolsCard } from './schools-card';

const avatarProps = (a: string) =>
  /^(data:|https?:|\/)/.test(a) ? { src: a } : { children: a.slice(0, 2) };

/** Profile (nickname, avatar, mobile), password, sign-out everywhere, and my schools. */
export function ProfilePanel({ onAccountChanged, onSessionEnded }: UsersetPageProps) {
  const { message } = App.useApp();
  const load = useCallback(() => accountApi.profile(), []);
  const { data: profile, reload, loading } = useLoad('profile', load);
  const [name, setName] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'password' | 'mobile' | null>(null);
  const changed = async (text?: string) => {
    if (text) message.success(text);
    reload();
    await onAccountChanged();
  };
  if (!profile) return <LoadState loading={loading} onRetry={reload} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="账号信息">
        <Descriptions column={1} bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label="头像">
            <Space>
              <Avatar
                size={48}
                {...avatarProps(profile.avatar)}
                icon={profile.avatar ? undefined : <UserOutlined />}
              />
              <Upload
                accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                showUploadList={false}
                beforeUpload={(file) => {
                  void accountApi.avatar(file).then(
                    (r) => changed(r.message),
                    () => undefined,
                  );
                  return false;
                }}
              >
                <Button>上传头像</Button>
              </Upload>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="昵称">
            <Space.Compact>
              <Input
                aria-label="昵称"
                value={name ?? profile.displayName}
                maxLength={20}
                onChange={(e) => setName(e.target.value)}
              />
              <Button
                disabled={name === null || !name.trim() || name === profile.displayName}
                onClick={() =>
                  void accountApi.rename(name ?? '').then(
                    (r) => {
                      setName(null);
                      return changed(r.message);
                    },
                    () => undefined,
                  )
                }
              >
                保存
              </Button>
            </Space.Compact>
          </Descriptions.Item>
          <Descriptions.Item label="用户名">{profile.username}</Descriptions.Item>
          <Descriptions.Item label="手机号码">
            <Space>
              {profile.mobile || '未绑定'}
              <Button size="small" onClick={() => setDialog('mobile')}>
                {profile.mobile ? '更换' : '绑定'}
              </Button>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="安全">
            <Space wrap>
              <Button onClick={() => setDialog('password')}>修改密码</Button>
              <Popconfirm
                title="在所有设备上退出登录？"
                description="包括这台电脑；之后需要重新登录。"
                okText="全部退出"
                cancelText="取消"
                onConfirm={() => accountApi.signOutAll().then(onSessionEnded, () => undefined)}
              >
                <Button danger>在所有设备上退出</Button>
              </Popconfirm>
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <SchoolsCard profile={profile} onChanged={changed} />
      <PasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <MobileDialog
        open={dialog === 'mobile'}
        onClose={() => setDialog(null)}
        onDone={() => changed()}
      />
    </Space>
  );
}
