import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankQuestion } from '../../../shared/api';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call, questionIds } from '../../testing/test-requests';
import {
  addTeacher,
  buildPng,
  buildQuestionInput,
  buildWriteApp,
  upload,
} from './question-write.fixture';

type Page = { total: number; list: BankQuestion[] };

describe.each(TEST_DIALECTS)('question authoring on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await buildWriteApp(dialect);
    token = await t.login('teacher');
  });
  afterEach(async () => t.close());

  const create = (body: unknown, who = token) =>
    call<BankQuestion>(t, who, 'POST', '/api/teacher/bank/questions', body);
  const row = (id: string) =>
    t.ctx.db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('creates a question owned by the teacher in their school, linked and searchable', async () => {
    const res = await create(
      buildQuestionInput({
        chapterIds: ['math.ch1.s1'],
        knowledgeIds: ['kp.math.pythagoras.theorem'],
      }),
    );
    expect(res.status).toBe(200);
    const q = res.body.data;
    expect(q).toMatchObject({
      mine: true,
      originId: null,
      kind: 'single',
      answerKey: 'A',
      typeName: '单选',
    });
    expect(q.chapters.map((c) => c.id)).toEqual(['math.ch1.s1']);
    expect(q.knowledge).toEqual([
      { id: 'kp.math.pythagoras.theorem', name: expect.any(String), weight: 1 },
    ]);
    const stored = await row(q.id);
    const org = await t.ctx.db.selectFrom('orgs').select('id').executeTakeFirstOrThrow();
    expect(stored.orgId).toBe(org.id);
    expect(stored.searchText).toContain('勾股数 3、4、____');
    const found = await call<Page>(
      t,
      token,
      'GET',
      '/api/teacher/bank/questions?subjectId=junior-math&mine=true&keyword=勾股数',
    );
    expect(found.body.data.list.map((x) => x.id)).toEqual([q.id]);
  });

  it('refuses bad input with a Chinese message', async () => {
    const cases: [unknown, string][] = [
      [buildQuestionInput({ kind: 'double', answerKey: 'A' }), '双选题须恰好选两个正确答案'],
      [buildQuestionInput({ kind: 'multi', answerKey: 'B' }), '多选题至少选两个正确答案'],
      [buildQuestionInput({ answerKey: 'F' }), '答案「F」不是有效的选项'],
      [buildQuestionInput({ stem: [] }), '请填写题干'],
      [
        buildQuestionInput({
          kind: 'solve',
          score: 10,
          parts: [{ label: '(1)', score: 4, stem: [{ t: 'text', v: '求 a' }], answer: [] }],
        }),
        '小题分值之和（4分）应等于总分值（10分）',
      ],
      [buildQuestionInput({ chapterIds: ['physics.ch1.s1'] }), '所选章节不属于该学科'],
      [buildQuestionInput({ knowledgeIds: ['nope'] }), '所选知识点不属于该学科'],
      [buildQuestionInput({ subjectId: '' }), '请选择学科'],
      [
        buildQuestionInput({
          stem: [{ t: 'img', src: 'https://example.com/x.png', w: 10, h: 10 }],
        }),
        '图片须通过上传插入',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
  });

  it('stores 判断 with fixed options and subjective kinds without options or key', async () => {
    const judge = (await create(buildQuestionInput({ kind: 'judge', options: [], answerKey: 'T' })))
      .body.data;
    expect(judge.options.map((o) => o.label)).toEqual(['T', 'F']);
    const solve = (await create(buildQuestionInput({ kind: 'solve', answerKey: 'A', score: 6 })))
      .body.data;
    expect(solve).toMatchObject({ options: [], answerKey: '', score: 6 });
  });

  it('衍生 copies a bank question into the teacher’s own and leaves the original unchanged', async () => {
    const [originalId] = await questionIds(t, 'junior-math', 'single', 1);
    const before = await row(originalId!);
    const edited = buildQuestionInput({ stem: [{ t: 'text', v: '改编后的题干' }] });
    const res = await call<BankQuestion>(
      t,
      token,
      'POST',
      `/api/teacher/bank/questions/${originalId}/derive`,
      edited,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ originId: originalId, mine: true, stem: edited.stem });
    expect(await row(originalId!)).toEqual(before);
    const copy = await call<BankQuestion>(
      t,
      token,
      'POST',
      `/api/teacher/bank/questions/${originalId}/derive`,
    );
    expect(copy.body.data.stem).toEqual(JSON.parse(before.content).stem);
    expect(copy.body.data.chapters.length).toBeGreaterThan(0);
  });

  it('lets only the owner and the school’s administrators edit and delete', async () => {
    const q = (await create(buildQuestionInput())).body.data;
    const colleague = await addTeacher(t, 'qian');
    const stranger = await addTeacher(t, 'sun', { otherSchool: true });
    const director = await t.login('director');
    const put = (who: string, v: string) =>
      call<BankQuestion>(
        t,
        who,
        'PUT',
        `/api/teacher/bank/questions/${q.id}`,
        buildQuestionInput({ stem: [{ t: 'text', v }] }),
      );
    expect((await put(colleague, '同事改')).status).toBe(403);
    expect((await put(stranger, '外校改')).status).toBe(404);
    expect(
      (await call(t, stranger, 'POST', `/api/teacher/bank/questions/${q.id}/derive`)).status,
    ).toBe(404);
    expect((await call(t, colleague, 'DELETE', `/api/teacher/bank/questions/${q.id}`)).status).toBe(
      403,
    );
    const mine = await put(token, '本人修改的题干');
    expect(mine.status).toBe(200);
    expect((await row(q.id)).searchText).toContain('本人修改的题干');
    expect((await put(director, '管理员修改')).status).toBe(200);
    const [shared] = await questionIds(t, 'junior-math', 'single', 1);
    const bank = await call(
      t,
      token,
      'PUT',
      `/api/teacher/bank/questions/${shared}`,
      buildQuestionInput(),
    );
    expect([bank.status, bank.body.message]).toEqual([
      403,
      '公共题库的试题不能直接修改，请衍生后编辑',
    ]);

    expect((await call(t, token, 'DELETE', `/api/teacher/bank/questions/${q.id}`)).status).toBe(
      200,
    );
    expect((await call(t, token, 'GET', `/api/teacher/bank/questions/${q.id}`)).status).toBe(404);
    expect((await row(q.id)).deletedAt).not.toBeNull();
    expect((await call(t, token, 'DELETE', `/api/teacher/bank/questions/${q.id}`)).status).toBe(
      404,
    );
  });

  it('takes PNG and JPEG images by their bytes and refuses the rest', async () => {
    const png = await buildPng(378, 189);
    const res = await upload(t, token, '/api/teacher/bank/images', 'a.png', 'image/png', png);
    expect(res.statusCode).toBe(200);
    const img = res.json().data;
    expect(img).toMatchObject({
      w: 100,
      h: 50,
      src: expect.stringMatching(/^upload:[0-9a-f]{64}\.png$/),
    });
    const served = await t.get(img.url);
    expect([served.statusCode, served.rawPayload.equals(png)]).toEqual([200, true]);

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    for (const [name, data] of [
      ['a.gif', gif],
      ['fake.png', Buffer.from('not an image at all')],
    ] as const) {
      const bad = await upload(t, token, '/api/teacher/bank/images', name, 'image/png', data);
      expect([bad.statusCode, bad.json().message]).toEqual([400, '仅支持 PNG 或 JPEG 图片']);
    }
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(t, token, '/api/teacher/bank/images', 'big.png', 'image/png', big);
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, '图片不能超过 5 MB']);
    const outsider = await addTeacher(t, 'liu');
    await t.ctx.db
      .deleteFrom('memberships')
      .where(
        'userId',
        '=',
        (
          await t.ctx.db
            .selectFrom('users')
            .select('id')
            .where('username', '=', 'liu')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    const refused = await upload(
      t,
      outsider,
      '/api/teacher/bank/images',
      'a.png',
      'image/png',
      png,
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/teacher/bank/images' });
    expect(anonymous.statusCode).toBe(401);
  });
});
