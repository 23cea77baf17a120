import { useState } from 'react';
import {
  App,
  Button,
  Form,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { GRADE_LEVELS, STAGE_LEVELS, type GradeRow } from '../../../shared/api';
import { schoolApi } from '../api/school.api';
import type { TabProps } from './school-details-page';

type Row = { id: string; name: string; students: number; retired: boolean; grade?: GradeRow };

/** 年级与班级: grades (学年) with their classes; add, rename, retire. */
export function GradesTab({ orgId, settings, reload }: TabProps) {
  const { message } = App.useApp();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ level: number; cohort: number; classCount: number }>();
  const edit = settings.canEdit;
  const done = async (p: Promise<{ message: string }>) => {
    const res = await p.catch(() => null);
    if (!res) return;
    message.success(res.message);
    reload();
  };
  const rename = (row: Row) => (name: string) =>
    name.trim() && name !== row.name && void done(schoolApi.rename(orgId, row.id, name));
  const levels = settings.stageIds.flatMap((id) => {
    const r = STAGE_LEVELS[id];
    return r ? Array.from({ length: r.last - r.first + 1 }, (_, i) => r.first + i) : [];
  });
  const columns = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, row: Row) => (
        <Typography.Text
          editable={edit && !row.retired ? { onChange: rename(row), triggerType: ['icon'] } : false}
          strong={!!row.grade}
        >
          {name}
        </Typography.Text>
      ),
    },
    {
      title: '学生',
      dataIndex: 'students',
      width: 90,
      render: (n: number, row: Row) => (row.grade ? '' : n),
    },
    {
      title: '状态',
      dataIndex: 'retired',
      width: 90,
      render: (r: boolean, row: Row) =>
        r ? <Tag>{row.grade ? '已毕业/停用' : '已停用'}</Tag> : <Tag color="green">在用</Tag>,
    },
    {
      title: '操作',
      width: 200,
      render: (_: unknown, row: Row) =>
        edit && !row.retired ? (
          <Space>
            {row.grade && (
              <Button size="small" onClick={() => void done(schoolApi.addClass(orgId, row.id))}>
                添加班级
              </Button>
            )}
            <Popconfirm
              title={`停用“${row.name}”？`}
              description="停用后不再出现在选择中，历史作业和成绩保留。"
              okText="停用"
              cancelText="取消"
              onConfirm={() => done(schoolApi.retire(orgId, row.id))}
            >
              <Button size="small" danger>
                停用
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];
  const data: Row[] = settings.grades.map(
    (g) =>
      ({
        id: g.id,
        name: g.name,
        students: 0,
        retired: g.retired,
        grade: g,
        children: g.classes,
      }) as Row,
  );
  const year = new Date().getFullYear();
  return (
    <>
      {edit && (
        <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setAdding(true)}>
          新增年级
        </Button>
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={data}
        expandable={{ defaultExpandAllRows: true }}
        aria-label="年级与班级"
      />
      <Modal
        title="新增年级"
        open={adding}
        onCancel={() => setAdding(false)}
        okText="添加"
        destroyOnHidden
        onOk={() =>
          void form
            .validateFields()
            .then((v) => done(schoolApi.addGrade(orgId, v)).then(() => setAdding(false)))
        }
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ level: levels[0], cohort: year, classCount: 4 }}
        >
          <Form.Item name="level" label="年级" rules={[{ required: true }]}>
            <Select options={levels.map((l) => ({ value: l, label: GRADE_LEVELS[l - 1] }))} />
          </Form.Item>
          <Form.Item name="cohort" label="入学年份（届）" rules={[{ required: true }]}>
            <InputNumber min={2000} max={2100} />
          </Form.Item>
          <Form.Item name="classCount" label="班级数" rules={[{ required: true }]}>
            <InputNumber min={0} max={40} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
