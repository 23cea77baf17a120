import { Radio, Select, Space, Typography } from 'antd';
import {
  GRADE_DOC_LABELS,
  SLIPS_PER_PAGE,
  type GradePrintMode,
  type GradePrintOptions,
} from '../model/grade-print';

/** Props of the grade print options. */
export interface GradePrintOptionsProps {
  mode: GradePrintMode;
  options: GradePrintOptions;
  onChange(patch: Partial<GradePrintOptions>): void;
  /** Classes with results (real mode). */
  classes: readonly { id: string; name: string }[];
}

const label = (text: string) => (
  <Typography.Text strong className="grade-print-label">
    {text}
  </Typography.Text>
);

/** The document, its class (real mode), the sheet's order and slips per page. */
export function GradePrintOptionsPanel({
  mode,
  options,
  onChange,
  classes,
}: GradePrintOptionsProps) {
  const perClass = options.document !== 'summary';
  return (
    <Space direction="vertical" size={14} style={{ width: '100%' }}>
      <div>
        {label('打印内容')}
        <Radio.Group
          value={options.document}
          onChange={(e) => onChange({ document: e.target.value as GradePrintOptions['document'] })}
          options={(Object.keys(GRADE_DOC_LABELS) as GradePrintOptions['document'][]).map((d) => ({
            value: d,
            label: GRADE_DOC_LABELS[d],
          }))}
        />
      </div>
      {mode === 'real' && perClass ? (
        <div>
          {label('班级')}
          <Select
            aria-label="班级"
            style={{ width: '100%' }}
            placeholder="请选择班级"
            value={options.classId ?? undefined}
            onChange={(classId: string) => onChange({ classId })}
            options={classes.map((c) => ({ value: c.id, label: c.name }))}
            notFoundContent="没有已批改的班级"
          />
        </div>
      ) : null}
      {options.document === 'sheet' ? (
        <div>
          {label('排序')}
          <Radio.Group
            value={options.order}
            onChange={(e) => onChange({ order: e.target.value as GradePrintOptions['order'] })}
            options={[
              { value: 'rank', label: '按班级名次' },
              { value: 'examNo', label: '按考号' },
            ]}
          />
          <Typography.Paragraph type="secondary" className="grade-print-hint">
            A4 横向；每页重复表头，题目太多时分成几张表接着打印。
          </Typography.Paragraph>
        </div>
      ) : null}
      {options.document === 'slips' ? (
        <div>
          {label('每页条数')}
          <Select
            aria-label="每页条数"
            style={{ width: '100%' }}
            value={options.slipsPerPage}
            onChange={(slipsPerPage: GradePrintOptions['slipsPerPage']) =>
              onChange({ slipsPerPage })
            }
            options={SLIPS_PER_PAGE.map((n) => ({
              value: n,
              label: n === 'auto' ? '自动（尽量多排）' : `${n} 条`,
            }))}
          />
          <Typography.Paragraph type="secondary" className="grade-print-hint">
            每条含总分、班级和年级排名、各题得分和最薄弱的知识点，沿虚线剪开发给学生。
          </Typography.Paragraph>
        </div>
      ) : null}
      {options.document === 'summary' ? (
        <Typography.Paragraph type="secondary" className="grade-print-hint">
          全年级各班的平均分、四率、分数段、各题得分率与区分度、临界生，以及每项指标的说明。
        </Typography.Paragraph>
      ) : null}
    </Space>
  );
}
