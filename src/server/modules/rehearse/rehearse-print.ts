import type { PracticeCopy } from '../../../print';
import { isPrintableExamNo } from '../../../print';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { findPaper, freezeVersion } from '../paper/paper.repository';
import { cardLayoutOf } from '../print/card-layout.service';
import { preloadImages } from '../print/print-off-thread';
import type { PreloadedImages, PrintRenderJob } from '../print/print-render.job';
import { readableClasses } from './rehearse.access';

/**
 * What printing a batch of practice needs: per student their paper (frozen, as any printed
 * version) and its card layout (stored on first print, so a scan months later reads it).
 */
export async function practicePrintPlan(
  ctx: ServerContext,
  userId: string,
  body: { batchId: string; setIds?: string[] | undefined },
): Promise<{ job: Extract<PrintRenderJob, { kind: 'practice-set' }>; fileName: string }> {
  const sets = await ctx.db
    .selectFrom('rehearseSets as rs')
    .innerJoin('students as s', 's.id', 'rs.studentId')
    .innerJoin('classes as c', 'c.id', 'rs.classId')
    .select(['rs.id', 'rs.paperId', 'rs.classId', 's.name', 's.examNo', 'c.name as className'])
    .where('rs.batchId', '=', body.batchId)
    .$if(!!body.setIds, (q) => q.where('rs.id', 'in', body.setIds!.length ? body.setIds! : ['']))
    .orderBy('c.sort')
    .orderBy('s.examNo')
    .execute();
  if (!sets.length) throw fail.notFound('错题练习不存在');
  await readableClasses(
    ctx,
    userId,
    sets.map((s) => s.classId),
  );
  const bad = sets.filter((s) => !isPrintableExamNo(s.examNo));
  if (bad.length)
    throw fail.badRequest(
      `以下学生的考号只能由字母和数字组成（最多 32 位）：${bad
        .slice(0, 5)
        .map((s) => `${s.name}（${s.examNo}）`)
        .join('、')}`,
    );
  const copies: PracticeCopy[] = [];
  const images: PreloadedImages = {};
  for (const s of sets) {
    const found = await findPaper(ctx.db, s.paperId);
    if (!found) throw fail.notFound('错题练习不存在');
    const doc = { ...found.doc, id: found.paper.id, version: found.version.version };
    await freezeVersion(ctx.db, doc.id, doc.version, 'printed', ctx.now());
    const layout = await cardLayoutOf(ctx, doc, { store: true });
    await preloadImages(ctx, doc, images);
    copies.push({
      doc,
      layout,
      student: { name: s.name, className: s.className, examNo: s.examNo },
    });
  }
  const label = [...new Set(sets.map((s) => s.className))].join('、');
  return {
    job: { kind: 'practice-set', copies, title: `${label} 错题重练`, images },
    fileName: `${label}-错题重练.pdf`,
  };
}
