import { useState } from 'react';
import { Button, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import type { BlockInput, ScoringPoint } from '../../../shared/api/marking';

/** 得分点 of a block: a button showing how many, opening an editor of text, field and marks. */
export function PointsEditor(props: {
  block: BlockInput;
  disabled: boolean;
  onChange: (points: ScoringPoint[]) => void;
}) {
  const { block, disabled, onChange } = props;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ScoringPoint[]>(block.points);
  const fields = block.fields.map((f, i) => ({ value: i, label: f.label }));
  const set = (i: number, p: Partial<ScoringPoint>) =>
    setDraft(draft.map((x, j) => (j === i ? { ...x, ...p } : x)));
  const over = block.fields.flatMap((f, i) => {
    const sum = draft.filter((p) => p.field === i).reduce((s, p) => s + p.score, 0);
    return sum > f.full ? [`${f.label}的得分点合计 ${sum} 分，超过满分 ${f.full} 分`] : [];
  });
  const blank = draft.some((p) => !p.text.trim());
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setDraft(block.points);
          setOpen(true);
        }}
      >
        得分点（{block.points.length}）
      </Button>
      <Modal
        title={`${block.name}的得分点`}
        open={open}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: disabled || over.length > 0 || blank }}
        onOk={() => {
          onChange(draft.map((p) => ({ ...p, text: p.text.trim() })));
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            阅卷时在题干与答案旁显示，帮助各位老师按同一标准给分。
          </Typography.Text>
          {draft.map((p, i) => (
            <Space key={i} wrap size={4}>
              {fields.length > 1 && (
                <Select
                  size="small"
                  value={p.field}
                  options={fields}
                  disabled={disabled}
                  aria-label={`得分点${i + 1}所属小题`}
                  onChange={(v) => set(i, { field: v })}
                />
              )}
              <Input
                size="small"
                style={{ width: 220 }}
                maxLength={100}
                value={p.text}
                disabled={disabled}
                placeholder="如：列出勾股定理"
                aria-label={`得分点${i + 1}`}
                onChange={(e) => set(i, { text: e.target.value })}
              />
              <InputNumber
                size="small"
                min={0}
                max={200}
                step={block.step}
                value={p.score}
                disabled={disabled}
                aria-label={`得分点${i + 1}分值`}
                onChange={(v) => set(i, { score: Number(v ?? 0) })}
              />
              <span>分</span>
              <Button
                size="small"
                type="link"
                danger
                disabled={disabled}
                onClick={() => setDraft(draft.filter((_, j) => j !== i))}
              >
                删除
              </Button>
            </Space>
          ))}
          {over.map((m) => (
            <Typography.Text key={m} type="danger" role="alert">
              {m}
            </Typography.Text>
          ))}
          {blank && (
            <Typography.Text type="danger" role="alert">
              请填写得分点
            </Typography.Text>
          )}
          <Button
            size="small"
            disabled={disabled || draft.length >= 30}
            onClick={() => setDraft([...draft, { field: 0, text: '', score: block.step }])}
          >
            添加得分点
          </Button>
        </Space>
      </Modal>
    </>
  );
}

/** 流水阅卷 quotas: one optional number per marker of a block (empty = no limit). */
export function MarkerQuotas(props: {
  block: BlockInput;
  names: Map<string, string>;
  onChange: (markers: BlockInput['markers']) => void;
}) {
  const { block, names, onChange } = props;
  if (!block.markers.length) return null;
  return (
    <Space direction="vertical" size={2}>
      {block.markers.map((m) => (
        <Space key={m.userId} size={4}>
          <span>{names.get(m.userId) ?? m.userId}</span>
          <InputNumber
            size="small"
            min={1}
            max={100000}
            precision={0}
            placeholder="不限"
            value={m.quota}
            aria-label={`${names.get(m.userId) ?? ''}配额`}
            onChange={(v) =>
              onChange(
                block.markers.map((x) =>
                  x.userId === m.userId ? { ...x, quota: v == null ? null : Number(v) } : x,
                ),
              )
            }
          />
          <span>份</span>
        </Space>
      ))}
    </Space>
  );
}
