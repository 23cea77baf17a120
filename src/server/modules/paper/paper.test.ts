import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BasketInfo, PaperDetail, PaperListItem } from '../../../shared/api';
import { moveSection, sectionHeader, setSectionScore } from '../../../shared/paper';
import { AppError } from '../../lib/app-error';
import { freezeVersion } from './paper.repository';
import { saveDoc } from './paper.service';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call, questionIds } from '../../testing/test-requests';
import { buildDraft, buildSavedPaper, chooseSchoolYear, gateTransactions } from './paper.fixture';

describe.each(TEST_DIALECTS)('papers on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
  });
  afterEach(async () => t.close());

  const draft = () => buildDraft(t, token);
  const put = (p: PaperDetail, doc = p.doc) =>
    call<PaperDetail>(t, token, 'PUT', `/api/teacher/paper/${p.id}/doc`, {
      doc,
      revision: p.revision,
    });

  it('composes sections by 题型, numbers across the paper, and saves order, scores and settings', async () => {
    const p = await draft();
    expect(p.isBasket).toBe(true);
    expect(p.doc.sections.map((s) => s.kind)).toEqual(['single', 'solve']);
    let doc = setSectionScore(p.doc, p.doc.sections[0]!.id, 4);
    doc = moveSection(doc, doc.sections[1]!.id, 0);
    doc = {
      ...doc,
      settings: { ...doc.settings, title: '第三单元测验', size: 'A3', sealLine: true },
    };
    const saved = await put(p, doc);
    expect(saved.status).toBe(200);
    const d = saved.body.data;
    expect(d.revision).toBe(p.revision + 1);
    expect(d.doc.sections.map((s) => s.kind)).toEqual(['solve', 'single']);
    expect(d.doc.sections.flatMap((s) => s.questions.map((q) => q.no))).toEqual([1, 2, 3, 4, 5]);
    expect(sectionHeader(d.doc.sections[1]!, 1)).toBe('二、选择题（共3题，共12分）');
    expect(d.doc.settings).toMatchObject({ size: 'A3', sealLine: true });
    expect(d.fullMarks).toBe(12 + d.doc.sections[0]!.questions.reduce((a, q) => a + q.score, 0));
    expect((await put(p, doc)).status).toBe(409);
  });

  it('saves a basket draft as a paper, lists it and assigns it to classes of the school year', async () => {
    const p = await draft();
    expect((await call(t, token, 'POST', `/api/teacher/paper/${p.id}/save`)).body.message).toBe(
      '请填写试卷标题',
    );
    const titled = (await put(p, { ...p.doc, settings: { ...p.doc.settings, title: '期中练习' } }))
      .body.data;
    const saved = await call<PaperDetail>(t, token, 'POST', `/api/teacher/paper/${titled.id}/save`);
    expect(saved.body.data).toMatchObject({ isBasket: false, status: '草稿', title: '期中练习' });
    const basket = await call<BasketInfo>(
      t,
      token,
      'GET',
      '/api/teacher/paper/info/getQuestionBasket',
    );
    expect(basket.body.data.sumCount).toBe(0);

    const noYear = await call(t, token, 'PUT', `/api/teacher/paper/${p.id}/classes`, {
      classIds: [],
    });
    expect(noYear.body.message).toBe('请先在顶部选择学年');
    const info = (
      await call<{ classes: { id: string }[] }>(t, token, 'GET', '/api/system/user/gradeInfo')
    ).body.data;
    await chooseSchoolYear(t, token);
    const assigned = await call<PaperDetail>(
      t,
      token,
      'PUT',
      `/api/teacher/paper/${p.id}/classes`,
      { classIds: [info.classes[0]!.id] },
    );
    expect(assigned.body.data.status).toBe('已发布');
    expect(assigned.body.data.classes.map((c) => c.name)).toEqual(['初二(1)班']);

    const list = await call<{ total: number; list: PaperListItem[] }>(
      t,
      token,
      'GET',
      `/api/teacher/paper/list?classId=${info.classes[0]!.id}`,
    );
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      title: '期中练习',
      subjectName: '数学',
      gradeName: '初二（2025级）',
      status: '已发布',
      questionCount: 5,
    });
    const none = await call<{ total: number }>(
      t,
      token,
      'GET',
      '/api/teacher/paper/list?status=已完成',
    );
    expect(none.body.data.total).toBe(0);
  });

  it('keeps a printed version unchanged: editing makes a new version', async () => {
    const p = await draft();
    await freezeVersion(t.ctx.db, p.id, 1, 'printed', t.clock.now);
    const frozen = (await call<PaperDetail>(t, token, 'GET', `/api/teacher/paper/${p.id}`)).body
      .data;
    expect(frozen.frozen).toBe(true);
    const doc = setSectionScore(frozen.doc, frozen.doc.sections[0]!.id, 5);
    const v2 = (await put(frozen, doc)).body.data;
    expect(v2).toMatchObject({ version: 2, frozen: false });
    expect(v2.doc.version).toBe(2);
    expect(v2.versions.map((v) => v.version)).toEqual([1, 2]);
    const v1 = await t.ctx.db
      .selectFrom('paperVersions')
      .select('doc')
      .where('paperId', '=', p.id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(v1.doc)).toEqual(p.doc);
  });

  it('answers 409, never 500, when two saves of a frozen version race', async () => {
    const p = await draft();
    await freezeVersion(t.ctx.db, p.id, 1, 'printed', t.clock.now);
    const me = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    const docs = [4, 5].map((score) => setSectionScore(p.doc, p.doc.sections[0]!.id, score));
    // Both saves read the frozen version 1 before either writes (requests sent together through
    // app.inject or a listening server happen to be handled one after the other in tests).
    const racing = { ...t.ctx, db: gateTransactions(t.ctx.db, 2) };
    const results = await Promise.allSettled(
      docs.map((doc) => saveDoc(racing, me.id, p.id, { doc, revision: p.revision })),
    );
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ version: 2, revision: 1, frozen: false });
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(AppError);
    expect(lost[0]).toMatchObject({ status: 409, message: '数据已被修改，请刷新后重试' });
    const versions = await t.ctx.db
      .selectFrom('paperVersions')
      .select('version')
      .where('paperId', '=', p.id)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    // Over HTTP the loser's retry (still on version 1's revision) is a 409 too, with the message.
    const again = await put(p, docs[1]);
    expect([again.status, again.body.message]).toEqual([409, '数据已被修改，请刷新后重试']);
  });

  it('filters 作业列表 by subject', async () => {
    await buildSavedPaper(t, token, '数学周练');
    await buildSavedPaper(t, token, '物理周练', [['junior-physics', 'single', 2]]);
    const list = async (query: string) =>
      (
        await call<{ total: number; list: PaperListItem[] }>(
          t,
          token,
          'GET',
          `/api/teacher/paper/list${query}`,
        )
      ).body.data;
    expect((await list('')).list.map((p) => p.title).sort()).toEqual(['数学周练', '物理周练']);
    const physics = await list('?subjectId=junior-physics');
    expect(physics.total).toBe(1);
    expect(physics.list[0]).toMatchObject({ title: '物理周练', subjectName: '物理' });
    expect((await list('?subjectId=junior-english')).total).toBe(0);
  });

  it('copies and softly deletes papers; others may not touch them', async () => {
    const p = await draft();
    const copy = (await call<PaperDetail>(t, token, 'POST', `/api/teacher/paper/${p.id}/copy`)).body
      .data;
    expect(copy.id).not.toBe(p.id);
    expect(copy).toMatchObject({ isBasket: false, status: '草稿', version: 1, frozen: false });
    expect(copy.doc.sections.flatMap((s) => s.questions.map((q) => q.questionId))).toEqual(
      p.doc.sections.flatMap((s) => s.questions.map((q) => q.questionId)),
    );
    const director = await t.login('director');
    // The director is a school administrator and may manage it; a teacher of another school may not.
    expect((await call(t, director, 'GET', `/api/teacher/paper/${copy.id}`)).status).toBe(200);
    expect((await call(t, token, 'DELETE', `/api/teacher/paper/${copy.id}`)).status).toBe(200);
    expect((await call(t, token, 'GET', `/api/teacher/paper/${copy.id}`)).status).toBe(404);
    const row = await t.ctx.db
      .selectFrom('papers')
      .select('deletedAt')
      .where('id', '=', copy.id)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
  });

  it('refuses a non-administrator who does not own the paper', async () => {
    const directorToken = await t.login('director');
    const q = (await questionIds(t, 'junior-math', 'single', 1))[0]!;
    const b = (
      await call<BasketInfo>(t, directorToken, 'POST', '/api/teacher/paper/question/addQuestion', {
        questionId: q,
      })
    ).body.data;
    const res = await call(t, token, 'GET', `/api/teacher/paper/${b.paperInfo[0]!.id}`);
    expect(res.status).toBe(403);
  });

  it('rejects a malformed doc with a Chinese message', async () => {
    const p = await draft();
    const bad = {
      ...p.doc,
      settings: { ...p.doc.settings, card: { ...p.doc.settings.card, idDigits: 20 } },
    };
    const res = await put(p, bad);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('考号位数为 4～12');
  });
});
