import type { Http } from '../../ui';
import type {
  BankCatalog,
  BankQuestion,
  ChapterKnowledgeItem,
  KnowledgeChapterItem,
  TreeNode,
} from '../../shared/api';

/** A bank question for browser tests. */
export const buildBankQuestion = (overrides: Partial<BankQuestion> = {}): BankQuestion => ({
  id: 'q1',
  subjectId: 'junior-math',
  stageId: 'junior',
  kind: 'single',
  typeId: 1,
  typeName: '单选',
  difficulty: 2,
  difficultyName: '较易',
  year: 2024,
  source: '原创·单元练习',
  paperType: '月考',
  score: 3,
  stem: [{ t: 'text', v: '直角三角形两直角边为 3 和 4，斜边为（　　）' }],
  options: ['3', '4', '5', '7'].map((v, i) => ({
    label: 'ABCD'[i] ?? 'A',
    content: [{ t: 'text' as const, v }],
  })),
  answerKey: 'C',
  answer: [{ t: 'text', v: 'C' }],
  analysis: [{ t: 'text', v: '由勾股定理得 5。' }],
  parts: [],
  card: {},
  chapters: [{ id: 'math.ch1.s1', name: '勾股定理' }],
  knowledge: [{ id: 'kp.math.pythagoras.theorem', name: '勾股定理', weight: 1 }],
  originId: null,
  mine: false,
  usedCount: 0,
  ...overrides,
});

/** A catalogue with 初中 数学 (one textbook) and 物理. */
export const buildCatalog = (): BankCatalog => [
  {
    stageId: 'junior',
    stageName: '初中',
    subjects: [
      {
        id: 'junior-math',
        name: '数学',
        questionCount: 120,
        textbooks: [{ id: 'math.general.g8a', editionName: '通用版', name: '八年级上册' }],
      },
      {
        id: 'junior-physics',
        name: '物理',
        questionCount: 90,
        textbooks: [{ id: 'physics.general.g8a', editionName: '通用版', name: '八年级上册' }],
      },
    ],
  },
];

/** A chapter tree 章 → 节. */
export const buildTree = (): TreeNode[] => [
  {
    id: 'math.ch1',
    name: '第一章 勾股定理',
    children: [{ id: 'math.ch1.s1', name: '1.1 探索勾股定理', children: [] }],
  },
];

/** A 知识点 tree: 勾股定理 → its theorem and converse. */
export const buildKnowledgeTree = (): TreeNode[] => [
  {
    id: 'kp.math.pythagoras',
    name: '勾股定理（知识点）',
    children: [
      { id: 'kp.math.pythagoras.theorem', name: '勾股定理的内容', children: [] },
      { id: 'kp.math.pythagoras.converse', name: '勾股定理的逆定理', children: [] },
    ],
  },
];

/** The 知识点 of section 1.1 (as GET /teacher/bank/chapters/{id}/knowledge answers). */
export const buildChapterKnowledge = (): ChapterKnowledgeItem[] => [
  { id: 'kp.math.pythagoras.theorem', name: '勾股定理的内容', parentName: '勾股定理（知识点）' },
  { id: 'kp.math.real.sqrt', name: '平方根', parentName: '实数' },
];

/** The chapters teaching the converse (as GET /teacher/bank/knowledge/{id}/chapters answers). */
export const buildKnowledgeChapters = (): KnowledgeChapterItem[] => [
  {
    id: 'math.ch1.s2',
    name: '1.2 一定是直角三角形吗',
    chapterName: '第一章 勾股定理',
    textbookId: 'math.general.g8a',
    textbookName: '八年级上册',
  },
];

/** A recorded request of the fake transport. */
export interface SentRequest {
  method: string;
  url: string;
  body?: unknown;
}

/**
 * A fake request transport (not our server): answers GETs from `routes` by path and records every
 * request, so tests can check what the browser asked for.
 */
export function fakeHttp(routes: Record<string, (params: Record<string, unknown>) => unknown>) {
  const sent: SentRequest[] = [];
  const answer = async <T>(method: string, url: string, body?: unknown) => {
    sent.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? routes[url];
    const data = route ? route((body ?? {}) as Record<string, unknown>) : null;
    return { message: '成功', data: data as T };
  };
  const http: Http = {
    get: (url, params) => answer('GET', url, params),
    postJson: (url, body) => answer('POST', url, body),
    postForm: (url, body) => answer('POST', url, body),
    putJson: (url, body) => answer('PUT', url, body),
    putForm: (url, body) => answer('PUT', url, body),
    putMultipart: (url, body) => answer('PUT', url, body),
    del: (url, params) => answer('DELETE', url, params),
    delForm: (url, body) => answer('DELETE', url, body),
    upload: (url, body) => answer('POST', url, body),
    events: async (url) => void (await answer('GET', url)),
    downloadPost: async () => undefined,
    getBlob: async () => new Blob(),
    postBlob: async () => new Blob(),
  };
  return { http, sent };
}
