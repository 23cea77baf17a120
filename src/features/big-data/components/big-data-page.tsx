import { Alert, Col, DatePicker, Row, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadState, useLoad } from '../../../ui';
import { bigDataApi } from '../api/big-data.api';
import { gradesOption, heatOption, papersOption, trendOption } from '../model/big-data-charts';
import { CellsTable, WeakestTable } from './big-data-tables';
import { ChartTile } from './chart-tile';
import { ScreenEntry } from './screen-entry';

const DAY = 'YYYY-MM-DD';

/**
 * /bigData 大数据: the school over a chosen period (default this term): papers by grade and subject,
 * participation, 得分率 trends, the grade × 知识点 heat map, the weakest points, 批改周期 and the
 * grades side by side; every figure opens the analysis page behind it.
 */
export function BigDataPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const { data, loading, reload } = useLoad(`big-data/${from}/${to}`, () =>
    bigDataApi.report(from, to),
  );
  const charts = useMemo(
    () =>
      data && {
        papers: papersOption(data),
        trend: trendOption(data),
        heat: heatOption(data),
        grades: gradesOption(data),
      },
    [data],
  );
  const pick = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [a, b] = range ?? [null, null];
    if (!a || !b) return setParams({});
    setParams({ from: a.format(DAY), to: b.add(1, 'day').format(DAY) });
  };
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 16 }} data-testid="big-data">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {data?.schoolName ?? ''} 大数据
          </Typography.Title>
          <Typography.Text type="secondary">
            全校作业、参与、得分率与知识点掌握情况；数据与学情分析、数据中心同源。
          </Typography.Text>
        </div>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label="统计时段"
            allowClear={false}
            value={data ? [dayjs(data.from), dayjs(data.to).subtract(1, 'day')] : undefined}
            onChange={(v) => pick(v as [Dayjs | null, Dayjs | null] | null)}
          />
          <ScreenEntry />
        </Space>
      </Space>
      {!data || !charts ? (
        <LoadState loading={loading} onRetry={reload} />
      ) : (
        <>
          {data.cells.length === 0 && (
            <Alert
              type="info"
              showIcon
              message="这段时间还没有布置作业。"
              style={{ marginBottom: 12 }}
            />
          )}
          <Row gutter={[12, 12]}>
            <Col xs={24} lg={12}>
              <ChartTile title="各年级学科作业数" option={charts.papers} />
            </Col>
            <Col xs={24} lg={12}>
              <ChartTile
                title="年级对比"
                option={charts.grades}
                note="批改周期 = 班级第一张答卷扫描到最后一题批改完成（已完成的班级取平均）。"
              />
            </Col>
            <Col span={24}>
              <ChartTile
                title="得分率趋势（年级 · 学科）"
                option={charts.trend}
                note="得分率 = 平均分 ÷ 满分（缺考不计）。"
              />
            </Col>
            <Col span={24}>
              <ChartTile
                title="知识点热力图（年级 × 知识点，得分率 %）"
                option={charts.heat}
                height={380}
              />
            </Col>
            <Col xs={24} lg={14}>
              <CellsTable report={data} />
            </Col>
            <Col xs={24} lg={10}>
              <WeakestTable report={data} />
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
