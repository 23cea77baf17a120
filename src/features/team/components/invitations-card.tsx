import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import QRCode from 'qrcode';
import { ROLE_NAMES, type Assignment, type Invitation } from '../../../shared/api';
import { inviteLink, teamApi } from '../api/team.api';
import { AssignmentPicker, type SchoolOptions } from './assignment-picker';

/** The QR code of an invitation link. */
function InviteQr({ code }: { code: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(inviteLink(code), { margin: 1, width: 200 }).then(setSrc);
  }, [code]);
  return src ? <img src={src} alt="邀请二维码" width={200} height={200} /> : null;
}

/** 邀请: make a link with role, classes, expiry, use and approval; copy it, show its QR, revoke it. */
export function InvitationsCard({
  orgId,
  invitations,
  options,
  onChanged,
}: {
  orgId: string;
  invitations: Invitation[];
  options: SchoolOptions;
  onChanged(): void;
}) {
  const { message } = App.useApp();
  const [making, setMaking] = useState(false);
  const [shown, setShown] = useState<Invitation | null>(null);
  const [assignments, setAssignments] = useState<Assignment[]>([]);
  const [form] = Form.useForm<{
    role: string;
    expiresInDays: number;
    singleUse: boolean;
    requiresApproval: boolean;
    note: string;
  }>();
  const make = async () => {
    const v = await form.validateFields();
    const res = await teamApi.invite(orgId, { ...v, assignments }).catch(() => null);
    if (!res) return;
    message.success(res.message);
    setMaking(false);
    setAssignments([]);
    setShown(res.data);
    onChanged();
  };
  const copy = (code: string) => {
    if (!navigator.clipboard) return message.info(inviteLink(code));
    void navigator.clipboard.writeText(inviteLink(code)).then(
      () => message.success('邀请链接已复制'),
      () => message.info(inviteLink(code)),
    );
  };
  return (
    <Card
      title="邀请"
      extra={
        <Button type="primary" onClick={() => setMaking(true)}>
          生成邀请链接
        </Button>
      }
    >
      <Table<Invitation>
        rowKey="id"
        size="small"
        aria-label="邀请"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={invitations}
        columns={[
          { title: '身份', dataIndex: 'role', render: (r: Invitation['role']) => ROLE_NAMES[r] },
          { title: '备注', dataIndex: 'note' },
          {
            title: '有效期至',
            dataIndex: 'expiresAt',
            render: (d: string) => d.slice(0, 16).replace('T', ' '),
          },
          {
            title: '使用',
            key: 'uses',
            render: (_: unknown, i) =>
              `${i.uses}${i.singleUse ? ' / 1' : ''} 次${i.requiresApproval ? '（需审核）' : ''}`,
          },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: string) => <Tag color={s === '有效' ? 'green' : 'default'}>{s}</Tag>,
          },
          {
            title: '操作',
            key: 'ops',
            render: (_: unknown, i) =>
              i.status === '有效' && (
                <Space>
                  <Button size="small" onClick={() => setShown(i)}>
                    链接与二维码
                  </Button>
                  <Popconfirm
                    title="撤销这个邀请？"
                    description="链接会立即失效。"
                    okText="撤销"
                    cancelText="取消"
                    onConfirm={() =>
                      teamApi.revoke(orgId, i.id).then(
                        (r) => {
                          message.success(r.message);
                          onChanged();
                        },
                        () => undefined,
                      )
                    }
                  >
                    <Button size="small" danger>
                      撤销
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        title="生成邀请链接"
        open={making}
        onCancel={() => setMaking(false)}
        onOk={() => void make()}
        okText="生成"
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            role: 'teacher',
            expiresInDays: 7,
            singleUse: false,
            requiresApproval: true,
            note: '',
          }}
        >
          <Form.Item name="role" label="加入后的身份">
            <Radio.Group
              options={(['teacher', 'gradeDirector', 'administrator'] as const).map((r) => ({
                value: r,
                label: ROLE_NAMES[r],
              }))}
            />
          </Form.Item>
          <Form.Item label="任教学科与班级（可不选，加入后再分配）">
            <AssignmentPicker value={assignments} onChange={setAssignments} options={options} />
          </Form.Item>
          <Form.Item name="expiresInDays" label="有效天数">
            <InputNumber min={1} max={90} />
          </Form.Item>
          <Form.Item name="singleUse" valuePropName="checked">
            <Checkbox>只能使用一次</Checkbox>
          </Form.Item>
          <Form.Item name="requiresApproval" valuePropName="checked">
            <Checkbox>加入需要管理员审核</Checkbox>
          </Form.Item>
          <Form.Item name="note" label="备注">
            <Input maxLength={50} placeholder="如：初一数学组" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal title="邀请链接" open={!!shown} onCancel={() => setShown(null)} footer={null}>
        {shown && (
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <InviteQr code={shown.code} />
            <Typography.Text copyable={{ text: inviteLink(shown.code) }} data-testid="invite-link">
              {inviteLink(shown.code)}
            </Typography.Text>
            <Button onClick={() => copy(shown.code)}>复制链接</Button>
            <Typography.Text type="secondary">
              把链接或二维码发给老师：打开后登录或注册即可加入
              {shown.requiresApproval ? '（需你审核）' : ''}。
            </Typography.Text>
          </Space>
        )}
      </Modal>
    </Card>
  );
}
