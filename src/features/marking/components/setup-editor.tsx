import { useEffect, useState } from 'react';
import { Alert, App, Button, InputNumber, Radio, Select, Space, Table, Tag } from 'antd';
import type { BlockInput, MarkingSetup } from '../../../shared/api/marking';
import { markingApi } from '../api/marking.api';
import { editableBlocks, mergeNext, splitBlock } from '../model/setup-edit';
import { MarkerQuotas, PointsEditor } from './block-extras';

const COMBINE = [
  { value: 'mean', label: '取平均' },
  { value: 'max', label: '就高' },
  { value: 'min', label: '就低' },
  { value: 'first', label: '取一评' },
];

/** 阅卷设置: 题块 (merge, split by parts), full marks, step, mode and tolerance, markers and 题组长, who marks. */
export function SetupEditor({ paperId, onSaved }: { paperId: string; onSaved?: () => void }) {
  const { message } = App.useApp();
  const [setup, setSetup] = useState<MarkingSetup | null>(null);
  const [blocks, setBlocks] = useState<BlockInput[]>([]);
  const [assign, setAssign] = useState<'class' | 'pooled'>('class');
  useEffect(() => {
    markingApi.setup(paperId).then(
      (s) => {
        setSetup(s);
        setBlocks(editableBlocks(s));
        setAssign(s.assign);
      },
      () => undefined,
    );
  }, [paperId]);
  if (!setup) return null;
  const frozen = setup.startedAt !== null;
  const teachers = setup.teachers.map((t) => ({ value: t.userId, label: t.name }));
  const names = new Map(setup.teachers.map((t) => [t.userId, t.name]));
  const patch = (i: number, p: Partial<BlockInput>) =>
    setBlocks(blocks.map((b, j) => (j === i ? { ...b, ...p } : b)));
  const save = async () => {
    const s = await markingApi.saveSetup(paperId, {
      paperVersion: setup.paperVersion,
      revision: setup.revision,
      assign,
      blocks,
    });
    setSetup(s);
    setBlocks(editableBlocks(s));
    message.success('阅卷设置已保存');
    onSaved?.();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {frozen && <Alert type="info" showIcon message="已开始阅卷：设置已锁定，只能添加阅卷老师" />}
      {!setup.canEdit && (
        <Alert type="warning" message="只有试卷所有者或学校管理员可以修改阅卷设置" />
      )}
      <Radio.Group
        value={assign}
        disabled={frozen || !setup.canEdit}
        onChange={(e) => setAssign(e.target.value as 'class' | 'pooled')}
      >
        <Radio value="class">按班级阅卷（各班任课老师批改本班）</Radio>
        <Radio value="pooled">流水阅卷（按题块分配阅卷老师）</Radio>
      </Radio.Group>
      <Table
        size="small"
        rowKey={(b) => b.fields.map((f) => `${f.questionId}:${f.part}`).join(',')}
        pagination={false}
        dataSource={blocks}
        scroll={{ x: 1100 }}
        columns={[
          { title: '题块', render: (_, b) => <b>{b.name}</b> },
          {
            title: '给分项与满分',
            render: (_, b, i) => (
              <Space direction="vertical" size={2}>
                {b.fields.map((f, j) => (
                  <Space key={j} size={4}>
                    <span>{f.label}</span>
                    <InputNumber
                      size="small"
                      min={0}
                      max={200}
                      step={0.5}
                      value={f.full}
                      disabled={frozen}
                      aria-label={`${f.label}满分`}
                      onChange={(v) =>
                        patch(i, {
                          fields: b.fields.map((x, k) =>
                            k === j ? { ...x, full: Number(v ?? 0) } : x,
                          ),
                        })
                      }
                    />
                  </Space>
                ))}
              </Space>
            ),
          },
          {
            title: '步长',
            render: (_, b, i) => (
              <Select
                size="small"
                value={b.step}
                disabled={frozen}
                options={[
                  { value: 1, label: '1 分' },
                  { value: 0.5, label: '0.5 分' },
                ]}
                onChange={(v) => patch(i, { step: v })}
              />
            ),
          },
          {
            title: '评阅方式',
            render: (_, b, i) => (
              <Space direction="vertical" size={2}>
                <Select
                  size="small"
                  value={b.mode}
                  disabled={frozen}
                  options={[
                    { value: 'single', label: '单评' },
                    { value: 'double', label: '双评' },
                  ]}
                  onChange={(v) => patch(i, { mode: v })}
                />
                {b.mode === 'double' && (
                  <Space size={4}>
                    <span>分差阈值</span>
                    <InputNumber
                      size="small"
                      min={0}
                      max={100}
                      step={0.5}
                      value={b.tolerance}
                      disabled={frozen}
                      aria-label={`${b.name}分差阈值`}
                      onChange={(v) => patch(i, { tolerance: Number(v ?? 0) })}
                    />
                    <Select
                      size="small"
                      value={b.combine}
                      disabled={frozen}
                      options={COMBINE}
                      onChange={(v) => patch(i, { combine: v })}
                    />
                  </Space>
                )}
              </Space>
            ),
          },
          {
            title: '阅卷老师',
            render: (_, b, i) => (
              <Select
                size="small"
                mode="multiple"
                style={{ minWidth: 200 }}
                value={b.markers.map((m) => m.userId)}
                options={teachers}
                aria-label={`${b.name}阅卷老师`}
                onChange={(ids: string[]) =>
                  patch(i, {
                    markers: ids.map(
                      (id) => b.markers.find((m) => m.userId === id) ?? { userId: id, quota: null },
                    ),
                  })
                }
              />
            ),
          },
          ...(assign === 'pooled'
            ? [
                {
                  title: '配额',
                  render: (_: unknown, b: BlockInput, i: number) => (
                    <MarkerQuotas
                      block={b}
                      names={names}
                      onChange={(markers) => patch(i, { markers })}
                    />
                  ),
                },
              ]
            : []),
          {
            title: '题组长',
            render: (_, b, i) => (
              <Select
                size="small"
                style={{ minWidth: 100 }}
                value={b.leaderId}
                disabled={frozen}
                options={teachers}
                onChange={(v) => patch(i, { leaderId: v })}
              />
            ),
          },
          {
            title: '操作',
            render: (_, b, i) => (
              <Space size={4}>
                <Button
                  size="small"
                  disabled={frozen || i === blocks.length - 1}
                  onClick={() => setBlocks(mergeNext(blocks, i))}
                >
                  与下一题块合并
                </Button>
                <Button
                  size="small"
                  disabled={frozen || b.fields.length < 2}
                  onClick={() => setBlocks(splitBlock(blocks, i))}
                >
                  拆分
                </Button>
                <PointsEditor
                  block={b}
                  disabled={frozen || !setup.canEdit}
                  onChange={(points) => patch(i, { points })}
                />
                {b.mode === 'double' && <Tag color="purple">双评</Tag>}
              </Space>
            ),
          },
        ]}
      />
      <Button type="primary" disabled={!setup.canEdit} onClick={() => void save()}>
        保存阅卷设置
      </Button>
    </Space>
  );
}
