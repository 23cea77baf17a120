import type { BankCatalog, BankQuestion, TreeNode } from '../../../shared/api';
import type { Db } from '../../db/connect';
import { toNumber } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { toBankQuestion } from './question.mapper';
import { loadLinks, visibleQuestions } from './question.repository';
import { matchTerms, searchTerms, textMatchesFirst } from './question-search';

/** 学段 → 学科 (with shared question counts) → 教材. */
export async function getCatalog(db: Db): Promise<BankCatalog> {
  const stages = await db.selectFrom('stages').selectAll().orderBy('sort').execute();
  const subjects = await db.selectFrom('subjects').selectAll().orderBy('sort').execute();
  const books = await db
    .selectFrom('textbooks')
    .selectAll()
    .orderBy('grade')
    .orderBy('sort')
    .execute();
  const counts = await db
    .selectFrom('questions')
    .select(['subjectId', (eb) => eb.fn.countAll().as('n')])
    .where('ownerId', 'is', null)
    .where('deletedAt', 'is', null)
    .groupBy('subjectId')
    .execute();
  const count = new Map(counts.map((c) => [c.subjectId, toNumber(c.n)]));
  return stages.map((st) => ({
    stageId: st.id,
    stageName: st.name,
    subjects: subjects
      .filter((s) => s.stageId === st.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        questionCount: count.get(s.id) ?? 0,
        textbooks: books
          .filter((b) => b.subjectId === s.id)
          .map((b) => ({ id: b.id, editionName: b.editionName, name: b.name })),
      })),
  }));
}

const toTree = (rows: { id: string; pid: string | null; name: string }[]): TreeNode[] => {
  const nodes = new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] as TreeNode[] }]),
  );
  const roots: TreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as TreeNode;
    const parent = r.pid ? nodes.get(r.pid) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
};

/** The chapter tree of a textbook (booknode) or the 知识点 tree of a subject. */
export async function getTree(
  db: Db,
  q: { subjectId: string; type: 'booknode' | 'knowledge'; textbookId?: string },
): Promise<TreeNode[]> {
  if (q.type === 'knowledge') {
    const rows = await db
      .selectFrom('knowledgePoints')
      .select(['id', 'pid', 'name'])
      .where('subjectId', '=', q.subjectId)
      .orderBy('sort')
      .execute();
    return toTree(rows);
  }
  const book =
    q.textbookId ??
    (
      await db
        .selectFrom('textbooks')
        .select('id')
        .where('subjectId', '=', q.subjectId)
        .orderBy('grade')
        .orderBy('sort')
        .executeTakeFirst()
    )?.id;
  if (!book) return [];
  const rows = await db
    .selectFrom('chapters')
    .select(['id', 'pid', 'name'])
    .where('textbookId', '=', book)
    .orderBy('sort')
    .execute();
  return toTree(rows);
}

/** A node and its children's ids (章 includes its 节; a 知识点 its sub-points). */
export async function withChildren(
  db: Db,
  table: 'chapters' | 'knowledgePoints',
  id: string,
): Promise<string[]> {
  const kids = await db.selectFrom(table).select('id').where('pid', '=', id).execute();
  return [id, ...kids.map((k) => k.id)];
}

type Visible = ReturnType<typeof visibleQuestions>;

/** Questions linked to one of the chapters. */
const inChapters = (base: Visible, ids: string[]) =>
  base.where((eb) =>
    eb.exists(
      eb
        .selectFrom('questionChapters')
        .select('questionId')
        .whereRef('questionChapters.questionId', '=', 'questions.id')
        .where('questionChapters.chapterId', 'in', ids),
    ),
  );

/** Questions linked to one of the 知识点. */
const inKnowledge = (base: Visible, ids: string[]) =>
  base.where((eb) =>
    eb.exists(
      eb
        .selectFrom('questionKnowledge')
        .select('questionId')
        .whereRef('questionKnowledge.questionId', '=', 'questions.id')
        .where('questionKnowledge.knowledgeId', 'in', ids),
    ),
  );

/** The bank's question list with filters and paging. */
export async function listQuestions(
  db: Db,
  userId: string,
  q: {
    subjectId: string;
    chapterType: 'booknode' | 'knowledge';
    nodeId?: string;
    knowledgeId?: string;
    kind?: string;
    difficulty?: number;
    year?: number;
    keyword?: string;
    mine?: boolean;
    page: number;
    pageSize: number;
  },
): Promise<{ total: number; list: BankQuestion[] }> {
  let base = visibleQuestions(db, userId).where('questions.subjectId', '=', q.subjectId);
  if (q.nodeId) {
    const booknode = q.chapterType === 'booknode';
    const ids = await withChildren(db, booknode ? 'chapters' : 'knowledgePoints', q.nodeId);
    base = booknode ? inChapters(base, ids) : inKnowledge(base, ids);
  }
  if (q.knowledgeId)
    base = inKnowledge(base, await withChildren(db, 'knowledgePoints', q.knowledgeId));
  if (q.kind) base = base.where('questions.kind', '=', q.kind);
  if (q.difficulty) base = base.where('questions.difficulty', '=', q.difficulty);
  if (q.year) base = base.where('questions.year', '=', q.year);
  if (q.mine) base = base.where('questions.ownerId', '=', userId);
  const terms = searchTerms(q.keyword);
  base = matchTerms(base, terms);
  const total = toNumber(
    (
      await base
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const ranked = terms.length ? base.orderBy(textMatchesFirst(terms)) : base;
  const rows = await ranked
    .orderBy('questions.ownerId', 'desc')
    .orderBy('questions.seedKey')
    .orderBy('questions.createdAt', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const links = await loadLinks(
    db,
    rows.map((r) => r.id),
  );
  return {
    total,
    list: rows.map((r) =>
      toBankQuestion(r, links.get(r.id) ?? { chapters: [], knowledge: [] }, userId),
    ),
  };
}

/** Questions like one (same kind, sharing a 知识点), for 换一题; closest difficulty first. */
export async function similarQuestions(
  db: Db,
  userId: string,
  id: string,
  exclude: string[],
): Promise<BankQuestion[]> {
  const source = await visibleQuestions(db, userId)
    .where('questions.id', '=', id)
    .executeTakeFirst();
  if (!source) throw fail.notFound('试题不存在');
  const kps = (
    await db
      .selectFrom('questionKnowledge')
      .select('knowledgeId')
      .where('questionId', '=', id)
      .execute()
  ).map((k) => k.knowledgeId);
  if (!kps.length) return [];
  const skip = [id, ...exclude];
  const rows = await visibleQuestions(db, userId)
    .where('questions.kind', '=', source.kind)
    .where('questions.subjectId', '=', source.subjectId)
    .where('questions.id', 'not in', skip)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('questionKnowledge')
          .select('questionId')
          .whereRef('questionKnowledge.questionId', '=', 'questions.id')
          .where('questionKnowledge.knowledgeId', 'in', kps),
      ),
    )
    .limit(50)
    .execute();
  rows.sort(
    (a, b) =>
      Math.abs(a.difficulty - source.difficulty) - Math.abs(b.difficulty - source.difficulty),
  );
  const top = rows.slice(0, 10);
  const links = await loadLinks(
    db,
    top.map((r) => r.id),
  );
  return top.map((r) =>
    toBankQuestion(r, links.get(r.id) ?? { chapters: [], knowledge: [] }, userId),
  );
}
