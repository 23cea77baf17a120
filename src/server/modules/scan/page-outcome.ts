import type { PageResult } from '../../../scan';
import { scoreAnswer } from './objective-scoring';
import { identifyStudent, type StudentMatch } from './student-match';
import type {
  ObjectiveAnswer,
  ProblemDraft,
  Roster,
  StoredPage,
  VersionInfo,
} from './scan-page.types';

/** What the page's own reading and the settled facts give, before duplicates are looked at. */
export interface PageOutcome {
  /** Why the page does not count (discarded by a person), else null. */
  discarded: string | null;
  paperVersion: number | null;
  pageNo: number | null;
  student: StudentMatch;
  /** The page has no 考号 of its own: its student is the one of the page before it (same sheet). */
  needsPrevious: boolean;
  absent: boolean;
  objective: ObjectiveAnswer[];
  objectiveScore: number | null;
  problems: ProblemDraft[];
}

/** The batch's paper and what is known of it. */
export interface OutcomeContext {
  paper: { id: string; title: string };
  versions: Map<number, VersionInfo>;
  roster: Roster;
  /** Set on a practice batch's own context: a page that lands on it belongs to no student of it. */
  practiceLabel?: string;
}

const located = (r: PageResult): boolean =>
  r.status === 'ok' || r.status === '需复核' || r.fit !== null;

const empty = (discarded: string | null, problems: ProblemDraft[]): PageOutcome => ({
  discarded,
  paperVersion: null,
  pageNo: null,
  student: { studentId: null, examNo: null, source: null, reason: '', problem: null },
  needsPrevious: false,
  absent: false,
  objective: [],
  objectiveScore: null,
  problems,
});

/** Why a page could not be placed on the batch's paper: a 页码异常 or 定位异常, or null when placed. */
const placementProblem = (stored: StoredPage, ctx: OutcomeContext): ProblemDraft | null => {
  const r = stored.result;
  const versions = [...ctx.versions.keys()].sort((a, b) => a - b);
  const pick = {
    versions,
    pages: Math.max(0, ...[...ctx.versions.values()].map((v) => v.pageCount)),
  };
  if (!r) return { kind: '定位异常', message: stored.failure ?? '图片无法读取', detail: {} };
  const code = r.pageCode;
  if (ctx.practiceLabel && code)
    return {
      kind: '定位异常',
      message: `该页不属于本批次的错题练习（${ctx.practiceLabel}），二维码指向另一份试卷`,
      detail: { pageCode: code },
    };
  // Settled by naming the student and the page of their card (set-page with a student).
  if (ctx.practiceLabel)
    return {
      kind: '页码异常',
      message: `${r.reason ?? '未读到页码二维码'}，无法确定是哪位学生的错题练习，请选择学生和页码`,
      detail: { practice: true },
    };
  if (code && code.paperId !== ctx.paper.id)
    return {
      kind: '定位异常',
      message: `该页不属于本批次的试卷《${ctx.paper.title}》（二维码指向另一份试卷）`,
      detail: { pageCode: code },
    };
  if (code && !ctx.versions.has(code.paperVersion))
    return {
      kind: '页码异常',
      message: `该页是试卷第 ${code.paperVersion} 版，但这一版没有打印记录，请选择版本和页码`,
      detail: { pageCode: code, ...pick },
    };
  if (!code && !stored.manual.page)
    return {
      kind: '页码异常',
      message: `${r.reason ?? '未读到页码二维码'}，请选择试卷版本和页码`,
      detail: pick,
    };
  if (!located(r))
    return { kind: '定位异常', message: r.reason ?? '未找到定位块', detail: { status: r.status } };
  return null;
};

/** Objective answers as read, with a person's answers winning, scored from the version's key. */
const objectiveOf = (r: PageResult, v: VersionInfo, manual: StoredPage['manual']) =>
  r.objective.map((o): ObjectiveAnswer => {
    const item = v.key.items.get(o.questionId);
    const set = manual.answers?.[String(o.no)];
    const read = set ?? o.answer;
    const review = set === undefined && o.decision.review;
    const full = item?.full ?? 0;
    return {
      questionId: o.questionId,
      no: o.no,
      multiple: o.multiple,
      read,
      key: item?.key ?? '',
      score: item && !review ? scoreAnswer(item, read, v.key.partialShare) : 0,
      full,
      status: set !== undefined ? 'manual' : o.decision.status,
      reason: set !== undefined ? '人工确认' : o.decision.reason,
      review,
    };
  });

const objectiveProblem = (answers: ObjectiveAnswer[], absent: boolean): ProblemDraft | null => {
  const doubtful = answers.filter((a) => a.review);
  const allBlank = !absent && answers.length > 1 && answers.every((a) => a.status === 'blank');
  if (doubtful.length === 0 && !allBlank) return null;
  const list = (doubtful.length ? doubtful : answers).map((a) => ({
    questionId: a.questionId,
    no: a.no,
    status: a.status,
    read: a.read,
    reason: a.reason,
  }));
  const message = doubtful.length
    ? `${doubtful.length} 道客观题需要确认：${doubtful.map((a) => `第 ${a.no} 题${a.status === 'multiple' ? '多涂' : '无法确定'}`).join('，')}`
    : '整页客观题均为空涂，请核对';
  return { kind: '客观题异常', message, detail: { questions: list } };
};

const absentOf = (r: PageResult, manual: StoredPage['manual']) => {
  if (manual.absent !== undefined) return { absent: manual.absent, problem: null };
  const mark = r.absent;
  if (!mark) return { absent: false, problem: null };
  if (mark.absent === null)
    return {
      absent: false,
      problem: {
        kind: '缺考' as const,
        message: `缺考标记${mark.decision.reason}，请确认是否缺考`,
        detail: { reason: mark.decision.reason },
      },
    };
  if (!mark.absent) return { absent: false, problem: null };
  return {
    absent: true,
    problem: { kind: '缺考' as const, message: '该页填涂了缺考标记，请确认', detail: {} },
  };
};

/**
 * A page's outcome from its recognition result and the facts people settled: paper version and
 * page, student (checked against the roster), 缺考, objective answers scored, and its problems.
 */
export const pageOutcome = (stored: StoredPage, ctx: OutcomeContext): PageOutcome => {
  const { manual } = stored;
  if (manual.discarded) return empty(manual.discarded.reason, []);
  const placement = placementProblem(stored, ctx);
  const r = stored.result;
  if (placement || !r) return empty(null, placement ? [placement] : []);
  const paperVersion = manual.page?.paperVersion ?? r.pageCode!.paperVersion;
  const pageNo = manual.page?.pageNo ?? r.pageCode!.page;
  const version = ctx.versions.get(paperVersion)!;
  const student = identifyStudent(r, ctx.roster, manual.studentId);
  const needsPrevious = student.source === null && !version.studentPages.has(pageNo);
  const absent = absentOf(r, manual);
  const objective = objectiveOf(r, version, manual);
  const objectiveScore = objective.length
    ? Math.round(objective.reduce((s, a) => s + a.score, 0) * 100) / 100
    : null;
  const problems = [
    needsPrevious ? null : student.problem,
    absent.problem,
    objectiveProblem(objective, absent.absent),
  ].filter((p): p is ProblemDraft => p !== null);
  return {
    discarded: null,
    paperVersion,
    pageNo,
    student,
    needsPrevious,
    absent: absent.absent,
    objective,
    objectiveScore,
    problems,
  };
};
