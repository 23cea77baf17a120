import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import type { ExportBody } from '../shared/api/exports';
import type { ReportTable } from '../shared/api/data-center-tables';
import { useExport } from './use-export';

interface Props {
  title: string;
  table: ReportTable;
  /** The export job making the .xlsx of the same table on the server. */
  exportBody: ExportBody;
  fileName: string;
  testId: string;
  /** Rows per page (all on one page when not given). */
  pageSize?: number;
}

/** A report table (the texts the .xlsx holds too) with 导出 Excel. */
export function ReportTableCard({ title, table, exportBody, fileName, testId, pageSize }: Props) {
  const { busy, run } = useExport();
  const columns = table.header.map((h, i) => ({
    title: h,
    dataIndex: String(i),
    key: String(i),
    fixed: i === 0 ? ('left' as const) : undefined,
  }));
  const rows = table.rows.map((r, k) => ({
    key: k,
    ...Object.fromEntries(r.map((c, i) => [String(i), c])),
  }));
  return (
    <Card
      title={title}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={busy}
          onClick={() => void run(exportBody, fileName)}
        >
          导出 Excel
        </Button>
      }
    >
      <Table
        data-testid={testId}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={pageSize ? { pageSize, hideOnSinglePage: true } : false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
