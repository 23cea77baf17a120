import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { saveAs } from 'file-saver';
import { useState } from 'react';
import type { ReportTable } from '../shared/api/data-center-tables';

interface Props {
  title: string;
  table: ReportTable;
  /** The .xlsx of the same table from the server. */
  download: () => Promise<Blob>;
  fileName: string;
  testId: string;
  /** Rows per page (all on one page when not given). */
  pageSize?: number;
}

/** A report table (the texts the .xlsx holds too) with 导出 Excel. */
export function ReportTableCard({ title, table, download, fileName, testId, pageSize }: Props) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      saveAs(await download(), fileName);
    } catch {
      // The request layer has already shown 下载失败.
    } finally {
      setBusy(false);
    }
  };
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
        <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void save()}>
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
