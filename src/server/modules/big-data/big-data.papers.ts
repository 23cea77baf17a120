import type { ServerContext } from '../../context';

/** Papers given to the school's classes in a period: one row per paper and class, with its grade. */
export async function periodPapers(ctx: ServerContext, orgId: string, from: string, to: string) {
  return ctx.db
    .selectFrom('paperClasses')
    .innerJoin('classes', 'classes.id', 'paperClasses.classId')
    .innerJoin('classes as grade', 'grade.id', 'classes.pid')
    .innerJoin('papers', 'papers.id', 'paperClasses.paperId')
    .innerJoin('subjects', 'subjects.id', 'papers.subjectId')
    .select([
      'papers.id',
      'papers.title',
      'papers.subjectId',
      'papers.fullMarks',
      'papers.currentVersion',
      'subjects.name as subjectName',
      'subjects.sort as subjectSort',
      'paperClasses.classId',
      'paperClasses.assignedAt',
      'grade.id as gradeId',
      'grade.name as gradeName',
      'grade.sort as gradeSort',
    ])
    .where('classes.orgId', '=', orgId)
    .where('papers.deletedAt', 'is', null)
    .where('papers.isBasket', '=', 0)
    .where('paperClasses.assignedAt', '>=', from)
    .where('paperClasses.assignedAt', '<', to)
    .orderBy('paperClasses.assignedAt')
    .orderBy('papers.id')
    .execute();
}

/** A row of periodPapers. */
export type PeriodPaper = Awaited<ReturnType<typeof periodPapers>>[number];

/** Students per class of the school (the classes given papers). */
export async function classSizes(ctx: ServerContext, orgId: string): Promise<Map<string, number>> {
  const rows = await ctx.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.classId')
    .select(['students.classId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('classes.orgId', '=', orgId)
    .groupBy('students.classId')
    .execute();
  return new Map(rows.map((r) => [r.classId, Number(r.n)]));
}
