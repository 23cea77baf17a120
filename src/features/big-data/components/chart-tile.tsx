import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ChartCanvas, type ChartOption } from '../../../ui';
import { analysisLink } from '../model/drill';
import type { DrillData } from '../model/big-data-charts';

/** A chart in a card; clicking an item opens the analysis page behind it. */
export function ChartTile({
  title,
  option,
  height = 320,
  note,
}: {
  title: string;
  option: ChartOption;
  height?: number;
  note?: string;
}) {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      title={title}
      extra={<span style={{ color: '#8c8c8c' }}>点击图形查看学情分析</span>}
    >
      <ChartCanvas
        label={title}
        option={option}
        style={{ height }}
        onItemClick={(e) => {
          const d = e.data as DrillData | undefined;
          if (d?.gradeId) void navigate(analysisLink(d));
        }}
      />
      {note && <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 8 }}>{note}</div>}
    </Card>
  );
}
