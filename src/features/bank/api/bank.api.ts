import type { z } from 'zod';
import type {
  bankQuery,
  BankCatalog,
  BankQuestion,
  ChapterKnowledgeItem,
  ImportPreview,
  ImportSave,
  KnowledgeChapterItem,
  QuestionInput,
  TreeNode,
  UploadedImage,
} from '../../../shared/api';
import { http } from '../../../ui';
import type { ChapterType } from '../bank.slice';

/** Filters of the question list (what GET /teacher/bank/questions takes, parsed). */
export type QuestionFilters = z.output<typeof bankQuery>;

/** A page of questions. */
export interface QuestionPage {
  total: number;
  list: BankQuestion[];
}

const file = (f: Blob, name: string) => {
  const form = new FormData();
  form.append('file', f, name);
  return form;
};

/** The bank's calls (paths under /api). */
export const bankApi = {
  catalog: async () => (await http().get<BankCatalog>('/teacher/bank/catalog')).data,
  tree: async (subjectId: string, type: ChapterType, textbookId?: string) =>
    (await http().get<TreeNode[]>('/teacher/bank/tree', { subjectId, type, textbookId })).data,
  /** The 知识点 a chapter (章 or 节) teaches. */
  chapterKnowledge: async (chapterId: string) =>
    (
      await http().get<ChapterKnowledgeItem[]>(
        `/teacher/bank/chapters/${encodeURIComponent(chapterId)}/knowledge`,
      )
    ).data,
  /** The chapters that teach a 知识点. */
  knowledgeChapters: async (knowledgeId: string) =>
    (
      await http().get<KnowledgeChapterItem[]>(
        `/teacher/bank/knowledge/${encodeURIComponent(knowledgeId)}/chapters`,
      )
    ).data,
  questions: async (f: QuestionFilters) =>
    (
      await http().get<QuestionPage>('/teacher/bank/questions', {
        ...f,
        keyword: f.keyword?.trim() || undefined,
        mine: f.mine ? 'true' : undefined,
      })
    ).data,
  create: async (q: QuestionInput) =>
    (await http().postJson<BankQuestion>('/teacher/bank/questions', q)).data,
  derive: async (originId: string, q: QuestionInput) =>
    (await http().postJson<BankQuestion>(`/teacher/bank/questions/${originId}/derive`, q)).data,
  update: async (id: string, q: QuestionInput) =>
    (await http().putJson<BankQuestion>(`/teacher/bank/questions/${id}`, q)).data,
  remove: async (id: string) => {
    await http().del(`/teacher/bank/questions/${id}`);
  },
  uploadImage: async (f: File) =>
    (await http().upload<UploadedImage>('/teacher/bank/images', file(f, f.name))).data,
  importDocx: async (f: File) =>
    (await http().upload<ImportPreview>('/teacher/bank/import/docx', file(f, f.name))).data,
  importSave: async (body: ImportSave) =>
    (await http().postJson<{ ids: string[] }>('/teacher/bank/import/save', body)).data,
};
