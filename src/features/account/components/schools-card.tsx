import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { ClassItem, MySchool, Profile } from '../../../shared/api';
import { accountApi } from '../api/account.api';
import './account.css';

const STAGES = [
  { label: '小学', value: 'primary' },
  { label: '初中', value: 'junior' },
  { label: '高中', value: 'senior' },
];

const roles = (s: MySchool) =>
  [s.isCreator && '创建者', s.isAdministrator && '管理员', s.gradeDirector && '年级主任']
    .filter(Boolean)
    .join('、') || '教师';

/** The default school year of one school, chosen from its grades (loaded when opened). */
function YearSelect({ school, onChanged }: { school: MySchool; onChanged(text: string): void }) {
  const [grades, setGrades] = useState<ClassItem[] | null>(null);
  return (
    <Select
      aria-label={`${school.name}的默认学年`}
      style={{ width: 180 }}
      placeholder="暂无默认学年"
      value={school.defaultClassId ?? undefined}
      options={(
        grades ??
        (school.defaultClassId
          ? [{ id: school.defaultClassId, name: school.defaultClassName ?? '' }]
          : [])
      ).map((g) => ({ value: g.id, label: g.name }))}
      onOpenChange={(open) =>
        open && !grades && void accountApi.grades(school.orgId).then(setGrades, () => undefined)
      }
      onChange={(id: string) =>
        void accountApi.setDefaultGrade(school.orgId, id).then(
          (r) => onChanged(r.message),
          () => undefined,
        )
      }
    />
  );
}

/** 我的学校: roles, default school and year, switching, leaving, creating a school, pending requests. */
export function SchoolsCard({
  profile,
  onChanged,
}: {
  profile: Profile;
  onChanged(text?: string): Promise<void>;
}) {
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ name: string; stageIds: string[] }>();
  const create = async () => {
    const v = await form.validateFields();
    const res = await accountApi.createSchool(v.name, v.stageIds).catch(() => null);
    if (!res) return;
    setCreating(false);
    form.resetFields();
    await onChanged(`${res.message}，请到学校设置中添加年级和班级`);
  };
  return (
    <Card title="我的学校" extra={<Button onClick={() => setCreating(true)}>创建学校</Button>}>
      <List
        className="account-schools"
        locale={{ emptyText: '还没有加入学校：请打开学校管理员发来的邀请链接，或创建一所学校' }}
        dataSource={profile.schools}
        renderItem={(s) => (
          <List.Item
            actions={[
              <YearSelect key="year" school={s} onChanged={(t) => void onChanged(t)} />,
              s.isDefault ? (
                <Tag key="d" color="blue">
                  当前学校
                </Tag>
              ) : (
                <Button
                  key="d"
                  onClick={() =>
                    void accountApi.setDefaultSchool(s.orgId).then(
                      (r) => onChanged(r.message),
                      () => undefined,
                    )
                  }
                >
                  切换到此学校
                </Button>
              ),
              <Popconfirm
                key="leave"
                title={`退出“${s.name}”？`}
                description="你的试卷仍留在学校。"
                okText="退出"
                cancelText="取消"
                onConfirm={() =>
                  accountApi.leave(s.orgId, profile.id).then(
                    (r) => onChanged(r.message),
                    () => undefined,
                  )
                }
              >
                <Button danger type="text">
                  退出
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta title={s.name} description={`身份：${roles(s)}`} />
          </List.Item>
        )}
      />
      {profile.pending.map((p) => (
        <Typography.Paragraph key={p.orgId} type="warning">
          已申请加入“{p.name}”，等待管理员审核。
        </Typography.Paragraph>
      ))}
      <Modal
        title="创建学校"
        open={creating}
        onCancel={() => setCreating(false)}
        onOk={() => void create()}
        okText="创建"
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ stageIds: ['junior'] }}>
          <Form.Item
            name="name"
            label="学校名称"
            rules={[{ required: true, whitespace: true, message: '请输入学校名称' }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="stageIds"
            label="学段"
            rules={[{ required: true, message: '请至少选择一个学段' }]}
          >
            <Checkbox.Group options={STAGES} />
          </Form.Item>
        </Form>
        <Space>
          <Typography.Text type="secondary">
            创建后你是学校的创建者和管理员，可在学校设置中添加年级、班级并邀请同事。
          </Typography.Text>
        </Space>
      </Modal>
    </Card>
  );
}
