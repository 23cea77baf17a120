import { specProblems, specToDoc, totals, type CardSpec } from '../../../shared/paper';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { readSheet } from '../../lib/xlsx';
import { findPaper, insertPaper } from '../paper/paper.repository';
import { paperDetail, requirePaper, saveDoc } from '../paper/paper.service';
import { requireMembership } from '../system/access';
import { findUser } from '../system/system.repository';

/** Refuses a spec with missing or impossible keys, naming the first problems. */
function checkSpec(spec: CardSpec): void {
  const problems = specProblems(spec);
  if (problems.length)
    throw fail.badRequest(
      `${problems.slice(0, 3).join('；')}${problems.length > 3 ? ` 等 ${problems.length} 处` : ''}`,
    );
}

/**
 * Saves a stand-alone answer card as a paper of 作业列表 (status 草稿) in the user's default school:
 * it prints, scans and scores like any paper; the maker's input is kept to edit it again.
 */
export async function createCard(ctx: ServerContext, userId: string, spec: CardSpec) {
  checkSpec(spec);
  const user = await findUser(ctx.db, userId);
  if (!user?.defaultOrgId) throw fail.badRequest('请先加入或选择学校');
  await requireMembership(ctx.db, userId, user.defaultOrgId);
  const subject = await ctx.db
    .selectFrom('subjects')
    .select(['id', 'stageId'])
    .where('id', '=', spec.subjectId)
    .executeTakeFirst();
  if (!subject) throw fail.badRequest('学科不存在');
  const id = newId(ctx.now());
  const at = nowIso(ctx.now());
  const doc = specToDoc(spec, id);
  const t = totals(doc);
  await insertPaper(
    ctx.db,
    {
      id,
      orgId: user.defaultOrgId,
      ownerId: userId,
      stageId: subject.stageId,
      subjectId: subject.id,
      textbookId: null,
      gradeId: null,
      isBasket: 0,
      status: '草稿',
      title: doc.settings.title,
      currentVersion: 1,
      questionCount: t.count,
      fullMarks: t.marks,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    },
    doc,
  );
  await ctx.db
    .insertInto('answerCards')
    .values({
      paperId: id,
      spec: JSON.stringify(spec),
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return paperDetail(ctx, userId, id);
}

/** The maker's input of a card, to edit it again. */
export async function getCard(
  ctx: ServerContext,
  userId: string,
  paperId: string,
): Promise<CardSpec> {
  await requirePaper(ctx, userId, paperId);
  const row = await ctx.db
    .selectFrom('answerCards')
    .select('spec')
    .where('paperId', '=', paperId)
    .executeTakeFirst();
  if (!row) throw fail.notFound('这份试卷不是在答题卡制作中做的');
  return JSON.parse(row.spec) as CardSpec;
}

/** Saves a changed card; a printed or scanned version stays as it was and the change becomes a new version. */
export async function updateCard(
  ctx: ServerContext,
  userId: string,
  paperId: string,
  spec: CardSpec,
) {
  checkSpec(spec);
  await getCard(ctx, userId, paperId);
  const found = await findPaper(ctx.db, paperId);
  if (!found) throw fail.notFound('试卷不存在或已删除');
  const subject = await ctx.db
    .selectFrom('subjects')
    .select('stageId')
    .where('id', '=', spec.subjectId)
    .executeTakeFirst();
  if (!subject) throw fail.badRequest('学科不存在');
  const detail = await saveDoc(ctx, userId, paperId, {
    doc: specToDoc(spec, paperId, found.version.version),
    revision: found.version.revision,
  });
  const at = nowIso(ctx.now());
  await ctx.db
    .updateTable('papers')
    .set({ subjectId: spec.subjectId, stageId: subject.stageId, title: spec.title.trim() })
    .where('id', '=', paperId)
    .execute();
  await ctx.db
    .updateTable('answerCards')
    .set({ spec: JSON.stringify(spec), updatedAt: at })
    .where('paperId', '=', paperId)
    .execute();
  return { ...detail, title: spec.title.trim() };
}

/**
 * Reads an answer key file: .xlsx (first sheet) or text/CSV, one question a row as 题号 and 答案
 * (a header row is skipped). Answers { no, key } in number order.
 */
export async function readKeyFile(
  name: string,
  bytes: Uint8Array,
): Promise<{ no: number; key: string }[]> {
  const rows = /\.xlsx$/i.test(name)
    ? (await readSheet(bytes)).map((r) => r.cells)
    : Buffer.from(bytes)
        .toString('utf8')
        .split(/\r?\n/)
        .map((l) =>
          l
            .split(/[,，\t;；]|\s+/)
            .map((c) => c.trim())
            .filter(Boolean),
        );
  const keys = rows
    .map((cells) => ({
      no: Number(cells[0]),
      key: (cells[1] ?? '')
        .toUpperCase()
        .replace(/[对√]/g, 'T')
        .replace(/[错×]/g, 'F')
        .replace(/[^A-HTF]/g, ''),
    }))
    .filter((r) => Number.isInteger(r.no) && r.no > 0 && r.key);
  if (!keys.length) throw fail.badRequest('文件中没有读到答案：每行应为“题号, 答案”，如“1, A”');
  return keys.sort((a, b) => a.no - b.no);
}
