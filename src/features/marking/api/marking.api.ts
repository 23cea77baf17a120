import type {
  AnswerGroup,
  BlockInfo,
  MarkingProblemView,
  MarkingSetup,
  MarkingTaskRow,
  NextAnswer,
  ReviewRow,
  SetupBody,
  SubmitBody,
} from '../../../shared/api/marking';
import { http } from '../../../ui';

const base = '/teacher/marking';
const enc = encodeURIComponent;

/** What a submit answers. */
export interface SubmitResult {
  itemStatus: string;
  total: number;
  duplicate: boolean;
}

/** A block's progress on the 质量监控 board, with each marker's figures. */
export interface BoardBlock {
  blockId: string;
  name: string;
  full: number;
  mode: 'single' | 'double';
  progress: {
    total: number;
    done: number;
    arbitration: number;
    leader: number;
    problems: number;
  } | null;
  average: number | null;
  distribution: number[];
  markers: {
    userId: string;
    name: string;
    count: number;
    averageSeconds: number | null;
    average: number | null;
    distribution: number[];
  }[];
}

/** The 质量监控 board of a paper. */
export interface Board {
  paperId: string;
  title: string;
  status: string;
  blocks: BoardBlock[];
}

/** The score table of a paper. */
export interface ScoreTable {
  paperId: string;
  title: string;
  status: string;
  columns: { key: string; label: string; full: number }[];
  rows: {
    studentId: string;
    name: string;
    examNo: string;
    className: string;
    state: '已完成' | '批改中' | '缺考' | '未扫描';
    scores: Record<string, number | null>;
    objective: number | null;
    subjective: number | null;
    total: number | null;
    rank: number | null;
  }[];
}

/** The calls of /correct and /write (contract: src/shared/api/marking.ts). */
export const markingApi = {
  blockInfo: async (blockId: string) =>
    (await http().get<BlockInfo>(`${base}/blocks/${enc(blockId)}`)).data,
  tasks: async () => (await http().get<MarkingTaskRow[]>(`${base}/tasks`)).data,
  setup: async (paperId: string) =>
    (await http().get<MarkingSetup>(`${base}/papers/${enc(paperId)}/setup`)).data,
  saveSetup: async (paperId: string, body: SetupBody) =>
    (await http().putJson<MarkingSetup>(`${base}/papers/${enc(paperId)}/setup`, body)).data,
  next: async (blockId: string, queue: 'mark' | 'leader', holding: string[]) =>
    (await http().postJson<NextAnswer>(`${base}/blocks/${enc(blockId)}/next`, { queue, holding }))
      .data,
  submit: async (taskId: string, body: SubmitBody) =>
    (await http().postJson<SubmitResult>(`${base}/tasks/${enc(taskId)}/submit`, body)).data,
  rescore: async (taskId: string, body: SubmitBody) =>
    (await http().putJson<SubmitResult>(`${base}/tasks/${enc(taskId)}/score`, body)).data,
  renew: async (taskId: string) =>
    (await http().postJson<null>(`${base}/tasks/${enc(taskId)}/renew`, {})).data,
  release: async (taskIds: string[]) =>
    (await http().postJson<null>(`${base}/tasks/release`, { taskIds })).data,
  /** An answer image (JPEG) as a blob (the URL comes from the task). */
  crop: (url: string) => http().getBlob(url),
  review: async (blockId: string, page = 1) =>
    (
      await http().get<{ total: number; list: ReviewRow[] }>(
        `${base}/blocks/${enc(blockId)}/review`,
        { page, pageSize: 30 },
      )
    ).data,
  flag: async (taskId: string, reason: string, note: string) =>
    (await http().postJson<null>(`${base}/tasks/${enc(taskId)}/problem`, { reason, note })).data,
  problems: async (paperId: string) =>
    (
      await http().get<MarkingProblemView[]>(`${base}/papers/${enc(paperId)}/problems`, {
        status: 'open',
      })
    ).data,
  settle: async (problemId: string, action: 'rescore' | 'return' | 'rescan', scores?: number[]) =>
    (await http().postJson<null>(`${base}/problems/${enc(problemId)}/settle`, { action, scores }))
      .data,
  blanks: async (blockId: string) =>
    (
      await http().get<{ itemId: string; crop: { url: string } }[]>(
        `${base}/blocks/${enc(blockId)}/blanks`,
      )
    ).data,
  confirmBlanks: async (blockId: string, itemIds: string[], submitKey: string) =>
    (
      await http().postJson<{ scored: number; skipped: number }>(
        `${base}/blocks/${enc(blockId)}/blanks/confirm`,
        { itemIds, submitKey },
      )
    ).data,
  groups: async (blockId: string) =>
    (await http().get<AnswerGroup[]>(`${base}/blocks/${enc(blockId)}/groups`)).data,
  scoreGroup: async (blockId: string, itemIds: string[], scores: number[], submitKey: string) =>
    (
      await http().postJson<{ scored: number; skipped: number }>(
        `${base}/blocks/${enc(blockId)}/groups/score`,
        { itemIds, scores, submitKey },
      )
    ).data,
  example: async (itemId: string, kind: '优秀答卷' | '典型错误' | null, note = '') =>
    (await http().putJson<null>(`${base}/items/${enc(itemId)}/example`, { kind, note })).data,
  comments: async (blockId: string) =>
    (
      await http().get<{ id: string; text: string; delta: number | null }[]>(
        `${base}/blocks/${enc(blockId)}/comments`,
      )
    ).data,
  addComment: async (blockId: string, text: string, delta: number | null) =>
    (
      await http().postJson<{ id: string; text: string; delta: number | null }[]>(
        `${base}/blocks/${enc(blockId)}/comments`,
        { text, delta },
      )
    ).data,
  board: async (paperId: string) =>
    (await http().get<Board>(`${base}/papers/${enc(paperId)}/board`)).data,
  /** Live board: calls back with each pushed board until aborted. */
  boardStream: (paperId: string, onBoard: (b: Board) => void, signal: AbortSignal) =>
    http().events(
      `${base}/papers/${enc(paperId)}/board/stream`,
      (event, data) => {
        if (event === 'board') onBoard(JSON.parse(data) as Board);
      },
      signal,
    ),
  scores: async (paperId: string, classId?: string) =>
    (await http().get<ScoreTable>(`${base}/papers/${enc(paperId)}/scores`, { classId })).data,
  markedCard: (paperId: string, studentId: string) =>
    http().getBlob(`${base}/papers/${enc(paperId)}/students/${enc(studentId)}/card.pdf`),
};
