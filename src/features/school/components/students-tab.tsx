import { useCallback, useState } from 'react';
import {
  App,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Table,
  Upload,
} from 'antd';
import type { StudentRow } from '../../../shared/api';
import { useExport, useLoad } from '../../../ui';
import { schoolApi } from '../api/school.api';
import { RosterImport } from './roster-import';
import type { TabProps } from './school-details-page';

type Editing = Partial<StudentRow> | null;

/** 学生: a class's roster; add, edit, move (change the class), remove; import and export .xlsx. */
export function StudentsTab({ orgId, settings }: TabProps) {
  const { message } = App.useApp();
  const classes = settings.grades
    .filter((g) => !g.retired)
    .flatMap((g) => g.classes.filter((c) => !c.retired));
  const [classId, setClassId] = useState<string | undefined>(classes[0]?.id);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<Omit<StudentRow, 'id' | 'className'>>();
  const key = `${classId ?? ''}|${keyword}`;
  const list = useLoad(
    key,
    useCallback(
      () => schoolApi.students(orgId, keyword ? { keyword } : { classId }),
      [orgId, classId, keyword],
    ),
  );
  const edit = settings.canEdit;
  const save = async () => {
    const v = await form.validateFields();
    const body = { ...v, gender: v.gender ?? null };
    const res = await (
      editing?.id
        ? schoolApi.saveStudent(orgId, editing.id, body)
        : schoolApi.addStudent(orgId, body)
    ).catch(() => null);
    if (!res) return;
    message.success(res.message);
    setEditing(null);
    list.reload();
  };
  const exporter = useExport();
  const exportRoster = () => {
    const name = classes.find((c) => c.id === classId)?.name ?? '全校';
    return exporter.run({ kind: 'roster', orgId, classId }, `${name}学生名单.xlsx`);
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="班级"
          style={{ width: 160 }}
          value={classId}
          onChange={setClassId}
          options={classes.map((c) => ({ value: c.id, label: `${c.name}（${c.students}人）` }))}
        />
        <Input.Search
          aria-label="搜索学生"
          placeholder="姓名或考号"
          allowClear
          onSearch={setKeyword}
          style={{ width: 200 }}
        />
        {edit && (
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ classId, gender: null });
              setEditing({});
            }}
          >
            添加学生
          </Button>
        )}
        {edit && (
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
          >
            <Button>导入名单</Button>
          </Upload>
        )}
        <Button loading={exporter.busy} onClick={() => void exportRoster()}>
          导出名单
        </Button>
      </Space>
      <Table<StudentRow>
        rowKey="id"
        size="small"
        aria-label="学生名单"
        dataSource={list.data ?? []}
        loading={list.loading}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '考号', dataIndex: 'examNo' },
          { title: '性别', dataIndex: 'gender', render: (g: string | null) => g ?? '' },
          { title: '班级', dataIndex: 'className' },
          ...(edit
            ? [
                {
                  title: '操作',
                  key: 'ops',
                  render: (_: unknown, s: StudentRow) => (
                    <Space>
                      <Button
                        size="small"
                        onClick={() => {
                          form.setFieldsValue(s);
                          setEditing(s);
                        }}
                      >
                        编辑/调班
                      </Button>
                      <Popconfirm
                        title={`删除学生“${s.name}”？`}
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() =>
                          schoolApi.removeStudent(orgId, s.id).then(
                            (r) => {
                              message.success(r.message);
                              list.reload();
                            },
                            () => undefined,
                          )
                        }
                      >
                        <Button size="small" danger>
                          删除
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        title={editing?.id ? '编辑学生' : '添加学生'}
        open={!!editing}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        okText="保存"
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label="姓名"
            rules={[{ required: true, whitespace: true, message: '请输入学生姓名' }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="examNo"
            label="考号"
            rules={[{ required: true, pattern: /^\d{4,12}$/, message: '考号应为 4～12 位数字' }]}
          >
            <Input maxLength={12} />
          </Form.Item>
          <Form.Item name="gender" label="性别">
            <Radio.Group
              options={[
                { value: '男', label: '男' },
                { value: '女', label: '女' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="classId"
            label="班级"
            rules={[{ required: true, message: '请选择班级' }]}
          >
            <Select options={classes.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
        </Form>
      </Modal>
      {file && (
        <RosterImport
          orgId={orgId}
          file={file}
          classNames={classes.map((c) => c.name)}
          onClose={(imported) => {
            setFile(null);
            if (imported) list.reload();
          }}
        />
      )}
    </>
  );
}
