import { isObjective } from '../../../layout';
import { JUDGE_OPTIONS, type BankQuestion, type QuestionInput } from '../../../shared/api';
import type { Db } from '../../db/connect';
import type { QuestionTable } from '../../db/database';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { requireMembership } from '../system/access';
import { findMembership, findUser } from '../system/system.repository';
import { parseContent, searchTextOf, toBankQuestion } from './question.mapper';
import { checkLinks, writeLinks, type Links } from './question-links';
import { loadLinks } from './question.repository';
import { detailTextOf } from './question-search';

type Row = QuestionTable;

/** The school a teacher writes in (their default school, of which they must be a member). */
export async function authorSchool(db: Db, userId: string): Promise<string> {
  const user = await findUser(db, userId);
  if (!user?.defaultOrgId) throw fail.forbidden();
  await requireMembership(db, userId, user.defaultOrgId);
  return user.defaultOrgId;
}

/** Content as stored: no options or key for subjective kinds, fixed 正确/错误 for 判断. */
function contentOf(q: QuestionInput) {
  const objective = isObjective(q.kind);
  return {
    stem: q.stem,
    options: !objective ? [] : q.kind === 'judge' ? JUDGE_OPTIONS : q.options,
    answerKey: objective ? [...q.answerKey].sort().join('') : '',
    answer: q.answer,
    analysis: q.analysis,
    parts: q.parts,
    card: q.kind === 'essay' ? q.card : {},
  };
}

/** The columns a teacher's input sets. */
function columnsOf(q: QuestionInput) {
  const content = contentOf(q);
  return {
    subjectId: q.subjectId,
    kind: q.kind,
    difficulty: q.difficulty,
    year: q.year,
    source: q.source,
    score: q.parts.length ? q.parts.reduce((a, p) => a + p.score, 0) : q.score,
    content: JSON.stringify(content),
    searchText: searchTextOf(content),
    detailText: detailTextOf(content),
  };
}

/** A stored question as the browser sees it (whoever owns it). */
async function answer(db: Db, userId: string, id: string): Promise<BankQuestion> {
  const row = await db
    .selectFrom('questions')
    .innerJoin('subjects', 'subjects.id', 'questions.subjectId')
    .selectAll('questions')
    .select('subjects.stageId')
    .where('questions.id', '=', id)
    .executeTakeFirstOrThrow();
  const links = await loadLinks(db, [id]);
  return toBankQuestion(row, links.get(id) ?? { chapters: [], knowledge: [] }, userId);
}

/** Who owns a new question, where, and when. */
export interface Author {
  userId: string;
  orgId: string;
  at: string;
}

/** Inserts a question (links already checked) owned by the author. */
export async function insertRow(
  db: Db,
  who: Author,
  id: string,
  q: QuestionInput,
  originId: string | null,
  links: Links,
) {
  await db
    .insertInto('questions')
    .values({
      id,
      ...columnsOf(q),
      paperType: '',
      region: '',
      originId,
      ownerId: who.userId,
      orgId: who.orgId,
      seedKey: null,
      usedCount: 0,
      createdAt: who.at,
      updatedAt: who.at,
      deletedAt: null,
    })
    .execute();
  await writeLinks(db, id, links);
}

/** Checks the links and inserts one question in a transaction; answers its id. */
async function insert(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  q: QuestionInput,
  originId: string | null,
) {
  const links = await checkLinks(ctx.db, q);
  const id = newId(ctx.now());
  const who = { userId, orgId, at: nowIso(ctx.now()) };
  await ctx.db.transaction().execute((trx) => insertRow(trx, who, id, q, originId, links));
  return id;
}

/** Creates a question owned by the teacher in their default school. */
export async function createQuestion(
  ctx: ServerContext,
  userId: string,
  q: QuestionInput,
): Promise<BankQuestion> {
  const orgId = await authorSchool(ctx.db, userId);
  return answer(ctx.db, userId, await insert(ctx, userId, orgId, q, null));
}

/** A live question of the shared bank or of one of the user's schools, or 404 (as if made up). */
async function liveRow(db: Db, userId: string, id: string): Promise<Row> {
  const row = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || (row.orgId && !(await findMembership(db, userId, row.orgId))))
    throw fail.notFound('试题不存在');
  return row;
}

/** Whether the user administers the school a question belongs to. */
const administers = async (db: Db, userId: string, orgId: string | null) =>
  !!orgId && (await findMembership(db, userId, orgId))?.isAdministrator === 1;

/**
 * 衍生: a copy of a question the user may see (the shared bank, their own while a member of its
 * school, or — for school administrators — their school's), owned by the user with `originId`, with the edits of `q`
 * (a plain copy without it). The original never changes.
 */
export async function deriveQuestion(
  ctx: ServerContext,
  userId: string,
  id: string,
  q?: QuestionInput,
): Promise<BankQuestion> {
  const orgId = await authorSchool(ctx.db, userId);
  const row = await liveRow(ctx.db, userId, id);
  const own =
    row.ownerId === userId && !!row.orgId && !!(await findMembership(ctx.db, userId, row.orgId));
  if (row.ownerId !== null && !own && !(await administers(ctx.db, userId, row.orgId)))
    throw fail.forbidden();
  let input = q;
  if (!input) {
    const links = await loadLinks(ctx.db, [id]);
    const l = links.get(id) ?? { chapters: [], knowledge: [] };
    input = {
      ...parseContent(row),
      subjectId: row.subjectId,
      kind: row.kind as QuestionInput['kind'],
      difficulty: row.difficulty,
      year: row.year,
      source: row.source,
      score: row.score,
      chapterIds: l.chapters.map((c) => c.id),
      knowledgeIds: l.knowledge.map((k) => k.id),
    };
  }
  return answer(ctx.db, userId, await insert(ctx, userId, orgId, input, row.id));
}

/** A question the user may change: their own, or (administrators) one of their school's teachers'. */
async function requireWritable(db: Db, userId: string, id: string): Promise<Row> {
  const row = await liveRow(db, userId, id);
  if (row.ownerId === null) throw fail.forbidden('公共题库的试题不能直接修改，请衍生后编辑');
  if (row.ownerId === userId) {
    if (row.orgId) await requireMembership(db, userId, row.orgId);
    return row;
  }
  if (!(await administers(db, userId, row.orgId))) throw fail.forbidden();
  return row;
}

/** Edits a question (own, or as the school's administrator); search text and links follow. */
export async function updateQuestion(
  ctx: ServerContext,
  userId: string,
  id: string,
  q: QuestionInput,
): Promise<BankQuestion> {
  await requireWritable(ctx.db, userId, id);
  const links = await checkLinks(ctx.db, q);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('questions')
      .set({ ...columnsOf(q), updatedAt: nowIso(ctx.now()) })
      .where('id', '=', id)
      .execute();
    await writeLinks(trx, id, links);
  });
  return answer(ctx.db, userId, id);
}

/** Soft-deletes a question (own, or as the school's administrator); papers keep their copies. */
export async function deleteQuestion(
  ctx: ServerContext,
  userId: string,
  id: string,
): Promise<void> {
  await requireWritable(ctx.db, userId, id);
  const at = nowIso(ctx.now());
  await ctx.db
    .updateTable('questions')
    .set({ deletedAt: at, updatedAt: at })
    .where('id', '=', id)
    .execute();
}
