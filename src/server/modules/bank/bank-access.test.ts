import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BankCatalog, BankQuestion, TreeNode } from '../../../shared/api';
import { buildOtherSchool, type OtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call, questionIds } from '../../testing/test-requests';
import { buildDocx } from './docx-import/docx-build.fixture';
import { buildPng, buildQuestionInput, buildWriteApp, upload } from './question-write.fixture';

type Page = { total: number; list: BankQuestion[] };

describe.each(TEST_DIALECTS)('who reads which questions on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let other: OtherSchool;
  beforeEach(async () => {
    t = await buildWriteApp(dialect);
    token = await t.login('teacher');
    other = await buildOtherSchool(t);
  });
  afterEach(async () => t.close());

  /** A question of the demo school's teacher, of the same kind and 知识点 as a seed question. */
  async function schoolQuestion() {
    const [seedId] = await questionIds(t, 'junior-math', 'single', 1);
    const seed = (
      await call<BankQuestion>(t, token, 'GET', `/api/teacher/bank/questions/${seedId}`)
    ).body.data;
    const input = buildQuestionInput({
      stem: [{ t: 'text', v: '本校自编题：勾股定理的校本练习' }],
      knowledgeIds: seed.knowledge.map((k) => k.id),
    });
    const q = (await call<BankQuestion>(t, token, 'POST', '/api/teacher/bank/questions', input))
      .body.data;
    return { seedId: seedId!, q };
  }
  const list = async (who: string, query: string) =>
    (await call<Page>(t, who, 'GET', `/api/teacher/bank/questions?subjectId=junior-math&${query}`))
      .body.data;
  const similarIds = async (who: string, id: string) =>
    (
      await call<BankQuestion[]>(t, who, 'GET', `/api/teacher/bank/questions/${id}/similar`)
    ).body.data.map((s) => s.id);

  it('shares the seed bank, catalogue and trees with every school', async () => {
    const cat = await call<BankCatalog>(t, other.token, 'GET', '/api/teacher/bank/catalog');
    expect(cat.status).toBe(200);
    const tree = await call<TreeNode[]>(
      t,
      other.token,
      'GET',
      '/api/teacher/bank/tree?subjectId=junior-math',
    );
    expect(tree.body.data.length).toBeGreaterThan(0);
    expect((await list(other.token, 'kind=single&pageSize=5')).total).toBe(
      (await list(token, 'kind=single&pageSize=5')).total,
    );
  });

  it('never shows a school’s own question to a teacher of another school', async () => {
    const { seedId, q } = await schoolQuestion();
    const keyword = `keyword=${encodeURIComponent('校本练习')}`;
    expect((await list(token, keyword)).list.map((x) => x.id)).toEqual([q.id]);
    expect((await list(other.token, keyword)).total).toBe(0);
    const one = await call(t, other.token, 'GET', `/api/teacher/bank/questions/${q.id}`);
    expect([one.status, one.body.message]).toEqual([404, '试题不存在']);
    const similar = await call(
      t,
      other.token,
      'GET',
      `/api/teacher/bank/questions/${q.id}/similar`,
    );
    expect([similar.status, similar.body.message]).toEqual([404, '试题不存在']);
    // Similar questions of a shared one: the author sees their school's question, others do not.
    expect(await similarIds(token, seedId)).toContain(q.id);
    expect(await similarIds(other.token, seedId)).not.toContain(q.id);
    const basket = await call(t, other.token, 'POST', '/api/teacher/paper/question/addQuestion', {
      questionId: q.id,
    });
    expect(basket.status).toBe(404);
    const derive = await call(t, other.token, 'POST', `/api/teacher/bank/questions/${q.id}/derive`);
    expect(derive.status).toBe(404);
  });

  it('keeps a question with its school when the author leaves it', async () => {
    const { q } = await schoolQuestion();
    const me = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('memberships').where('userId', '=', me.id).execute();
    expect((await call(t, token, 'GET', `/api/teacher/bank/questions/${q.id}`)).status).toBe(404);
    expect((await list(token, 'mine=true')).total).toBe(0);
    expect(
      (await call(t, token, 'POST', `/api/teacher/bank/questions/${q.id}/derive`)).status,
    ).toBe(403);
  });

  it('lets only a member of a school import from Word, storing no image otherwise', async () => {
    const docx = await buildDocx([
      ['1. 如图，斜边长为（　　）', { png: await buildPng(120, 60) }],
      'A. 5  B. 6  C. 7  D. 8',
      '答案：A',
    ]);
    const send = (who: string) =>
      upload(
        t,
        who,
        '/api/teacher/bank/import/docx',
        '练习.docx',
        'application/octet-stream',
        docx,
      );
    // A signed-in user who belongs to no school (here: the other school's teacher, removed).
    await t.ctx.db.deleteFrom('memberships').where('userId', '=', other.userId).execute();
    const outsider = await send(other.token);
    expect([outsider.statusCode, outsider.json().message]).toEqual([
      403,
      '很抱歉，您暂无该操作权限',
    ]);
    // Uploaded images go to the blob store (DATA_DIR/blobs here), named by their SHA-256.
    const blobs = join(t.ctx.config.dataDir, 'blobs');
    const stored = async () =>
      (await readdir(blobs, { recursive: true }).catch(() => [])).filter((f) =>
        /(^|\/)[0-9a-f]{64}$/.test(f),
      );
    expect(await stored()).toEqual([]);
    const member = await send(token);
    expect(member.statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});
