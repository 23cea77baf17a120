import { Card, Table } from 'antd';
import { Link } from 'react-router-dom';
import type { BigDataCell, BigDataKnowledge, BigDataReport } from '../../../shared/api/big-data';
import { analysisLink, pct } from '../model/drill';

const percent = (x: number | null) => (x === null ? '—' : `${pct(x)}%`);

/** 各年级学科: papers, participation and 得分率, each row opening its 年级学情. */
export function CellsTable({ report }: { report: BigDataReport }) {
  return (
    <Card size="small" title="各年级学科作业与得分率">
      <Table<BigDataCell>
        size="small"
        pagination={false}
        rowKey={(c) => `${c.gradeId}/${c.subjectId}`}
        dataSource={report.cells}
        columns={[
          { title: '年级', dataIndex: 'gradeName' },
          {
            title: '学科',
            render: (_, c) => (
              <Link to={analysisLink({ gradeId: c.gradeId, subjectId: c.subjectId })}>
                {c.subjectName}
              </Link>
            ),
          },
          { title: '布置作业', dataIndex: 'papers' },
          { title: '已出成绩', dataIndex: 'scoredPapers' },
          { title: '参与率', render: (_, c) => percent(c.participation) },
          { title: '得分率', render: (_, c) => percent(c.scoreRate) },
        ]}
      />
    </Card>
  );
}

/** 本期薄弱知识点: the lowest 得分率, each opening the paper where it weighs most. */
export function WeakestTable({ report }: { report: BigDataReport }) {
  const grade = new Map(report.grades.map((g) => [g.gradeId, g.gradeName]));
  return (
    <Card size="small" title="薄弱知识点（得分率最低的 10 个）">
      <Table<BigDataKnowledge>
        size="small"
        pagination={false}
        rowKey={(k) => `${k.gradeId}/${k.knowledgeId}`}
        dataSource={report.weakest}
        locale={{ emptyText: '本期还没有带知识点的已批改作业。' }}
        columns={[
          { title: '年级', render: (_, k) => grade.get(k.gradeId) ?? '' },
          {
            title: '知识点',
            render: (_, k) => <Link to={analysisLink(k)}>{k.name}</Link>,
          },
          { title: '得分率', render: (_, k) => percent(k.rate) },
        ]}
      />
    </Card>
  );
}
