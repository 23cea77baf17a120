import type { ResolveProblemBody } from '../../../shared/api/scan';
import { fail } from '../../lib/app-error';
import type { BatchContext } from './batch-context';
import type { ManualFacts, StoredPage } from './scan-page.types';

type SetPage = Extract<ResolveProblemBody, { action: 'set-page' }>;

/**
 * set-page in a practice batch (错题重练), for a page whose QR could not be read: the person names
 * the student and the page of that student's card; the page is then recognised with that student's
 * card layout and counts for their practice paper (400 with the reason when the choice does not fit).
 */
export function practicePageChoice(
  bctx: BatchContext,
  stored: StoredPage,
  body: SetPage,
): ManualFacts {
  if (!bctx.practice) throw fail.badRequest('该批次不是错题练习的扫描批次');
  if (!body.studentId) throw fail.badRequest('请选择学生');
  const paperId = bctx.practice.byStudent.get(body.studentId);
  const own = paperId ? bctx.practice.byPaper.get(paperId) : undefined;
  if (!paperId || !own) throw fail.badRequest('该学生不在本次错题练习中');
  // A code that was read wins over any choice: it must name this student's paper.
  const code = stored.result?.pageCode;
  if (code && code.paperId !== paperId)
    throw fail.badRequest('该页二维码指向另一份试卷，不是该学生的错题练习');
  const version = body.paperVersion ?? Math.max(0, ...own.versions.keys());
  const v = own.versions.get(version);
  if (!v)
    throw fail.badRequest(
      body.paperVersion === undefined
        ? '该学生的错题练习还没有打印记录'
        : `该学生的错题练习第 ${version} 版没有打印记录`,
    );
  if (body.pageNo > v.pageCount) throw fail.badRequest(`答题卡只有 ${v.pageCount} 页`);
  return { page: { paperVersion: version, pageNo: body.pageNo }, studentId: body.studentId };
}
