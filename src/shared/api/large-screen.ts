import type { CountShare, RateKey } from '../analysis';

/** 今日扫描: pages of the school received and recognised today, 异常 still open. */
export interface ScreenScanning {
  received: number;
  recognised: number;
  problemsOpen: number;
}

/** 阅卷进度 of one block of a running paper. */
export interface ScreenBlock {
  blockId: string;
  name: string;
  total: number;
  done: number;
  /** Markers who scored or held a 评次 of the block in the last 10 minutes. */
  markersOnline: number;
}

/** A paper being marked (批改中), its blocks and markers online. */
export interface ScreenPaper {
  paperId: string;
  title: string;
  subjectName: string;
  total: number;
  done: number;
  markersOnline: number;
  blocks: ScreenBlock[];
}

/** 作业布置与完成 of one class: today and this week (Monday on). */
export interface ScreenHomework {
  classId: string;
  className: string;
  givenToday: number;
  completedToday: number;
  givenWeek: number;
  completedWeek: number;
}

/** The latest marked paper: 分数段 and 四率 per class. */
export interface ScreenLatest {
  paperId: string;
  title: string;
  full: number;
  /** Lower bounds of the 分数段 (band width of the school's settings). */
  bandStarts: number[];
  classes: {
    classId: string;
    className: string;
    participants: number;
    scoreRate: number | null;
    bands: number[];
    rates: Record<RateKey, CountShare>;
  }[];
}

/** 本周班级得分率排名. */
export interface ScreenRank {
  classId: string;
  className: string;
  papers: number;
  scoreRate: number;
}

/** Everything the large screen shows; pushed whole on every change. */
export interface ScreenSnapshot {
  schoolName: string;
  at: string;
  scanning: ScreenScanning;
  marking: ScreenPaper[];
  homework: ScreenHomework[];
  latest: ScreenLatest | null;
  ranking: ScreenRank[];
}

/** A read-only display link (only its id and label are listed; the token shows once). */
export interface DisplayLink {
  id: string;
  label: string;
  createdAt: string;
  revokedAt: string | null;
  /** Who made it (in the list; null when the account is gone). */
  createdByName?: string | null;
  /** Present only in the answer that created it. */
  token?: string;
}
