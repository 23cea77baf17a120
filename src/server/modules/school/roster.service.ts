import { GENDERS, type RosterInput, type RosterPreview, type RosterRow } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { readSheet, writeSheet } from '../../lib/xlsx';
import { requireAdmin, requireMembership } from '../system/access';

/** The roster file's columns, in order. */
export const ROSTER_HEADER = ['姓名', '班级', '考号', '性别'] as const;
const FIELDS = ['name', 'className', 'examNo', 'gender'] as const;
const MAX_ROWS = 5000;

/** Reads a roster .xlsx: the header row names the columns (any order), then one row a student. */
export async function parseRoster(bytes: Uint8Array): Promise<(RosterInput & { row: number })[]> {
  const rows = await readSheet(bytes);
  const header = rows.shift();
  const at = ROSTER_HEADER.map((h) => header?.cells.findIndex((c) => c === h) ?? -1);
  if (at.slice(0, 3).some((i) => i < 0))
    throw fail.badRequest(`第一行应为表头：${ROSTER_HEADER.join('、')}（性别可省略）`);
  if (rows.length > MAX_ROWS) throw fail.badRequest(`一次最多导入 ${MAX_ROWS} 名学生`);
  return rows
    .map((r) => {
      const value = (k: number) => (at[k]! >= 0 ? (r.cells[at[k]!] ?? '') : '');
      return {
        row: r.row,
        name: value(0),
        className: value(1),
        examNo: value(2),
        gender: value(3),
      };
    })
    .filter((r) => FIELDS.some((f) => r[f] !== ''));
}

/** The school's classes in use, id by name. */
async function activeClassIds(db: Db, orgId: string): Promise<Map<string, string>> {
  const classes = await db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('orgId', '=', orgId)
    .where('type', '=', 2)
    .where('retiredAt', 'is', null)
    .execute();
  return new Map(classes.map((c) => [c.name, c.id]));
}

/** Checks rows against the school: every problem on its row, and what importing each will do. */
export async function checkRoster(
  db: Db,
  orgId: string,
  input: (RosterInput & { row: number })[],
): Promise<RosterPreview> {
  const classByName = await activeClassIds(db, orgId);
  const existing = await db
    .selectFrom('students')
    .select(['examNo', 'name', 'classId', 'gender'])
    .where('orgId', '=', orgId)
    .execute();
  const byExamNo = new Map(existing.map((s) => [s.examNo, s]));
  const firstRow = new Map<string, number>();
  for (const r of input) if (r.examNo && !firstRow.has(r.examNo)) firstRow.set(r.examNo, r.row);
  const rows = input.map((r): RosterRow => {
    const problems: string[] = [];
    const name = r.name.trim();
    const examNo = r.examNo.trim();
    if (!name) problems.push('姓名为空');
    const classId = classByName.get(r.className.trim());
    if (!r.className.trim()) problems.push('班级为空');
    else if (!classId) problems.push(`班级“${r.className.trim()}”不存在`);
    if (!examNo) problems.push('考号为空');
    else if (!/^\d{4,12}$/.test(examNo)) problems.push('考号应为 4～12 位数字');
    else if (firstRow.get(examNo) !== r.row)
      problems.push(`考号与第 ${firstRow.get(examNo)} 行重复`);
    const gender = r.gender.trim();
    if (gender && !(GENDERS as readonly string[]).includes(gender))
      problems.push('性别应为“男”或“女”');
    const old = byExamNo.get(examNo);
    const same =
      old && old.name === name && old.classId === classId && (old.gender ?? '') === gender;
    return {
      row: r.row,
      name,
      className: r.className.trim(),
      examNo,
      gender,
      problems,
      action: !old ? '新增' : same ? '不变' : '更新',
    };
  });
  return { rows, problems: rows.filter((r) => r.problems.length).length };
}

/** The import preview of an uploaded file: nothing is saved. */
export async function previewRoster(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  bytes: Uint8Array,
): Promise<RosterPreview> {
  await requireAdmin(ctx.db, userId, orgId);
  return checkRoster(ctx.db, orgId, await parseRoster(bytes));
}

/** Checks rows typed or corrected in the page (nothing is saved). */
export async function checkRosterRows(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  rows: (RosterInput & { row: number })[],
): Promise<RosterPreview> {
  await requireAdmin(ctx.db, userId, orgId);
  return checkRoster(ctx.db, orgId, rows);
}

/**
 * Imports rows all or nothing: any problem answers 400 naming the first one and saves nothing;
 * otherwise new 考号 become students and known ones are updated (moved) in one transaction.
 */
export async function importRoster(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  input: (RosterInput & { row: number })[],
): Promise<{ added: number; updated: number; unchanged: number }> {
  await requireAdmin(ctx.db, userId, orgId);
  const checked = await checkRoster(ctx.db, orgId, input);
  const bad = checked.rows.find((r) => r.problems.length);
  if (bad) {
    throw fail.badRequest(
      `导入未完成，共 ${checked.problems} 行有问题（如第 ${bad.row} 行：${bad.problems.join('，')}），请改正后再导入`,
    );
  }
  const classId = await activeClassIds(ctx.db, orgId);
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    for (const r of checked.rows) {
      const values = {
        name: r.name,
        classId: classId.get(r.className)!,
        gender: r.gender || null,
      };
      if (r.action === '新增')
        await trx
          .insertInto('students')
          .values({ id: newId(ctx.now()), orgId, examNo: r.examNo, createdAt: at, ...values })
          .execute();
      else if (r.action === '更新')
        await trx
          .updateTable('students')
          .set(values)
          .where('orgId', '=', orgId)
          .where('examNo', '=', r.examNo)
          .execute();
    }
  });
  const count = (a: RosterRow['action']) => checked.rows.filter((r) => r.action === a).length;
  return { added: count('新增'), updated: count('更新'), unchanged: count('不变') };
}

/** The roster (of a class, or the whole school) as .xlsx with the import's columns. */
export async function exportRoster(
  ctx: ServerContext,
  userId: string,
  orgId: string,
  classId?: string,
): Promise<Buffer> {
  await requireMembership(ctx.db, userId, orgId);
  let q = ctx.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.classId')
    .select(['students.name', 'classes.name as className', 'students.examNo', 'students.gender'])
    .where('students.orgId', '=', orgId)
    .where('classes.retiredAt', 'is', null)
    .orderBy('classes.level')
    .orderBy('classes.sort')
    .orderBy('students.examNo');
  if (classId) q = q.where('students.classId', '=', classId);
  const rows = await q.execute();
  return writeSheet(
    '学生名单',
    [...ROSTER_HEADER],
    rows.map((r) => [r.name, r.className, r.examNo, r.gender ?? '']),
    [12, 16, 16, 8],
  );
}
