import { useCallback, useState } from 'react';
import { App, Button, Descriptions, InputNumber, List, Popconfirm, Space, Typography } from 'antd';
import type { RolloverPlan } from '../../../shared/api';
import { useLoad } from '../../../ui';
import { schoolApi } from '../api/school.api';
import type { TabProps } from './school-details-page';

/** What a plan changes, in words. */
function PlanView({
  plan,
  counts,
  onCount,
}: {
  plan: RolloverPlan;
  counts?: Record<string, number>;
  onCount?(stage: string, n: number): void;
}) {
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label="升一级">
        {plan.promote.length
          ? plan.promote.map((p) => (
              <div key={p.gradeId}>
                {p.from} → {p.to}（{p.classes.map((c) => c.to).join('、')}）
              </div>
            ))
          : '无'}
      </Descriptions.Item>
      <Descriptions.Item label="毕业">
        {plan.graduate.length
          ? plan.graduate.map((g) => (
              <div key={g.gradeId}>
                {g.name}：{g.classes} 个班 {g.students} 名学生（名单和成绩保留）
              </div>
            ))
          : '无'}
      </Descriptions.Item>
      <Descriptions.Item label="新建起始年级">
        {plan.create.map((c) => (
          <Space key={c.stageId}>
            {c.name}
            {onCount ? (
              <InputNumber
                aria-label={`${c.name}班级数`}
                min={0}
                max={40}
                size="small"
                value={counts?.[c.stageId] ?? c.classCount}
                onChange={(v) => v !== null && onCount(c.stageId, v)}
              />
            ) : (
              c.classCount
            )}
            个班
          </Space>
        ))}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** 学年升级: preview of 每个年级升一级 / 毕业 / 新建初一, carried out on confirmation and recorded. */
export function RolloverTab({ orgId, settings, reload }: TabProps) {
  const { message } = App.useApp();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const preview = useLoad(
    settings.canEdit ? `rollover-${settings.rollovers.length}` : null,
    useCallback(() => schoolApi.rolloverPreview(orgId), [orgId]),
  );
  const run = async () => {
    const res = await schoolApi.rollover(orgId, counts).catch(() => null);
    if (!res) return;
    message.success(res.message);
    setCounts({});
    reload();
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {settings.canEdit && preview.data && (
        <>
          <Typography.Paragraph>
            学年结束时升级：每个年级升一级（学生和任课老师随班升级），最高年级毕业，并新建起始年级。升级前请核对：
          </Typography.Paragraph>
          <PlanView
            plan={preview.data}
            counts={counts}
            onCount={(s, n) => setCounts((c) => ({ ...c, [s]: n }))}
          />
          <Popconfirm
            title="确定进行学年升级？"
            description="升级会按上面的预览修改年级和班级名称。"
            okText="升级"
            cancelText="取消"
            onConfirm={run}
          >
            <Button type="primary">学年升级</Button>
          </Popconfirm>
        </>
      )}
      <Typography.Title level={5}>升级记录</Typography.Title>
      <List
        locale={{ emptyText: '还没有升级记录' }}
        dataSource={settings.rollovers}
        renderItem={(r) => (
          <List.Item>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text>
                {r.doneAt.slice(0, 16).replace('T', ' ')} · {r.doneBy}
              </Typography.Text>
              <PlanView plan={JSON.parse(r.summary) as RolloverPlan} />
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
