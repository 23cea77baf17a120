import { Button, Card, Empty, Space, Spin, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ClassItem, Reconciliation } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from '../hooks/use-fetched';
import { ReconcileProblems } from './reconcile-problems';

type Missing = Reconciliation['missing'][number];
type Marked = Reconciliation['markedAbsent'][number];

/** Reconciliation of the paper for its classes, overall and per class, refetched on `refreshKey`. */
function useReconciliation(paperId: string, classIds: readonly string[], refreshKey: string) {
  return useFetched(
    `${paperId}:${classIds.join(',')}`,
    async () => {
      const [all, ...each] = await Promise.all([
        scanApi.reconciliation(paperId, classIds),
        ...classIds.map((id) => scanApi.reconciliation(paperId, [id])),
      ]);
      return { all: all!, each };
    },
    refreshKey,
  );
}

/** 完成 (green) or what is still open. */
function CompleteTag({ r }: { r: Reconciliation }) {
  if (r.complete) return <Tag color="success">完成</Tag>;
  const open = [
    r.missing.length ? `缺 ${r.missing.length} 人` : '',
    r.pendingPages ? `${r.pendingPages} 页待识别` : '',
    r.openProblems ? `${r.openProblems} 个异常待处理` : '',
  ].filter(Boolean);
  return <Tag color="warning">未完成{open.length ? `：${open.join('，')}` : ''}</Tag>;
}

/** 收卷核对: expected students × pages against received, per class, with missing students and pages. */
export function ReconcileView(props: {
  paperId: string;
  classes: readonly ClassItem[];
  classIds: readonly string[];
  refreshKey: string;
  /** The batch being scanned (its problems are 本批's). */
  batchId?: string | null;
  batchName?: (id: string) => string;
  /** Opens 异常处理 of a batch. */
  onOpenProblems?: (batchId: string) => void;
}) {
  const [changes, setChanges] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const data = useReconciliation(props.paperId, props.classIds, `${props.refreshKey}:${changes}`);
  const setAbsence = async (studentId: string, absent: boolean) => {
    setBusy(studentId);
    try {
      await scanApi.setAbsence(props.paperId, studentId, absent);
      setChanges((n) => n + 1);
    } finally {
      setBusy(null);
    }
  };
  if (props.classIds.length === 0) return <Empty description="请先选择班级" />;
  if (!data) return <Spin />;
  const name = (i: number) => props.classes.find((c) => c.id === props.classIds[i])?.name ?? '';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} aria-label="收卷核对">
      <Card size="small">
        <Space size="large" wrap>
          <Statistic
            title="应收（学生 × 页）"
            value={data.all.expectedPages}
            suffix={`= ${data.all.students} × ${data.all.pagesPerStudent}`}
          />
          <Statistic title="已收" value={data.all.receivedPages} />
          <Statistic
            title="齐全学生"
            value={data.all.completeStudents}
            suffix={`/ ${data.all.students}`}
          />
          <Statistic title="缺考" value={data.all.absentStudents} />
          <ReconcileProblems
            r={data.all}
            batchId={props.batchId ?? null}
            batchName={props.batchName ?? ((id) => id)}
            onOpen={(id) => props.onOpenProblems?.(id)}
          />
          <div>
            <Typography.Text type="secondary">状态</Typography.Text>
            <div>
              <CompleteTag r={data.all} />
            </div>
          </div>
        </Space>
      </Card>
      <Table<Reconciliation & { className: string }>
        size="small"
        rowKey="className"
        pagination={false}
        dataSource={data.each.map((r, i) => ({ ...r, className: name(i) }))}
        columns={[
          { title: '班级', dataIndex: 'className' },
          { title: '应收', dataIndex: 'expectedPages' },
          { title: '已收', dataIndex: 'receivedPages' },
          { title: '缺考', dataIndex: 'absentStudents' },
          { title: '状态', render: (_: unknown, r) => <CompleteTag r={r} /> },
        ]}
      />
      {data.all.missing.length > 0 && (
        <Table<Missing>
          size="small"
          rowKey="studentId"
          title={() => '缺页与缺交学生'}
          dataSource={data.all.missing}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: '姓名', dataIndex: 'name' },
            { title: '考号', dataIndex: 'examNo' },
            { title: '班级', dataIndex: 'className' },
            {
              title: '缺页',
              dataIndex: 'missingPages',
              render: (pages: number[]) =>
                pages.length === data.all.pagesPerStudent
                  ? '全部未收到'
                  : pages.map((p) => `第 ${p} 页`).join('、'),
            },
            {
              title: '操作',
              render: (_: unknown, m) => (
                <Button
                  size="small"
                  loading={busy === m.studentId}
                  aria-label={`标记缺考 ${m.name}`}
                  onClick={() => void setAbsence(m.studentId, true)}
                >
                  标记缺考
                </Button>
              ),
            },
          ]}
        />
      )}
      {data.all.markedAbsent.length > 0 && (
        <Table<Marked>
          size="small"
          rowKey="studentId"
          title={() => '已标记缺考'}
          dataSource={data.all.markedAbsent}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: '姓名', dataIndex: 'name' },
            { title: '考号', dataIndex: 'examNo' },
            { title: '班级', dataIndex: 'className' },
            {
              title: '操作',
              render: (_: unknown, m) => (
                <Button
                  size="small"
                  loading={busy === m.studentId}
                  aria-label={`取消缺考 ${m.name}`}
                  onClick={() => void setAbsence(m.studentId, false)}
                >
                  取消缺考
                </Button>
              ),
            },
          ]}
        />
      )}
    </Space>
  );
}
