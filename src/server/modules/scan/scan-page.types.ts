import type { PageResult } from '../../../scan';
import type { ProblemKind } from '../../../shared/api/scan';
import type { AnswerKey } from './objective-scoring';

/** Facts a person settled for a page (异常处理); they win over what recognition read. */
export interface ManualFacts {
  /** set-page: the paper version and page a person picked (recognition runs again with them). */
  page?: { paperVersion: number; pageNo: number };
  /** set-student; or set-page in a practice batch: whose practice paper the page is. */
  studentId?: string;
  /** set-answers: question number → option labels ("" = blank). */
  answers?: Record<string, string>;
  /** set-absent. */
  absent?: boolean;
  /** discard: the page no longer counts. */
  discarded?: { reason: string };
  /** keep: another page of the same student and page was kept instead of this one. */
  supersededBy?: string;
}

/** What `scan_pages.result` holds: the recogniser's result (or why there is none) and the settled facts. */
export interface StoredPage {
  result: PageResult | null;
  /** Why recognition could not run on the page (file or page undecodable). */
  failure: string | null;
  manual: ManualFacts;
}

/** One objective answer of a page, as read (or set by a person) and scored. */
export interface ObjectiveAnswer {
  questionId: string;
  no: number;
  multiple: boolean;
  read: string;
  key: string;
  score: number;
  full: number;
  status: 'answered' | 'blank' | 'multiple' | 'review' | 'manual';
  reason: string;
  review: boolean;
}

/** A problem to record for a page. */
export interface ProblemDraft {
  kind: ProblemKind;
  message: string;
  detail: Record<string, unknown>;
}

/** A student of the roster, with the class name. */
export interface RosterStudent {
  id: string;
  name: string;
  examNo: string;
  classId: string;
  className: string;
}

/** The batch's classes' students (by lower-case 考号 and by id) and the school's, for messages. */
export interface Roster {
  byExamNo: Map<string, RosterStudent>;
  byId: Map<string, RosterStudent>;
  school: Map<string, RosterStudent>;
}

/** A printed version of the batch's paper: its card's pages and its objective key. */
export interface VersionInfo {
  version: number;
  pageCount: number;
  /** Pages carrying 考号 fields (bubbles, sticker, name box). */
  studentPages: Set<number>;
  key: AnswerKey;
}

/** Where a page's student came from. */
export type StudentSource = 'qr' | 'barcode' | 'bubbles' | 'previous-page' | 'manual' | null;
