/**
 * Every table of the product, in camelCase (CamelCasePlugin maps to snake_case columns).
 * Ids and timestamps (ISO 8601 text) are made in application code; booleans are 0/1 integers
 * so SQLite and PostgreSQL store and return the same values.
 */
export interface Database {
  orgs: OrgTable;
  stages: StageTable;
  subjects: SubjectTable;
  classes: ClassTable;
  users: UserTable;
  memberships: MembershipTable;
  teacherAssignments: TeacherAssignmentTable;
  students: StudentTable;
  authSessions: AuthSessionTable;
  authTokens: AuthTokenTable;
  loginFailures: LoginFailureTable;
  textbooks: TextbookTable;
  chapters: ChapterTable;
  knowledgePoints: KnowledgePointTable;
  chapterKnowledge: ChapterKnowledgeTable;
  questions: QuestionTable;
  questionChapters: { questionId: string; chapterId: string; weight: number };
  questionKnowledge: { questionId: string; knowledgeId: string; weight: number };
  papers: PaperTable;
  paperVersions: PaperVersionTable;
  paperClasses: PaperClassTable;
  scanBatches: ScanBatchTable;
  scanFiles: ScanFileTable;
  scanPages: ScanPageTable;
  scanProblems: ScanProblemTable;
  scanEvents: ScanEventTable;
  scanAbsences: ScanAbsenceTable;
  captchas: CaptchaTable;
  smsCodes: SmsCodeTable;
  orgProfiles: OrgProfileTable;
  analysisSettings: AnalysisSettingsTable;
  rollovers: RolloverTable;
  invitations: InvitationTable;
  joinRequests: JoinRequestTable;
  feedback: FeedbackTable;
  materials: MaterialTable;
  paperBindings: PaperBindingTable;
  teachingSchedule: TeachingScheduleTable;
  answerCards: AnswerCardTable;
  markingSetups: MarkingSetupTable;
  markingBlocks: MarkingBlockTable;
  markingMarkers: MarkingMarkerTable;
  markingPageCrops: MarkingPageCropTable;
  markingCrops: MarkingCropTable;
  markingItems: MarkingItemTable;
  markingTasks: MarkingTaskTable;
  markingProblems: MarkingProblemTable;
  markingComments: MarkingCommentTable;
  markingEvents: MarkingEventTable;
  studentScores: StudentScoreTable;
  studentTotals: StudentTotalTable;
  rehearseSettings: RehearseSettingsTable;
  rehearseEntries: RehearseEntryTable;
  rehearseSets: RehearseSetTable;
  rehearseItems: RehearseItemTable;
  displayLinks: DisplayLinkTable;
  printJobs: PrintJobTable;
}

/** 0 or 1. */
export type Flag = 0 | 1;

export interface OrgTable {
  id: string;
  name: string;
  /** Logo as a data URL (SVG or PNG); empty when the school has none. */
  logo: string;
  createdAt: string;
}

export interface StageTable {
  id: string;
  key: string;
  name: string;
  sort: number;
}

export interface SubjectTable {
  id: string;
  stageId: string;
  key: string;
  name: string;
  sort: number;
}

/** Grade items (type 1, pid null) and their classes (type 2, pid = grade id). */
export interface ClassTable {
  id: string;
  orgId: string;
  pid: string | null;
  type: number;
  name: string;
  /** Entrance year of a grade (2026 for 2026级); the grade's for a class. */
  cohort: number;
  sort: number;
  createdAt: string;
  /** Year of schooling of a grade (1–12: 一年级 … 高三); null on rows made before it existed. */
  level?: number | null;
  /** Retired classes and graduated grades stay for history, out of every choice. */
  retiredAt?: string | null;
}

export interface UserTable {
  id: string;
  username: string;
  displayName: string;
  avatar: string;
  passwordHash: string;
  defaultOrgId: string | null;
  /** Mobile number (11 digits), unique; null for accounts made without one. */
  mobile?: string | null;
  createdAt: string;
}

export interface MembershipTable {
  id: string;
  orgId: string;
  userId: string;
  isCreator: Flag;
  isAdministrator: Flag;
  isGradeDirector: Flag;
  /** The user's default grade (school year) in this school. */
  defaultClassId: string | null;
  createdAt: string;
}

export interface TeacherAssignmentTable {
  id: string;
  orgId: string;
  userId: string;
  subjectId: string;
  classId: string;
}

export interface StudentTable {
  id: string;
  orgId: string;
  classId: string;
  name: string;
  /** 考号, unique per school. */
  examNo: string;
  createdAt: string;
  /** 男 | 女 | null. */
  gender?: string | null;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  createdAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

/** Access and refresh tokens, stored as SHA-256 hashes. */
export interface AuthTokenTable {
  tokenHash: string;
  sessionId: string;
  kind: 'access' | 'refresh';
  expiresAt: string;
  /** A refresh token is used once; reuse of a used one revokes the session. */
  usedAt: string | null;
  createdAt: string;
}

export interface LoginFailureTable {
  username: string;
  failures: number;
  lastAt: string;
}

/** A textbook (册) of an edition (教材版本); ids are the seed keys, e.g. math.general.g8a. */
export interface TextbookTable {
  id: string;
  subjectId: string;
  editionName: string;
  name: string;
  grade: number;
  sort: number;
}

/** 章 (pid null) and 节 (pid = chapter) of a textbook: the booknode tree. */
export interface ChapterTable {
  id: string;
  textbookId: string;
  pid: string | null;
  name: string;
  sort: number;
}

/** 知识点 tree of a subject. */
export interface KnowledgePointTable {
  id: string;
  subjectId: string;
  pid: string | null;
  name: string;
  sort: number;
}

export interface ChapterKnowledgeTable {
  chapterId: string;
  knowledgeId: string;
}

/** A bank question; `content` is JSON of { stem, options, answerKey, answer, analysis, parts, card }. */
export interface QuestionTable {
  id: string;
  subjectId: string;
  kind: string;
  difficulty: number;
  year: number;
  source: string;
  paperType: string;
  region: string;
  score: number;
  content: string;
  /** Plain text of stem, options and answer for keyword search. */
  searchText: string;
  /** Plain text of 解析 and the parts' answers; searched after `searchText`. */
  detailText: string;
  /** The question this one was derived (衍生) from. */
  originId: string | null;
  /** Teacher who wrote or derived it; null for the shared bank. */
  ownerId: string | null;
  orgId: string | null;
  seedKey: string | null;
  usedCount: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** Paper status values (作业列表). */
export type PaperStatus = '草稿' | '已发布' | '扫描中' | '批改中' | '已完成';

/** A paper (homework); while is_basket = 1 it is the teacher's 试题篮 draft for its stage + subject. */
export interface PaperTable {
  id: string;
  orgId: string;
  ownerId: string;
  stageId: string;
  subjectId: string;
  textbookId: string | null;
  gradeId: string | null;
  isBasket: Flag;
  status: PaperStatus;
  title: string;
  currentVersion: number;
  questionCount: number;
  fullMarks: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A version of a paper: its PaperDoc JSON; frozen once printed or scanned. */
export interface PaperVersionTable {
  paperId: string;
  version: number;
  doc: string;
  /** Bumped by every save, for optimistic concurrency. */
  revision: number;
  frozenAt: string | null;
  frozenReason: string | null;
  /** The answer-card layout JSON stored when the version was first printed. */
  cardLayout: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PaperClassTable {
  paperId: string;
  classId: string;
  assignedAt: string;
  assignedBy: string;
}

/** A scan batch: a teacher scanning one paper for some classes. */
export interface ScanBatchTable {
  id: string;
  orgId: string;
  /** The paper scanned; for a practice batch, its first student's paper (pages name their own). */
  paperId: string;
  /** The practice batch (错题重练) whose students' papers the batch scans, else null. */
  rehearseBatchId: string | null;
  /** JSON array of class ids. */
  classIds: string;
  /** JSON of the scan settings (scanner, adaptive, size code, assign to subject teachers). */
  settings: string;
  createdBy: string;
  createdAt: string;
  deletedAt: string | null;
  deletedBy: string | null;
}

/** 缺考 marked in 收卷核对 for a student whose pages never came (the bubble's twin). */
export interface ScanAbsenceTable {
  paperId: string;
  studentId: string;
  orgId: string;
  markedBy: string;
  markedAt: string;
}

/** An uploaded file, stored (blob) and recorded before anything else is done with it. */
export interface ScanFileTable {
  id: string;
  orgId: string;
  batchId: string;
  sha256: string;
  blobKey: string;
  name: string;
  size: number;
  /** Known once the file has been opened (a TIFF or PDF may hold many pages). */
  pageCount: number | null;
  /** stored → split (pages recorded) | unreadable | duplicate (same bytes as an earlier file). */
  status: 'stored' | 'split' | 'unreadable' | 'duplicate';
  reason: string | null;
  receivedBy: string;
  receivedAt: string;
}

/** One page of an uploaded file and what recognition read from it. */
export interface ScanPageTable {
  id: string;
  orgId: string;
  batchId: string;
  fileId: string;
  pageIndex: number;
  /** The page's own file, cut from a multi-page file when it was split; null: read from the file. */
  blobKey: string | null;
  /** pending → processing → done | failed; a restart turns processing back into pending. */
  status: 'pending' | 'processing' | 'done' | 'failed';
  attempts: number;
  /** JSON of the recogniser's page result (everything an overlay needs). */
  result: string | null;
  error: string | null;
  paperId: string | null;
  paperVersion: number | null;
  pageNo: number | null;
  studentId: string | null;
  examNo: string | null;
  absent: Flag;
  /** The page this one repeats (重复扫描), when the same student's page was already received. */
  duplicateOf: string | null;
  /** JSON of the objective answers read and scored on this page. */
  objective: string | null;
  objectiveScore: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A problem a person must settle (异常处理). */
export interface ScanProblemTable {
  id: string;
  orgId: string;
  batchId: string;
  pageId: string;
  /** 定位异常 | 页码异常 | 考号异常 | 重复扫描 | 客观题异常 | 缺考 */
  kind: string;
  detail: string;
  status: 'open' | 'resolved';
  resolution: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  createdAt: string;
}

/** Audit trail of scanning: uploads, resolutions, deletions (who and when). */
export interface ScanEventTable {
  id: string;
  orgId: string;
  batchId: string;
  pageId: string | null;
  actorId: string;
  action: string;
  detail: string;
  at: string;
}

/** An image captcha: answered once, before it expires. */
export interface CaptchaTable {
  id: string;
  /** The expected text, lower case. */
  answer: string;
  ip: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** An SMS code sent (also the log the per-number and per-address limits count). */
export interface SmsCodeTable {
  id: string;
  mobile: string;
  /** register | reset | mobile */
  purpose: string;
  codeHash: string;
  ip: string;
  /** Wrong tries so far; the code stops working after a few. */
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** 学段 and subjects in use of a school (JSON arrays of ids). */
export interface OrgProfileTable {
  orgId: string;
  stageIds: string;
  subjectIds: string;
  updatedBy: string;
  updatedAt: string;
}

/**
 * Analysis settings of a school per subject, read by 学情分析: the 四率 lines as percentages of
 * full marks (优秀 ≥ excellent, 良好 ≥ good, 及格 ≥ pass, 低分 < low), the 分数段 width in
 * points and the 临界生 buffer in points below each line. No row: the defaults 85/70/60/40, 10, 5.
 */
export interface AnalysisSettingsTable {
  orgId: string;
  subjectId: string;
  excellent: number;
  good: number;
  pass: number;
  low: number;
  bandWidth: number;
  criticalBuffer: number;
  updatedBy: string;
  updatedAt: string;
}

/** A done end-of-year rollover: what changed (JSON of the preview that was applied). */
export interface RolloverTable {
  id: string;
  orgId: string;
  summary: string;
  doneBy: string;
  doneAt: string;
}

/** An invitation link into a school. */
export interface InvitationTable {
  id: string;
  orgId: string;
  /** The random code in the link (/invite?code=…). */
  code: string;
  /** teacher | administrator | gradeDirector */
  role: string;
  /** JSON array of { subjectId, classId } given on joining. */
  assignments: string;
  expiresAt: string;
  /** 1 for a single-use link; null for any number of uses. */
  maxUses: number | null;
  uses: number;
  requiresApproval: Flag;
  note: string;
  revokedAt: string | null;
  createdBy: string;
  createdAt: string;
}

/** Someone who used an invitation that asks the administrator's approval. */
export interface JoinRequestTable {
  id: string;
  orgId: string;
  invitationId: string;
  userId: string;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** A 问题反馈 report; screenshots is JSON of [{ key, name, mime }] (blob store keys). */
export interface FeedbackTable {
  id: string;
  orgId: string | null;
  userId: string;
  content: string;
  /** The page the person was on, when known. */
  page: string;
  screenshots: string;
  status: 'open' | 'answered';
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
}

/** A 校本资料 item: an uploaded file (blob) or a school paper (paperId). */
export interface MaterialTable {
  id: string;
  orgId: string;
  subjectId: string;
  /** Year of schooling 1–12, when given. */
  gradeLevel: number | null;
  textbookId: string | null;
  chapterId: string | null;
  title: string;
  kind: 'file' | 'paper';
  fileName: string;
  mime: string;
  size: number;
  blobKey: string | null;
  paperId: string | null;
  searchText: string;
  uploadedBy: string;
  createdAt: string;
  deletedAt: string | null;
}

/** A paper bound to a textbook chapter. */
export interface PaperBindingTable {
  paperId: string;
  chapterId: string;
  orgId: string;
  textbookId: string;
  boundBy: string;
  boundAt: string;
}

/** The teaching schedule: which week (its Monday, YYYY-MM-DD) which class uses which paper. */
export interface TeachingScheduleTable {
  id: string;
  orgId: string;
  classId: string;
  week: string;
  paperId: string;
  note: string;
  createdBy: string;
  createdAt: string;
}

/** The maker's input of a stand-alone answer card (/answerCard), kept to edit it again. */
export interface AnswerCardTable {
  paperId: string;
  spec: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** 阅卷设置 of a paper version: who marks (each class's teacher, or pooled); frozen once started. */
export interface MarkingSetupTable {
  id: string;
  orgId: string;
  paperId: string;
  paperVersion: number;
  assign: 'class' | 'pooled';
  /** Set when the first 评次 is taken: settings freeze except adding markers. */
  startedAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** A 题块: questions (or parts) marked on one screen; `fields` and `points` are JSON. */
export interface MarkingBlockTable {
  id: string;
  setupId: string;
  paperId: string;
  sort: number;
  name: string;
  questionKind: string;
  /** JSON of BlockField[]: one score field per question or part. */
  fields: string;
  /** JSON of the card element ids whose crops the block shows. */
  elements: string;
  step: number;
  /** JSON of ScoringPoint[] (得分点). */
  points: string;
  mode: 'single' | 'double';
  tolerance: number;
  combine: 'mean' | 'max' | 'min' | 'first';
  /** 题组长. */
  leaderId: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A marker of a block (pooled marking), with an optional quota. */
export interface MarkingMarkerTable {
  blockId: string;
  userId: string;
  quota: number | null;
  addedAt: string;
}

/** Crop work of a recognised page: pending → processing → done | failed. */
export interface MarkingPageCropTable {
  pageId: string;
  orgId: string;
  paperId: string;
  status: 'pending' | 'processing' | 'done' | 'failed';
  attempts: number;
  error: string | null;
  updatedAt: string;
}

/** A full-resolution crop of one answer region of a page, with its ink measure and hash. */
export interface MarkingCropTable {
  pageId: string;
  elementId: string;
  blobKey: string;
  width: number;
  height: number;
  /** Share of the answer area covered by handwriting (printed parts left out). */
  ink: number;
  /** Perceptual hash (hex) of the ink, normalised to its bounding box. */
  hash: string;
}

/** What is marked: one block of one student. */
export interface MarkingItemTable {
  id: string;
  orgId: string;
  paperId: string;
  paperVersion: number;
  blockId: string;
  studentId: string;
  classId: string;
  /** waiting (crops not cut yet, or re-scan asked) → open → final; problem; absent (缺考); withdrawn (its pages no longer count: batch deleted). */
  status: 'waiting' | 'open' | 'problem' | 'final' | 'absent' | 'withdrawn';
  /** JSON of { pageId, elementId }[]. */
  pages: string;
  /** No ink measured: offered as 空白 for confirmation. */
  blank: Flag;
  ink: number | null;
  hash: string | null;
  finalTotal: number | null;
  /** JSON of number[] per field. */
  finalScores: string | null;
  finalVia: string | null;
  finalAt: string | null;
  /** 优秀答卷 | 典型错误. */
  example: string | null;
  exampleNote: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A 评次 of an item: 1 (单评/一评), 2 (二评), 3 (仲裁), 4 (题组长); handed out under a lease. */
export interface MarkingTaskTable {
  id: string;
  itemId: string;
  blockId: string;
  classId: string;
  round: number;
  status: 'open' | 'leased' | 'done' | 'problem' | 'cancelled';
  markerId: string | null;
  leaseUntil: string | null;
  takenAt: string | null;
  /** JSON of number[] per field. */
  scores: string | null;
  total: number | null;
  /** JSON of the 批注 vectors. */
  annotations: string | null;
  submitKey: string | null;
  submittedAt: string | null;
  seconds: number | null;
  /** How it was scored: null (one by one), group, blank, settle. */
  via: string | null;
  updatedAt: string;
}

/** A 问题卷 raised by a marker; the owner settles it. */
export interface MarkingProblemTable {
  id: string;
  orgId: string;
  paperId: string;
  blockId: string;
  itemId: string;
  taskId: string;
  reason: string;
  note: string;
  status: 'open' | 'settled';
  resolution: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  createdBy: string;
  createdAt: string;
}

/** A reusable comment of a block (评语库), optionally carrying a score change. */
export interface MarkingCommentTable {
  id: string;
  blockId: string;
  text: string;
  delta: number | null;
  sort: number;
  createdBy: string;
  createdAt: string;
}

/** Every marking action: who, when, which item, score and previous score. */
export interface MarkingEventTable {
  id: string;
  orgId: string;
  paperId: string;
  itemId: string | null;
  taskId: string | null;
  actorId: string;
  action: string;
  round: number | null;
  score: number | null;
  previous: number | null;
  detail: string;
  at: string;
}

/** Scores read model: a student's final score per question (level question) and part (level part). */
export interface StudentScoreTable {
  paperId: string;
  studentId: string;
  classId: string;
  questionId: string;
  no: number;
  /** 0 for the whole question, k for its k-th part. */
  part: number;
  level: 'question' | 'part';
  kind: 'objective' | 'subjective';
  /** Null until final. */
  score: number | null;
  fullMarks: number;
  updatedAt: string;
}

/** Scores read model: a student's totals on a paper; 缺考 kept apart from 0. */
export interface StudentTotalTable {
  paperId: string;
  studentId: string;
  classId: string;
  objective: number | null;
  subjective: number | null;
  total: number | null;
  absent: Flag;
  /** Every question of the student has its final score. */
  complete: Flag;
  updatedAt: string;
}

/** 错题重练 settings of a school: wrong when score < wrongLine × full; cleared after clearAfter rights. */
export interface RehearseSettingsTable {
  orgId: string;
  wrongLine: number;
  clearAfter: number;
  /** JSON array of review intervals in days, e.g. [1,2,4,7,15,30]. */
  schedule: string;
  /** Default similar questions per wrong question (0–3). */
  similar: number;
  /** Default difficulty 1–5 of the similar questions; null keeps the wrong question's. */
  difficulty: number | null;
  updatedBy: string;
  updatedAt: string;
}

/** A question a student got wrong on a marked paper, with its spaced-review state. */
export interface RehearseEntryTable {
  id: string;
  orgId: string;
  studentId: string;
  classId: string;
  subjectId: string;
  paperId: string;
  /** The question id on the source paper. */
  questionId: string;
  bankQuestionId: string | null;
  no: number;
  kind: string;
  score: number;
  fullMarks: number;
  /** Date (YYYY-MM-DD) the source paper was set. */
  wrongAt: string;
  status: 'open' | 'cleared';
  rightCount: number;
  /** Index into the schedule of the next review interval. */
  reviewStep: number;
  /** Date (YYYY-MM-DD) the question is next due for review. */
  nextReviewAt: string;
  practicedAt: string | null;
  clearedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One student's practice: a real paper of the teacher (printed, scanned, marked like any). */
export interface RehearseSetTable {
  id: string;
  orgId: string;
  ownerId: string;
  studentId: string;
  classId: string;
  subjectId: string;
  paperId: string;
  /** Sets generated together (a class or a grade) share a batch. */
  batchId: string;
  similar: number;
  difficulty: number | null;
  /** open until the practice paper's scores are final and applied to the entries. */
  status: 'open' | 'applied';
  createdAt: string;
  appliedAt: string | null;
}

/** A question of a practice paper: the original wrong question or a similar one, with its source. */
export interface RehearseItemTable {
  setId: string;
  /** The question id on the practice paper. */
  questionId: string;
  entryId: string;
  role: 'original' | 'similar';
  bankQuestionId: string | null;
  /** The bank question of the wrong question this item practises. */
  sourceBankQuestionId: string | null;
  sort: number;
}

/** A read-only display link of the large screen (大屏): a revocable token for one school. */
export interface DisplayLinkTable {
  id: string;
  orgId: string;
  /** SHA-256 (hex) of the token; the token itself is shown once and never stored. */
  tokenHash: string;
  label: string;
  createdBy: string;
  createdAt: string;
  revokedAt: string | null;
}

/** A background print job run by a worker process (BullMQ); the in-process pool keeps none. */
export interface PrintJobTable {
  id: string;
  userId: string;
  /**
   * Whose routes answer it: 'print' (/teacher/print/jobs: card sets, labels), 'practice'
   * (/teacher/rehearse/print/jobs) or 'export' (/teacher/exports). Each route family sees only its
   * own kind, and the running-jobs limit counts per kind.
   */
  kind: 'print' | 'practice' | 'export';
  /** running | done | failed | cancelled, as PrintJobStatus. */
  status: 'running' | 'done' | 'failed' | 'cancelled';
  done: number;
  total: number;
  fileName: string;
  /** Why it failed or was cancelled (Chinese, shown to the user). */
  message: string | null;
  /** The render job (v8-serialised) in the blob store. */
  inputKey: string;
  /** The file (PDF, or .xlsx for an export) in the blob store once done. */
  fileKey: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
}
