import { useState } from 'react';
import { App, Button, InputNumber, Table, Tag, Typography } from 'antd';
import type { AnalysisSettings } from '../../../shared/api';
import { schoolApi } from '../api/school.api';
import type { TabProps } from './school-details-page';

const FIELDS: { key: keyof AnalysisSettings; title: string; unit: string }[] = [
  { key: 'excellent', title: '优秀线', unit: '%' },
  { key: 'good', title: '良好线', unit: '%' },
  { key: 'pass', title: '及格线', unit: '%' },
  { key: 'low', title: '低分线', unit: '%' },
  { key: 'bandWidth', title: '分数段宽', unit: '分' },
  { key: 'criticalBuffer', title: '临界分差', unit: '分' },
];

/** 分析设置: the 四率 lines (% of full marks), 分数段 width and 临界 buffer per subject in use. */
export function AnalysisTab({ orgId, settings, reload }: TabProps) {
  const { message } = App.useApp();
  const [edits, setEdits] = useState<Record<string, AnalysisSettings>>({});
  const rows = settings.analysis.map((a) => ({ ...a, current: edits[a.subjectId] ?? a.settings }));
  const save = async (subjectId: string) => {
    const body = edits[subjectId];
    if (!body) return;
    const res = await schoolApi.saveAnalysis(orgId, subjectId, body).catch(() => null);
    if (!res) return;
    message.success(res.message);
    setEdits(({ [subjectId]: _, ...rest }) => rest);
    reload();
  };
  return (
    <>
      <Typography.Paragraph type="secondary">
        学情分析按这里的设置计算四率（得分率 ≥
        优秀线为优秀，依次类推，低于低分线为低分）、分数段和临界生（低于各条线不超过临界分差的学生）。默认
        85/70/60/40，分数段 10 分，临界 5 分。
      </Typography.Paragraph>
      <Table
        rowKey="subjectId"
        size="small"
        pagination={false}
        aria-label="分析设置"
        dataSource={rows}
        columns={[
          {
            title: '学科',
            dataIndex: 'subjectName',
            render: (n: string, r) => (
              <>
                {n} {r.isDefault && !edits[r.subjectId] && <Tag>默认</Tag>}
              </>
            ),
          },
          ...FIELDS.map((f) => ({
            title: f.title,
            key: f.key,
            render: (_: unknown, r: (typeof rows)[number]) => (
              <InputNumber
                aria-label={`${r.subjectName}${f.title}`}
                size="small"
                disabled={!settings.canEdit}
                value={r.current[f.key]}
                suffix={f.unit}
                style={{ width: 90 }}
                onChange={(v) =>
                  v !== null &&
                  setEdits((e) => ({ ...e, [r.subjectId]: { ...r.current, [f.key]: v } }))
                }
              />
            ),
          })),
          {
            title: '',
            key: 'save',
            render: (_: unknown, r) =>
              settings.canEdit && (
                <Button
                  size="small"
                  type="primary"
                  disabled={!edits[r.subjectId]}
                  onClick={() => void save(r.subjectId)}
                >
                  保存
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}
