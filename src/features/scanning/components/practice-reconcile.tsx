import { Card, Empty, Space, Spin, Statistic, Table, Tag } from 'antd';
import type { PracticeReconciliation } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from '../hooks/use-fetched';

type Row = PracticeReconciliation['students'][number];

const STATE_COLOR: Record<Row['state'], string> = {
  已扫描: 'success',
  缺页: 'warning',
  未扫描: 'default',
};

/** 收卷核对 of a practice batch: each student expected once, 已扫描, 缺页 or 未扫描. */
export function PracticeReconcile(props: { batchId: string | null; refreshKey: string }) {
  const r = useFetched(
    props.batchId,
    () => scanApi.practiceReconciliation(props.batchId ?? ''),
    props.refreshKey,
  );
  if (!props.batchId) return <Empty description="开始扫描后，这里显示每个学生的扫描情况" />;
  if (!r) return <Spin />;
  return (
    <Card size="small" title={r.title} data-testid="practice-reconcile">
      <Space wrap size="large" style={{ marginBottom: 12 }}>
        <Statistic title="应收（人）" value={r.expected} />
        <Statistic title="已扫描" value={r.scanned} />
        <Statistic title="未扫描" value={r.missing} />
        <Statistic title="待识别" value={r.pendingPages} />
        <Statistic title="待处理异常" value={r.openProblems} />
      </Space>
      <Table<Row>
        size="small"
        rowKey="studentId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={r.students}
        columns={[
          { title: '学生', dataIndex: 'name' },
          { title: '考号', dataIndex: 'examNo', responsive: ['sm'] },
          { title: '班级', dataIndex: 'className', responsive: ['md'] },
          {
            title: '页',
            render: (_, s) => `${s.receivedPages}/${s.expectedPages}`,
          },
          {
            title: '客观题',
            dataIndex: 'objectiveScore',
            render: (v: number | null) => (v === null ? '—' : v),
          },
          {
            title: '状态',
            dataIndex: 'state',
            render: (v: Row['state']) => <Tag color={STATE_COLOR[v]}>{v}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
