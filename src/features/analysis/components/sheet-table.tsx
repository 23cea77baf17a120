import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import type { Cell, Sheet } from '../../../shared/api/analysis-sheets';

type Row = { key: number; cells: Cell[] };

/**
 * Numbers in order; texts (缺考, —) after every number in both directions (antd negates the result
 * when descending, so the text's side flips with the order).
 */
const compare = (a: Cell, b: Cell, order: SortOrder | undefined): number => {
  const last = order === 'descend' ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -last;
  if (typeof b === 'number') return last;
  return String(a).localeCompare(String(b), 'zh-CN', { numeric: true });
};

/**
 * A table of an analysis page exactly as its .xlsx holds it (the same rows from the shared sheet
 * builder), every column sortable, with 导出 Excel (the server writes the file).
 */
export function SheetTable({
  sheet,
  onExport,
  extra,
  footer,
  render,
}: {
  sheet: Sheet;
  onExport(): Promise<void>;
  extra?: ReactNode;
  footer?: ReactNode;
  /** Custom cell drawing for some columns (by index). */
  render?: Record<number, (cell: Cell, row: Cell[]) => ReactNode>;
}) {
  const [busy, setBusy] = useState(false);
  const columns: ColumnsType<Row> = sheet.header.map((title, i) => ({
    title,
    key: i,
    render: (_: unknown, r: Row) => render?.[i]?.(r.cells[i]!, r.cells) ?? r.cells[i],
    sorter: (a: Row, b: Row, order?: SortOrder) => compare(a.cells[i]!, b.cells[i]!, order),
    ...(i === 0 ? { fixed: 'left' as const } : {}),
  }));
  const exportIt = () => {
    setBusy(true);
    void onExport().finally(() => setBusy(false));
  };
  return (
    <Card
      size="small"
      title={sheet.name}
      data-table={sheet.name}
      extra={
        <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
          {extra}
          <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={exportIt}>
            导出 Excel
          </Button>
        </span>
      }
    >
      <Table<Row>
        size="small"
        columns={columns}
        dataSource={sheet.rows.map((cells, key) => ({ key, cells }))}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '没有数据' }}
      />
      {footer}
    </Card>
  );
}
