import { Card, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Chart, LoadState, useLoad } from '../../../ui';
import { personApi } from '../api/person.api';
import { PaperDetail } from './paper-detail';
import { historyOption } from './person-charts';

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);

/** /analysis/person 学生学情: pick a class and a student; history, one paper, wrong questions. */
export function PersonPage() {
  const classes = useLoad('classes', personApi.classes);
  const [classId, setClassId] = useState<string>();
  const [studentId, setStudentId] = useState<string>();
  const [paperId, setPaperId] = useState<string>();
  const overview = useLoad(studentId ?? null, () => personApi.overview(studentId!));
  if (!classes.data) return <LoadState loading={classes.loading} onRetry={classes.reload} />;
  const list = classes.data.classes;
  const cls = list.find((c) => c.id === (classId ?? list[0]?.id));
  const data = overview.data;
  const points = data?.subjects.flatMap((s) => s.points.filter((p) => !p.absent)) ?? [];
  const chosen =
    paperId && points.some((p) => p.paperId === paperId) ? paperId : points.at(-1)?.paperId;
  return (
    <div style={{ maxWidth: 1240, margin: '0 auto', padding: 12 }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        学生学情
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="班级"
          style={{ width: 150 }}
          placeholder="选择班级"
          value={cls?.id}
          options={list.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => {
            setClassId(v);
            setStudentId(undefined);
          }}
        />
        <Select
          aria-label="学生"
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          placeholder="选择学生"
          value={studentId}
          options={(cls?.students ?? []).map((s) => ({
            value: s.id,
            label: `${s.name} ${s.examNo}`,
          }))}
          onChange={(v) => {
            setStudentId(v);
            setPaperId(undefined);
          }}
        />
      </Space>
      {list.length === 0 && <Empty description="您还没有任教的班级" />}
      {!studentId ? (
        list.length > 0 && <Empty description="请选择班级和学生" />
      ) : !data ? (
        <LoadState loading={overview.loading} onRetry={overview.reload} />
      ) : data.subjects.length === 0 ? (
        <Empty description={`${data.student.name}还没有已批改的作业`} />
      ) : (
        <>
          {data.subjects.map((s) => (
            <div key={s.subjectId} style={{ marginBottom: 16 }}>
              <Chart
                title={`${data.student.name} · ${s.subjectName}成绩与名次走势`}
                option={historyOption(s)}
                height={280}
                footer="得分率 = 总分 ÷ 满分；名次按总分从高到低，同分同名次；缺考不排名。"
              />
              <Table
                data-testid="history-table"
                size="small"
                rowKey="paperId"
                pagination={false}
                scroll={{ x: 'max-content' }}
                dataSource={s.points}
                columns={[
                  { title: '作业', dataIndex: 'title' },
                  { title: '日期', dataIndex: 'date' },
                  {
                    title: '总分',
                    render: (_, p) => (p.absent ? <Tag>缺考</Tag> : `${p.total}/${p.full}`),
                  },
                  { title: '得分率', render: (_, p) => pct(p.scoreRate) },
                  {
                    title: '班级名次',
                    render: (_, p) =>
                      p.classRank === null ? '—' : `${p.classRank}/${p.classSize}`,
                  },
                  {
                    title: '年级名次',
                    render: (_, p) =>
                      p.gradeRank === null ? '—' : `${p.gradeRank}/${p.gradeSize}`,
                  },
                ]}
              />
            </div>
          ))}
          <Card size="small" title="逐题得分" style={{ marginBottom: 16 }}>
            <Select
              aria-label="作业"
              style={{ width: '100%', maxWidth: 420, marginBottom: 12 }}
              value={chosen}
              options={points.map((p) => ({ value: p.paperId, label: `${p.date} ${p.title}` }))}
              onChange={setPaperId}
            />
            {chosen && <PaperDetail studentId={studentId} paperId={chosen} />}
          </Card>
          <Card size="small" title={`错题（${data.wrong.length} 道）`} style={{ marginBottom: 16 }}>
            <Table
              data-testid="wrong-table"
              size="small"
              rowKey={(w) => `${w.paperId}:${w.questionId}`}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              dataSource={data.wrong}
              columns={[
                { title: '作业', dataIndex: 'paperTitle' },
                { title: '题号', render: (_, w) => `第${w.no}题` },
                { title: '类型', render: (_, w) => (w.kind === 'objective' ? '客观题' : '主观题') },
                { title: '得分', render: (_, w) => `${w.score}/${w.full}` },
              ]}
            />
          </Card>
        </>
      )}
    </div>
  );
}
