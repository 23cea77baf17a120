/**
 * Analysis bench, part two: the analysis pages' APIs on SQLite (a grade of 600 students, 40
 * questions, a term of 20 papers, in process through Fastify's inject) and the grade-level
 * aggregates of 50,000 synthetic students on PostgreSQL (a schema of its own, dropped after).
 */
import type { Insertable } from 'kysely';
import { paperQuestions } from '../src/layout';
import type { StudentScoreTable, StudentTotalTable } from '../src/server/db/database';
import { DEFAULT_ANALYSIS_SETTINGS, summaryFromAggregates } from '../src/shared/analysis';
import { gradeOf, paperClassAggregates } from '../src/server/modules/data-center/grade-aggregates';
import { buildScanClass, buildScanPaper } from '../src/server/modules/scan/testing/scan.fixture';
import { buildTestApp } from '../src/server/testing/test-app';
import { createTestDb } from '../src/server/testing/test-db';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const at = '2026-09-01T08:00:00.000Z';

/** Median of 9 warm runs after 2. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return median(times);
}

const say = (name: string, ms: number, target: number) =>
  console.log(
    `${name}：中位数 ${ms.toFixed(1)} ms，目标 ≤ ${target} ms：${ms <= target ? '达标' : '未达标'}`,
  );

/** 600 students in 12 classes, 20 papers of 40 questions, every score final; the APIs timed. */
export async function apiBench(): Promise<void> {
  const t = await buildTestApp('sqlite');
  try {
    const classes: Awaited<ReturnType<typeof buildScanClass>>[] = [];
    for (let c = 0; c < 12; c++)
      classes.push(await buildScanClass(t, `基准(${c + 1})班`, 50, `B${c + 10}`));
    let seed = 11;
    const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const papers = [];
    for (let p = 0; p < 20; p++) {
      const paper = await buildScanPaper(
        t,
        { counts: { single: 10, blank: 10, solve: 20 } },
        p + 1,
      );
      const qs = paperQuestions(paper.doc);
      const full = qs.reduce((s, q) => s + q.score, 0);
      await t.ctx.db
        .updateTable('papers')
        .set({ fullMarks: full })
        .where('id', '=', paper.id)
        .execute();
      const totals: Insertable<StudentTotalTable>[] = [];
      const scores: Insertable<StudentScoreTable>[] = [];
      for (const cls of classes)
        for (const s of cls.students) {
          const absent = rand() < 0.01;
          const ability = rand();
          let total = 0;
          for (const q of qs) {
            const sc = absent
              ? null
              : Math.round(q.score * Math.min(1, ability + rand() * 0.4) * 2) / 2;
            total += sc ?? 0;
            scores.push({
              paperId: paper.id,
              studentId: s.id,
              classId: cls.id,
              questionId: q.id,
              no: q.no,
              part: 0,
              level: 'question' as const,
              kind: q.kind === 'single' ? ('objective' as const) : ('subjective' as const),
              score: sc,
              fullMarks: q.score,
              updatedAt: at,
            });
          }
          totals.push({
            paperId: paper.id,
            studentId: s.id,
            classId: cls.id,
            objective: null,
            subjective: null,
            total: absent ? null : total,
            absent: absent ? (1 as const) : (0 as const),
            complete: absent ? (0 as const) : (1 as const),
            updatedAt: at,
          });
        }
      await t.ctx.db.transaction().execute(async (trx) => {
        for (let i = 0; i < totals.length; i += 500)
          await trx
            .insertInto('studentTotals')
            .values(totals.slice(i, i + 500))
            .execute();
        for (let i = 0; i < scores.length; i += 2000)
          await trx
            .insertInto('studentScores')
            .values(scores.slice(i, i + 2000))
            .execute();
      });
      papers.push(paper.id);
    }
    const token = await t.login('director');
    const get = async (url: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    console.log(
      '语料（SQLite）：600 名学生（12 个班，每班 50 人），20 份作业，每份 40 题，约 1% 缺考',
    );
    const last = papers[papers.length - 1]!;
    say(
      '年级学情接口 GET /analysis/papers/:id/grade',
      await timed(() => get(`/api/teacher/analysis/papers/${last}/grade`)),
      150,
    );
    const student = classes[3]!.students[7]!.id;
    say(
      '学生学情接口 GET /analysis/person/students/:id（20 份作业的成绩、排名、错题）',
      await timed(() => get(`/api/teacher/analysis/person/students/${student}`)),
      100,
    );
    say(
      '学生学情接口 GET …/students/:id/papers/:paperId（逐题、知识点、答题图片）',
      await timed(() => get(`/api/teacher/analysis/person/students/${student}/papers/${last}`)),
      100,
    );
    say(
      '班级学情接口 GET /analysis/papers/:id/classes/:classId（学生、进退步、逐题、选项、知识点）',
      await timed(() => get(`/api/teacher/analysis/papers/${last}/classes/${classes[3]!.id}`)),
      100,
    );
  } finally {
    await t.close();
  }
}

/** 50,000 students in 1,000 classes on one 100-point paper; the grade-level aggregates by SQL. */
export async function postgresBench(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL)
    process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  const { db, destroy } = await createTestDb('postgres');
  try {
    let seed = 5;
    const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const rows = Array.from({ length: 50_000 }, (_, i) => {
      const absent = rand() < 0.01;
      return {
        paperId: 'district',
        studentId: `s${i}`,
        classId: `c${Math.floor(i / 50)}`,
        objective: null,
        subjective: null,
        total: absent ? null : Math.round(rand() * 200) / 2,
        absent: absent ? (1 as const) : (0 as const),
        complete: absent ? (0 as const) : (1 as const),
        updatedAt: at,
      };
    });
    for (let i = 0; i < rows.length; i += 5000)
      await db
        .insertInto('studentTotals')
        .values(rows.slice(i, i + 5000))
        .execute();
    const { lines, bandWidth } = DEFAULT_ANALYSIS_SETTINGS;
    let participants = 0;
    const ms = await timed(async () => {
      const classes = await paperClassAggregates(db, 'district', 100, lines, bandWidth);
      participants = summaryFromAggregates(gradeOf(classes).agg, 100).participants;
    });
    console.log(
      `语料（PostgreSQL）：50,000 名学生，1,000 个班，一份 100 分的作业；实考 ${participants} 人`,
    );
    say('年级聚合（每班人数、缺考、均分、最高、最低、标准差、四率、分数段，SQL 聚合）', ms, 2000);
  } finally {
    await destroy();
  }
}
