import { Card, Empty, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { personHistoryTable, personWrongTable } from '../../../shared/api/analysis-person-tables';
import { Chart, LoadState, ReportTableCard, useLoad } from '../../../ui';
import { personApi } from '../api/person.api';
import { PaperDetail } from './paper-detail';
import { historyOption } from './person-charts';

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
              <ReportTableCard
                title={`${s.subjectName}成绩与名次`}
                testId="history-table"
                table={personHistoryTable(data, s.subjectId)}
                exportBody={{
                  kind: 'person',
                  studentId: data.student.id,
                  table: 'history',
                  subjectId: s.subjectId,
                }}
                fileName={`${data.student.name}-${s.subjectName}成绩与名次.xlsx`}
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
          <ReportTableCard
            title={`错题（${data.wrong.length} 道）`}
            testId="wrong-table"
            table={personWrongTable(data)}
            exportBody={{ kind: 'person', studentId: data.student.id, table: 'wrong' }}
            fileName={`${data.student.name}-错题.xlsx`}
            pageSize={10}
          />
        </>
      )}
    </div>
  );
}
