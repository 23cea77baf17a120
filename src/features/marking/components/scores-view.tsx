import { useEffect, useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { markingApi, type ScoreTable } from '../api/marking.api';
import { pdfToPng, useExport } from '../../../ui';

const saveBlob = (blob: Blob, name: string) => {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
};

/** The score table: per question and part, totals and class rank; 缺考 shown as 缺考; .xlsx and marked cards. */
export function ScoresView({ paperId }: { paperId: string }) {
  const [table, setTable] = useState<ScoreTable | null>(null);
  const exporter = useExport();
  useEffect(() => {
    markingApi.scores(paperId).then(setTable, () => undefined);
  }, [paperId]);
  if (!table) return null;
  const show = (state: string, v: number | null) =>
    state === '缺考' ? <Tag>缺考</Tag> : state === '未扫描' ? '未扫描' : (v ?? '—');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Tag color={table.status === '已完成' ? 'green' : 'blue'}>{table.status}</Tag>
        <Button
          loading={exporter.busy}
          onClick={() =>
            void exporter.run({ kind: 'marking-scores', paperId }, `${table.title}-成绩表.xlsx`)
          }
        >
          导出 Excel
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="studentId"
        dataSource={table.rows}
        pagination={{ pageSize: 50 }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '考号', dataIndex: 'examNo', fixed: 'left' },
          { title: '姓名', dataIndex: 'name', fixed: 'left' },
          { title: '班级', dataIndex: 'className' },
          ...table.columns.map((c) => ({
            title: c.label,
            key: c.key,
            render: (_: unknown, r: ScoreTable['rows'][number]) =>
              show(r.state, r.scores[c.key] ?? null),
          })),
          {
            title: '客观题',
            render: (_: unknown, r: ScoreTable['rows'][number]) => show(r.state, r.objective),
          },
          {
            title: '主观题',
            render: (_: unknown, r: ScoreTable['rows'][number]) => show(r.state, r.subjective),
          },
          {
            title: '总分',
            render: (_: unknown, r: ScoreTable['rows'][number]) => <b>{show(r.state, r.total)}</b>,
          },
          { title: '班级排名', dataIndex: 'rank', render: (v: number | null) => v ?? '' },
          {
            title: '批改后的答题卡',
            render: (_: unknown, r: ScoreTable['rows'][number]) =>
              r.state === '未扫描' ? null : (
                <Space size={4}>
                  <Button
                    size="small"
                    onClick={async () =>
                      saveBlob(
                        await markingApi.markedCard(paperId, r.studentId),
                        `${r.name}-批改后的答题卡.pdf`,
                      )
                    }
                  >
                    下载 PDF
                  </Button>
                  <Button
                    size="small"
                    onClick={async () =>
                      saveBlob(
                        await pdfToPng(await markingApi.markedCard(paperId, r.studentId)),
                        `${r.name}-批改后的答题卡.png`,
                      )
                    }
                  >
                    下载图片
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </Space>
  );
}
