import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RehearseBatch, RehearseClassView, RehearseList } from '../../../shared/api/rehearse';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { buildMarkingApp } from '../marking/testing/marking.fixture';
import { classId } from '../print/print.fixture';
import { buildMarkedBankPaper, writePracticeScores } from './testing/rehearse.fixture';

const DAY = 86_400_000;

describe.each(TEST_DIALECTS)('错题重练 API on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let cls: string;
  let marked: Awaited<ReturnType<typeof buildMarkedBankPaper>>;
  const list = async (query = '') =>
    (
      await call<RehearseList>(
        t,
        token,
        'GET',
        `/api/teacher/rehearse/entries?classId=${cls}${query}`,
      )
    ).body.data;
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    marked = await buildMarkedBankPaper(t, token);
    cls = await classId(t, '初二(1)班');
  });
  afterAll(() => t.close());

  it('collects every question scored below full marks of the students who sat, once', async () => {
    const { entries, today } = await list();
    const students = marked.students.slice(0, 4).map((s) => s.id);
    expect(new Set(entries.map((e) => e.studentId))).toEqual(new Set(students));
    const first = entries.filter((e) => e.studentId === students[0]);
    // 单选 left blank have no score yet; q5 3/4, q6 11/12, q7 10/12 are below full marks.
    expect(first.map((e) => [e.no, e.score, e.full])).toEqual([
      [5, 3, 4],
      [6, 11, 12],
      [7, 10, 12],
    ]);
    expect(first.every((e) => e.bankQuestionId && e.knowledge.length > 0)).toBe(true);
    const e = first[0]!;
    expect(e.status).toBe('open');
    expect(Date.parse(e.nextReviewAt) - Date.parse(e.wrongAt)).toBe(DAY);
    expect(today).toBe('2026-09-01');
    expect((await list()).entries.length).toBe(entries.length);
  });

  it('filters by student, 题型, 知识点 and date', async () => {
    const all = (await list()).entries;
    const s = marked.students[1]!.id;
    expect((await list(`&studentId=${s}`)).entries.every((e) => e.studentId === s)).toBe(true);
    const solve = (await list('&kind=solve')).entries;
    expect(solve.length).toBe(8);
    const k = all[0]!.knowledge[0]!;
    const byK = (await list(`&knowledgeId=${k.id}`)).entries;
    expect(byK.length).toBeGreaterThan(0);
    expect(byK.every((e) => e.knowledge.some((x) => x.id === k.id))).toBe(true);
    expect((await list('&from=2030-01-01')).entries).toEqual([]);
    expect((await list('&dueOnly=true')).entries).toEqual([]);
    expect((await list('&dueOnly=false')).entries.length).toBe(all.length);
  });

  it('uses the school’s wrong line for what it collects next', async () => {
    const admin = await addSchoolTeacher(t, 'rehearse-admin', { admin: true });
    const read = await call(t, token, 'GET', '/api/teacher/rehearse/settings');
    expect(read.body.data).toEqual({
      wrongLine: 1,
      clearAfter: 1,
      schedule: [1, 2, 4, 7, 15, 30],
      similar: 2,
      difficulty: null,
      canEdit: false,
    });
    const put = await call(t, admin.token, 'PUT', '/api/teacher/rehearse/settings', {
      wrongLine: 0.5,
      clearAfter: 2,
      schedule: [1, 3, 9],
      similar: 1,
      difficulty: 4,
    });
    expect(put.status).toBe(200);
    expect((await call(t, token, 'GET', '/api/teacher/rehearse/settings')).body.data).toEqual({
      wrongLine: 0.5,
      clearAfter: 2,
      schedule: [1, 3, 9],
      similar: 1,
      difficulty: 4,
      canEdit: false,
    });
    const bad = await call(t, admin.token, 'PUT', '/api/teacher/rehearse/settings', {
      wrongLine: 0.5,
      clearAfter: 1,
      schedule: [3, 1],
    });
    expect([bad.status, bad.body.message]).toEqual([400, '复习间隔须逐次增加']);
    expect(
      (await call(t, token, 'PUT', '/api/teacher/rehearse/settings', put.body.data)).status,
    ).toBe(403);
    await call(t, admin.token, 'PUT', '/api/teacher/rehearse/settings', {
      wrongLine: 1,
      clearAfter: 1,
      schedule: [1, 2, 4, 7, 15, 30],
    });
  });

  it('keeps other teachers and schools out', async () => {
    const stranger = await addSchoolTeacher(t, 'rehearse-stranger');
    const other = await buildOtherSchool(t);
    const url = `/api/teacher/rehearse/entries?classId=${cls}`;
    expect((await call(t, stranger.token, 'GET', url)).status).toBe(403);
    expect((await call(t, other.token, 'GET', url)).status).toBe(404);
    const gen = await call(t, stranger.token, 'POST', '/api/teacher/rehearse/practice', {
      classIds: [cls],
      subjectId: 'junior-math',
    });
    expect(gen.status).toBe(403);
  });

  let batch: RehearseBatch;
  it('generates practice: originals and unseen similar questions of the same 知识点 and type', async () => {
    const res = await call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
      classIds: [cls],
      subjectId: 'junior-math',
      similar: 2,
      difficulty: 3,
    });
    expect(res.status).toBe(200);
    batch = res.body.data;
    expect(batch.sets.length).toBe(4);
    const db = t.ctx.db;
    const seenOnPaper = new Set(
      (await db.selectFrom('rehearseEntries').select('bankQuestionId').execute()).map(
        (r) => r.bankQuestionId,
      ),
    );
    for (const set of batch.sets) {
      expect(set.originals).toBe(3);
      const items = await db
        .selectFrom('rehearseItems')
        .selectAll()
        .where('setId', '=', set.setId)
        .execute();
      const similar = items.filter((i) => i.role === 'similar');
      expect(similar.length).toBe(set.similar);
      expect(similar.length).toBe(6);
      expect(new Set(similar.map((i) => i.bankQuestionId)).size).toBe(similar.length);
      for (const i of similar) {
        expect(seenOnPaper.has(i.bankQuestionId)).toBe(false);
        const [q, src] = await Promise.all(
          [i.bankQuestionId!, i.sourceBankQuestionId!].map((id) =>
            db
              .selectFrom('questions')
              .select(['kind', 'difficulty'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow(),
          ),
        );
        expect(q!.kind).toBe(src!.kind);
        // Difficulty 3 chosen: 3 of each kind's 15 similar questions are 3, the rest 1–5 in turn.
        expect(Math.abs(q!.difficulty - 3)).toBeLessThanOrEqual(1);
        const kps = async (id: string) =>
          (
            await db
              .selectFrom('questionKnowledge')
              .select('knowledgeId')
              .where('questionId', '=', id)
              .execute()
          ).map((k) => k.knowledgeId);
        const mine = await kps(i.bankQuestionId!);
        expect((await kps(i.sourceBankQuestionId!)).some((k) => mine.includes(k))).toBe(true);
      }
    }
    const again = (
      await call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
        classIds: [cls],
        subjectId: 'junior-math',
        studentIds: [batch.sets[0]!.studentId],
        similar: 2,
      })
    ).body.data;
    const bankOf = async (setId: string) =>
      (
        await db
          .selectFrom('rehearseItems')
          .select('bankQuestionId')
          .where('setId', '=', setId)
          .where('role', '=', 'similar')
          .execute()
      ).map((r) => r.bankQuestionId);
    const before = await bankOf(batch.sets[0]!.setId);
    const after = await bankOf(again.sets[0]!.setId);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((b) => before.includes(b))).toEqual([]);
  });

  it('prints each student’s paper and personalised card; practice papers stay out of 作业列表', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/rehearse/print',
      headers: { authorization: `Bearer ${token}` },
      payload: { batchId: batch.batchId, setIds: [batch.sets[0]!.setId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const v = await t.ctx.db
      .selectFrom('paperVersions')
      .select(['frozenAt', 'cardLayout'])
      .where('paperId', '=', batch.sets[0]!.paperId)
      .executeTakeFirstOrThrow();
    expect(v.frozenAt).not.toBeNull();
    expect(v.cardLayout).not.toBeNull();
  });

  it('moves entries on the schedule and off the list once answered right (fake clock)', async () => {
    const set = batch.sets[1]!;
    const items = await t.ctx.db
      .selectFrom('rehearseItems')
      .selectAll()
      .where('setId', '=', set.setId)
      .execute();
    const originals = items.filter((i) => i.role === 'original');
    const rightIds = new Set(originals.slice(0, 2).map((i) => i.questionId));
    t.clock.now += 3 * DAY;
    token = await t.login();
    await writePracticeScores(t, set.paperId, set.studentId, (q, full) =>
      rightIds.has(q) ? full : 0,
    );
    const open = (await list(`&studentId=${set.studentId}`)).entries;
    expect(open.length).toBe(1);
    const cleared = (await list(`&studentId=${set.studentId}&status=cleared`)).entries;
    expect(cleared.length).toBe(2);
    const wrongAgain = open.find((e) => originals.some((o) => o.entryId === e.id))!;
    expect(wrongAgain.nextReviewAt).toBe('2026-09-05');
    t.clock.now += 2 * DAY;
    token = await t.login();
    const due = (await list(`&studentId=${set.studentId}&dueOnly=true`)).entries;
    expect(due.map((e) => e.id)).toEqual([wrongAgain.id]);
    const view = (
      await call<RehearseClassView>(t, token, 'GET', `/api/teacher/rehearse/classes/${cls}`)
    ).body.data;
    const row = view.students.find((s) => s.id === set.studentId)!;
    expect([row.open, row.due, row.cleared]).toEqual([1, 1, 2]);
    expect(view.common[0]!.wrong).toBe(4);
  });

  it('assigns the questions most of the class got wrong as an ordinary homework', async () => {
    const res = await call<{ paperId: string; questions: number }>(
      t,
      token,
      'POST',
      '/api/teacher/rehearse/assign',
      {
        classId: cls,
        subjectId: 'junior-math',
        share: 0.1,
        limit: 5,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.questions).toBe(3);
    const papers = await call<{ list: { id: string }[] }>(
      t,
      token,
      'GET',
      '/api/teacher/paper/list?page=1&pageSize=50',
    );
    const ids = papers.body.data.list.map((p) => p.id);
    expect(ids).toContain(res.body.data.paperId);
    expect(ids).not.toContain(batch.sets[0]!.paperId);
  });
});
