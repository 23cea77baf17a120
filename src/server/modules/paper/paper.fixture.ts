import type { Transaction } from 'kysely';
import type { BasketInfo, PaperDetail, UserGradeInfo } from '../../../shared/api';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/database';
import { demoSchoolId } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { call, questionIds } from '../../testing/test-requests';

/** Seed questions to put in a basket: [subjectId, kind, how many]. */
export type DraftSpec = [subjectId: string, kind: string, n: number][];

/** Fills the teacher's basket (3 单选 + 2 解答 of 数学 unless given) and answers the basket paper. */
export async function buildDraft(
  t: TestApp,
  token: string,
  spec: DraftSpec = [
    ['junior-math', 'single', 3],
    ['junior-math', 'solve', 2],
  ],
): Promise<PaperDetail> {
  let info: BasketInfo | undefined;
  for (const [subjectId, kind, n] of spec) {
    for (const questionId of await questionIds(t, subjectId, kind, n)) {
      const res = await call<BasketInfo>(
        t,
        token,
        'POST',
        '/api/teacher/paper/question/addQuestion',
        {
          questionId,
        },
      );
      info = res.body.data;
    }
  }
  const subjectId = spec[0]?.[0];
  const paper = info?.paperInfo.find((p) => p.subjectId === subjectId);
  if (!paper) throw new Error('the basket has no paper');
  return (await call<PaperDetail>(t, token, 'GET', `/api/teacher/paper/${paper.id}`)).body.data;
}

/** A saved paper (no longer a basket draft) titled `title`, built from a basket of `spec`. */
export async function buildSavedPaper(
  t: TestApp,
  token: string,
  title: string,
  spec?: DraftSpec,
): Promise<PaperDetail> {
  const draft = await buildDraft(t, token, spec);
  const doc = { ...draft.doc, settings: { ...draft.doc.settings, title } };
  const put = await call(t, token, 'PUT', `/api/teacher/paper/${draft.id}/doc`, {
    doc,
    revision: draft.revision,
  });
  if (put.status !== 200) throw new Error(`saving the doc failed: ${put.body.message}`);
  return (await call<PaperDetail>(t, token, 'POST', `/api/teacher/paper/${draft.id}/save`)).body
    .data;
}

/**
 * Chooses the teacher's default school year (the grade named `gradeName`, else the grade of their
 * first taught class) like the top bar does; answers the school and the grade.
 */
export async function chooseSchoolYear(
  t: TestApp,
  token: string,
  gradeName?: string,
): Promise<{ orgId: string; gradeId: string }> {
  const info = (await call<UserGradeInfo>(t, token, 'GET', '/api/system/user/gradeInfo')).body.data;
  const orgId = info.orgDefaultId ?? '';
  const grade = {
    id: gradeName
      ? ((
          await t.ctx.db
            .selectFrom('classes')
            .select('id')
            .where('orgId', '=', orgId)
            .where('name', '=', gradeName)
            .executeTakeFirst()
        )?.id ?? '')
      : (info.classes[0]?.gradeId ?? ''),
  };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/system/class/updateClassDefault',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ orgId, classId: grade.id }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`choosing the school year failed: ${res.body}`);
  return { orgId, gradeId: grade.id };
}

/** Ids of the demo school's classes and grades by name (e.g. 初二(1)班). */
export async function classIdsByName(t: TestApp, ...names: string[]): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('orgId', '=', await demoSchoolId(t))
    .where('name', 'in', names)
    .execute();
  return names.map((n) => rows.find((r) => r.name === n)?.id ?? '');
}

/**
 * The same database, whose transactions begin only once `n` of them are waiting: callers started
 * together all do their reads before any of them writes (a race made certain, on both dialects).
 */
export function gateTransactions(db: Db, n: number): Db {
  let waiting = 0;
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== 'transaction') {
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return () => ({
        execute: async <T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
          waiting += 1;
          if (waiting >= n) open();
          await gate;
          return target.transaction().execute(fn);
        },
      });
    },
  });
}
