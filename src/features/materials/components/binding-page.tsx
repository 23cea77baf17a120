import { useCallback, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Input,
  List,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { weekOf, type PaperBinding, type ScheduleEntry } from '../../../shared/api';
import { useLoad } from '../../../ui';
import { materialsApi } from '../api/materials.api';
import { PlacePicker, type Place } from './place-picker';
import './materials.css';

const weekLabel = (w: string) => `${w} 起的一周`;

/** /paperbinding: papers bound to textbook chapters and the weekly schedule; 本周作业 in one click. */
export function BindingPage({ orgId }: { orgId: string | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [week, setWeek] = useState(() => weekOf(Date.now()));
  const [entry, setEntry] = useState<{ classId?: string; paperId?: string; note: string }>({
    note: '',
  });
  const [place, setPlace] = useState<Place>({});
  const [bindPaper, setBindPaper] = useState<string>();
  const catalog = useLoad(
    'catalog',
    useCallback(() => materialsApi.catalog(), []),
  );
  const info = useLoad(
    'grade',
    useCallback(() => materialsApi.gradeInfo(), []),
  );
  const papers = useLoad(
    orgId,
    useCallback(() => materialsApi.bindable(orgId ?? ''), [orgId]),
  );
  const thisWeek = useLoad(
    orgId ? `mine|${orgId}` : null,
    useCallback(() => materialsApi.schedule(orgId ?? '', { mine: true }), [orgId]),
  );
  const schedule = useLoad(
    orgId ? `${orgId}|${week}` : null,
    useCallback(() => materialsApi.schedule(orgId ?? '', { week }), [orgId, week]),
  );
  const bindings = useLoad(
    orgId && place.textbookId ? `${orgId}|${place.textbookId}` : null,
    useCallback(
      () => materialsApi.bindings(orgId ?? '', place.textbookId ?? ''),
      [orgId, place.textbookId],
    ),
  );
  if (!orgId) return <Alert type="info" showIcon title="还没有加入学校" />;
  const ok = (text: string, ...reloads: (() => void)[]) => {
    message.success(text);
    for (const r of reloads) r();
  };
  const open = async (e: ScheduleEntry) => {
    const id = await materialsApi.use(orgId, e.id).catch(() => null);
    if (id) void navigate(`/printing?paperId=${encodeURIComponent(id)}`);
  };
  const paperOptions = (papers.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.title}${p.mine ? '' : '（学校试卷）'}`,
  }));
  return (
    <div className="page-frame materials-page">
      <Typography.Title level={3}>校本资料 · 作业进度</Typography.Title>
      <Card title="本周作业" style={{ marginBottom: 16 }}>
        <List<ScheduleEntry>
          locale={{ emptyText: '本周没有为你任教的班级安排作业' }}
          dataSource={thisWeek.data ?? []}
          renderItem={(e) => (
            <List.Item
              actions={[
                <Button key="open" type="primary" onClick={() => void open(e)}>
                  {e.mine ? '打开打印' : '复制并打印'}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${e.className}：${e.title}`}
                description={e.note || `由 ${e.createdBy} 安排`}
              />
            </List.Item>
          )}
        />
      </Card>
      <Card title="教学进度（哪一周哪个班用哪份试卷）" style={{ marginBottom: 16 }}>
        <Space wrap style={{ marginBottom: 12 }}>
          <DatePicker
            picker="week"
            aria-label="周次"
            value={dayjs(week)}
            onChange={(d: Dayjs | null) => d && setWeek(weekOf(d.valueOf()))}
          />
          <Select
            aria-label="班级"
            placeholder="班级"
            style={{ width: 140 }}
            value={entry.classId}
            onChange={(classId: string) => setEntry((x) => ({ ...x, classId }))}
            options={(info.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select
            aria-label="安排的试卷"
            placeholder="试卷"
            style={{ width: 260 }}
            showSearch
            optionFilterProp="label"
            value={entry.paperId}
            onChange={(paperId: string) => setEntry((x) => ({ ...x, paperId }))}
            options={paperOptions}
          />
          <Input
            aria-label="备注"
            placeholder="备注（如：周三课后）"
            value={entry.note}
            maxLength={50}
            onChange={(e) => setEntry((x) => ({ ...x, note: e.target.value }))}
            style={{ width: 180 }}
          />
          <Button
            type="primary"
            disabled={!entry.classId || !entry.paperId}
            onClick={() =>
              void materialsApi
                .plan(orgId, {
                  classId: entry.classId ?? '',
                  paperId: entry.paperId ?? '',
                  week,
                  note: entry.note,
                })
                .then(
                  (r) => ok(r.message, schedule.reload, thisWeek.reload),
                  () => undefined,
                )
            }
          >
            安排
          </Button>
        </Space>
        <Table<ScheduleEntry>
          rowKey="id"
          size="small"
          aria-label="教学进度"
          pagination={false}
          dataSource={schedule.data ?? []}
          locale={{ emptyText: `${weekLabel(week)}还没有安排` }}
          columns={[
            { title: '班级', dataIndex: 'className' },
            { title: '试卷', dataIndex: 'title' },
            { title: '备注', dataIndex: 'note' },
            { title: '安排人', dataIndex: 'createdBy' },
            {
              title: '',
              key: 'ops',
              render: (_: unknown, e) => (
                <Popconfirm
                  title="取消这项安排？"
                  okText="取消安排"
                  cancelText="保留"
                  onConfirm={() =>
                    materialsApi.unplan(orgId, e.id).then(
                      (r) => ok(r.message, schedule.reload, thisWeek.reload),
                      () => undefined,
                    )
                  }
                >
                  <Button size="small" danger>
                    取消
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <Card title="章节绑定">
        <Space wrap style={{ marginBottom: 12 }}>
          {catalog.data && <PlacePicker catalog={catalog.data} value={place} onChange={setPlace} />}
          <Select
            aria-label="绑定的试卷"
            placeholder="试卷"
            style={{ width: 240 }}
            showSearch
            optionFilterProp="label"
            value={bindPaper}
            onChange={setBindPaper}
            options={paperOptions}
          />
          <Button
            type="primary"
            disabled={!bindPaper || !place.chapterId}
            onClick={() =>
              void materialsApi
                .bind(orgId, {
                  paperId: bindPaper ?? '',
                  textbookId: place.textbookId ?? '',
                  chapterId: place.chapterId ?? '',
                })
                .then(
                  (r) => ok(r.message, bindings.reload),
                  () => undefined,
                )
            }
          >
            绑定到章节
          </Button>
        </Space>
        <Table<PaperBinding>
          rowKey={(b) => `${b.paperId}|${b.chapterId}`}
          size="small"
          aria-label="章节绑定"
          pagination={false}
          dataSource={bindings.data ?? []}
          locale={{ emptyText: place.textbookId ? '这本教材还没有绑定试卷' : '请选择学科和教材' }}
          columns={[
            { title: '章节', dataIndex: 'chapterName' },
            { title: '试卷', dataIndex: 'title' },
            { title: '绑定人', dataIndex: 'boundBy' },
            {
              title: '',
              key: 'ops',
              render: (_: unknown, b) => (
                <Button
                  size="small"
                  onClick={() =>
                    void materialsApi.unbind(orgId, b.paperId, b.chapterId).then(
                      (r) => ok(r.message, bindings.reload),
                      () => undefined,
                    )
                  }
                >
                  解除
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
