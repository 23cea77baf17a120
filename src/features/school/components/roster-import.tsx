import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Input,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { RosterPreview, RosterRow } from '../../../shared/api';
import { schoolApi, type RosterLine } from '../api/school.api';

const line = ({ row, name, className, examNo, gender }: RosterRow): RosterLine => ({
  row,
  name,
  className,
  examNo,
  gender,
});

/**
 * The import preview of a roster file: every row with its problems; rows can be corrected here
 * and checked again; 导入 saves all rows or none.
 */
export function RosterImport({
  orgId,
  file,
  classNames,
  onClose,
}: {
  orgId: string;
  file: File;
  classNames: string[];
  onClose(imported: boolean): void;
}) {
  const { message } = App.useApp();
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [rows, setRows] = useState<RosterLine[]>([]);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    schoolApi.previewRoster(orgId, file).then(
      (p) => {
        setPreview(p);
        setRows(p.rows.map(line));
      },
      () => close.current(false),
    );
  }, [orgId, file]);
  const set = (row: number, patch: Partial<RosterLine>) => {
    setRows((rs) => rs.map((r) => (r.row === row ? { ...r, ...patch } : r)));
    setDirty(true);
  };
  const recheck = async () => {
    setBusy(true);
    const p = await schoolApi.checkRoster(orgId, rows).catch(() => null);
    setBusy(false);
    if (!p) return;
    setPreview(p);
    setDirty(false);
  };
  const save = async () => {
    setBusy(true);
    const res = await schoolApi.importRoster(orgId, rows).catch(() => null);
    setBusy(false);
    if (!res) return;
    message.success(res.message);
    onClose(true);
  };
  const problems = preview?.problems ?? 0;
  const byRow = new Map(preview?.rows.map((r) => [r.row, r]));
  const cell = (field: keyof RosterLine, label: string) => (_: unknown, r: RosterLine) => {
    const bad = (byRow.get(r.row)?.problems.length ?? 0) > 0;
    if (!bad) return r[field];
    if (field === 'className')
      return (
        <AutoComplete
          aria-label={`第 ${r.row} 行${label}`}
          size="small"
          style={{ width: 120 }}
          value={r.className}
          options={classNames.map((value) => ({ value }))}
          onChange={(v) => set(r.row, { className: v })}
        />
      );
    return (
      <Input
        aria-label={`第 ${r.row} 行${label}`}
        size="small"
        style={{ width: field === 'gender' ? 50 : 110 }}
        value={String(r[field])}
        onChange={(e) => set(r.row, { [field]: e.target.value })}
      />
    );
  };
  return (
    <Modal
      title={`导入学生名单：${file.name}`}
      open
      width={900}
      onCancel={() => onClose(false)}
      footer={
        <Space>
          <Button onClick={() => onClose(false)}>取消</Button>
          <Button onClick={() => void recheck()} disabled={!dirty} loading={busy}>
            重新检查
          </Button>
          <Button
            type="primary"
            onClick={() => void save()}
            disabled={!preview || problems > 0 || dirty}
            loading={busy}
          >
            导入 {rows.length} 名学生
          </Button>
        </Space>
      }
    >
      {preview &&
        (problems > 0 ? (
          <Alert
            type="error"
            showIcon
            title={`${problems} 行有问题，改正后点“重新检查”；全部无误才能导入（一行也不会单独保存）`}
            style={{ marginBottom: 12 }}
          />
        ) : (
          <Alert
            type="success"
            showIcon
            title={dirty ? '已修改，请重新检查' : '全部无误，可以导入'}
            style={{ marginBottom: 12 }}
          />
        ))}
      <Table<RosterLine>
        rowKey="row"
        size="small"
        aria-label="导入预览"
        dataSource={rows}
        pagination={{ pageSize: 100, hideOnSinglePage: true }}
        columns={[
          { title: '行', dataIndex: 'row', width: 50 },
          { title: '姓名', key: 'name', render: cell('name', '姓名') },
          { title: '班级', key: 'className', render: cell('className', '班级') },
          { title: '考号', key: 'examNo', render: cell('examNo', '考号') },
          { title: '性别', key: 'gender', render: cell('gender', '性别') },
          {
            title: '检查结果',
            key: 'result',
            render: (_: unknown, r) => {
              const checked = byRow.get(r.row);
              if (!checked) return null;
              return checked.problems.length ? (
                <Typography.Text className="roster-problem">
                  {checked.problems.join('；')}
                </Typography.Text>
              ) : (
                <Tag
                  color={
                    checked.action === '新增'
                      ? 'blue'
                      : checked.action === '更新'
                        ? 'orange'
                        : 'default'
                  }
                >
                  {checked.action}
                </Tag>
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
