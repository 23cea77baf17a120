import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BasketInfo, PaperDetail, PaperListItem } from '../../../shared/api';
import { moveSection, sectionHeader, setSectionScore } from '../../../shared/paper';
import { freezeVersion } from './paper.repository';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call, questionIds } from '../../testing/test-requests';

describe.each(TEST_DIALECTS)('papers on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    token = await t.login('teacher');
  });
  afterEach(async () => t.close());

  /** Fills the basket with 3 单选 + 2 解答 and answers the basket paper. */
  async function draft(): Promise<PaperDetail> {
    const ids = [
      ...(await questionIds(t, 'junior-math', 'single', 3)),
      ...(await questionIds(t, 'junior-math', 'solve', 2)),
    ];
    let info: BasketInfo | undefined;
    for (const questionId of ids) {
      info = (
        await call<BasketInfo>(t, token, 'POST', '/api/teacher/paper/question/addQuestion', {
          questionId,
        })
      ).body.data;
    }
    return (
      await call<PaperDetail>(t, token, 'GET', `/api/teacher/paper/${info!.paperInfo[0]!.id}`)
    ).body.data;
  }
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
      await call<{ orgDefaultId: string; classes: { id: string; gradeId: string }[] }>(
        t,
        token,
        'GET',
        '/api/system/user/gradeInfo',
      )
    ).body.data;
    const gradeId = info.classes[0]!.gradeId;
    await t.app.inject({
      method: 'PUT',
      url: '/api/system/class/updateClassDefault',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `orgId=${info.orgDefaultId}&classId=${gradeId}`,
    });
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
