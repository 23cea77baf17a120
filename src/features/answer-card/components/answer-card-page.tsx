import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Typography,
  Upload,
} from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { cardColumnChoices, PAPER_SIZES, SHEETS, type PaperSize } from '../../../layout';
import { specProblems, type CardSpec } from '../../../shared/paper';
import { CardPreview, useLoad } from '../../../ui';
import { answerCardApi } from '../api/answer-card.api';
import {
  applyKeys,
  newSection,
  newSpec,
  previewLayout,
  specTotals,
  withSize,
} from '../model/card-spec';
import { SectionEditor } from './section-editor';
import './answer-card.css';

/** /answerCard: make the answer card of a paper that is not in the bank; save it into 作业列表. */
export function AnswerCardPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const cardId = params.get('cardId');
  const catalog = useLoad(
    'catalog',
    useCallback(() => answerCardApi.catalog(), []),
  );
  const [spec, setSpec] = useState<CardSpec>(() => newSpec());
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (cardId) void answerCardApi.load(cardId).then(setSpec, () => undefined);
  }, [cardId]);
  const layout = useMemo(() => previewLayout(spec), [spec]);
  const problems = specProblems(spec);
  const totals = specTotals(spec);
  const set = (patch: Partial<CardSpec>) => setSpec((s) => ({ ...s, ...patch }));
  const subjects = (catalog.data ?? []).flatMap((st) =>
    st.subjects.map((s) => ({ value: s.id, label: `${st.stageName}${s.name}` })),
  );
  const save = async () => {
    if (!spec.title.trim()) return message.error('请输入答题卡标题');
    if (!spec.subjectId) return message.error('请选择学科');
    if (problems.length) return message.error(problems[0]);
    setSaving(true);
    const res = await (
      cardId ? answerCardApi.update(cardId, spec) : answerCardApi.create(spec)
    ).catch(() => null);
    setSaving(false);
    if (!res) return;
    message.success(res.message);
    if (!cardId) setParams({ cardId: res.data.id }, { replace: true });
  };
  let first = 1;
  return (
    <div className="card-maker">
      <header className="card-maker__head">
        <Link to="/paperlist">← 返回作业列表</Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          答题卡制作
        </Typography.Title>
        <Typography.Text type="secondary">
          给不在题库里的试卷（区统考、练习册）做答题卡，保存后像其他作业一样打印、扫描、批改和分析。
        </Typography.Text>
      </header>
      <div className="card-maker__body">
        <div className="card-maker__form">
          <Card size="small" title="基本设置">
            <Form layout="vertical" size="small">
              <Form.Item label="标题">
                <Input
                  aria-label="答题卡标题"
                  value={spec.title}
                  maxLength={60}
                  placeholder="如：2026 年区统考 八年级数学"
                  onChange={(e) => set({ title: e.target.value })}
                />
              </Form.Item>
              <Space wrap>
                <Form.Item label="学科">
                  <Select
                    aria-label="学科"
                    style={{ width: 140 }}
                    showSearch
                    optionFilterProp="label"
                    value={spec.subjectId || undefined}
                    placeholder="请选择"
                    options={subjects}
                    onChange={(subjectId: string) => set({ subjectId })}
                  />
                </Form.Item>
                <Form.Item label="纸张">
                  <Select
                    aria-label="纸张"
                    style={{ width: 150 }}
                    value={spec.size}
                    options={PAPER_SIZES.map((s) => ({ value: s, label: SHEETS[s].label }))}
                    onChange={(size: PaperSize) => setSpec((s) => withSize(s, size))}
                  />
                </Form.Item>
                <Form.Item label="栏数">
                  <Radio.Group
                    value={spec.columns ?? cardColumnChoices(spec.size)[0]}
                    onChange={(e) => set({ columns: e.target.value as number })}
                    options={cardColumnChoices(spec.size).map((c) => ({
                      value: c,
                      label: `${c} 栏`,
                    }))}
                  />
                </Form.Item>
              </Space>
              <Space wrap>
                <Form.Item label="学生识别">
                  <Radio.Group
                    value={spec.studentId}
                    onChange={(e) => set({ studentId: e.target.value as CardSpec['studentId'] })}
                    options={[
                      { value: 'barcode', label: '条形码' },
                      { value: 'bubbles', label: '考号填涂' },
                      { value: 'both', label: '两者' },
                    ]}
                  />
                </Form.Item>
                {spec.studentId !== 'barcode' && (
                  <Form.Item label="考号位数">
                    <InputNumber
                      aria-label="考号位数"
                      min={4}
                      max={12}
                      value={spec.idDigits}
                      onChange={(v) => v !== null && set({ idDigits: v })}
                    />
                  </Form.Item>
                )}
                <Form.Item label="多选题少选得分">
                  <InputNumber
                    aria-label="多选题少选得分比例"
                    min={0}
                    max={100}
                    value={Math.round(spec.multiPartialShare * 100)}
                    suffix="%"
                    onChange={(v) => v !== null && set({ multiPartialShare: v / 100 })}
                  />
                </Form.Item>
              </Space>
            </Form>
          </Card>
          {spec.sections.map((s, i) => {
            const start = first;
            first += s.count;
            return (
              <SectionEditor
                key={i}
                index={i}
                first={start}
                section={s}
                onChange={(next) =>
                  setSpec((sp) => ({
                    ...sp,
                    sections: sp.sections.map((x, j) => (j === i ? next : x)),
                  }))
                }
                onRemove={() =>
                  setSpec((sp) => ({ ...sp, sections: sp.sections.filter((_, j) => j !== i) }))
                }
              />
            );
          })}
          <Space wrap>
            <Button onClick={() => set({ sections: [...spec.sections, newSection('objective')] })}>
              添加客观题
            </Button>
            <Button onClick={() => set({ sections: [...spec.sections, newSection('subjective')] })}>
              添加主观题
            </Button>
            <Upload
              accept=".xlsx,.csv,.txt"
              showUploadList={false}
              beforeUpload={(file) => {
                void answerCardApi.importKeys(file).then(
                  (keys) => {
                    setSpec((s) => applyKeys(s, keys));
                    message.success(`已导入 ${keys.length} 题答案`);
                  },
                  () => undefined,
                );
                return false;
              }}
            >
              <Button>导入答案（Excel/文本）</Button>
            </Upload>
          </Space>
        </div>
        <div className="card-maker__preview">
          <Card size="small" title={`预览 · 共 ${totals.questions} 题 ${totals.marks} 分`}>
            {problems.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title={`还不能保存：${problems[0]}${problems.length > 1 ? ` 等 ${problems.length} 处` : ''}`}
                style={{ marginBottom: 8 }}
              />
            )}
            <CardPreview
              card={layout}
              width={layout && layout.sheet.width > layout.sheet.height ? 420 : 260}
            />
            <Space style={{ marginTop: 12 }} wrap>
              <Button type="primary" loading={saving} onClick={() => void save()}>
                {cardId ? '保存修改' : '保存到作业列表'}
              </Button>
              {cardId && (
                <Button
                  onClick={() => void navigate(`/answerCard?paperId=${encodeURIComponent(cardId)}`)}
                >
                  打印答题卡
                </Button>
              )}
              {cardId && (
                <Button onClick={() => void navigate('/paperlist')}>去作业列表布置</Button>
              )}
            </Space>
          </Card>
        </div>
      </div>
    </div>
  );
}
