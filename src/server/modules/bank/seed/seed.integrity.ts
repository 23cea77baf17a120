import type { Inline } from '../../../../layout';
import { seedImagePath } from './seed.loader';
import type { SeedBank } from './seed.loader';
import type { SeedCatalog, SeedQuestion } from './seed.schema';

/** What one subject of the catalogue offers to its questions. */
export interface SubjectIndex {
  sections: Set<string>;
  knowledge: Set<string>;
  knowledgeMap: Map<string, Set<string>>;
}

/** Indexes every subject of the catalogue by key: its sections, leaf 知识点 and section map. */
export function indexCatalog(catalog: SeedCatalog): Map<string, SubjectIndex> {
  const index = new Map<string, SubjectIndex>();
  for (const subject of catalog.stages.flatMap((s) => s.subjects)) {
    const books = subject.editions.flatMap((e) => e.textbooks);
    index.set(subject.key, {
      sections: new Set(
        books.flatMap((b) => b.chapters.flatMap((c) => c.sections.map((s) => s.key))),
      ),
      knowledge: new Set(subject.knowledge.flatMap((k) => k.children.map((c) => c.key))),
      knowledgeMap: new Map(
        books.flatMap((b) => Object.entries(b.knowledgeMap).map(([k, v]) => [k, new Set(v)])),
      ),
    });
  }
  return index;
}

/** Every inline run of a question: stem, options, answer, 解析 and parts. */
export const questionRuns = (q: SeedQuestion): Inline[] => [
  ...q.stem,
  ...q.options.flatMap((o) => o.content),
  ...q.answer,
  ...q.analysis,
  ...q.parts.flatMap((p) => [...p.stem, ...p.answer]),
];

function catalogProblems(catalog: SeedCatalog, index: Map<string, SubjectIndex>): string[] {
  const problems: string[] = [];
  const keys: string[] = [];
  for (const stage of catalog.stages) {
    keys.push(stage.key);
    for (const subject of stage.subjects) {
      keys.push(
        subject.key,
        ...subject.knowledge.flatMap((k) => [k.key, ...k.children.map((c) => c.key)]),
      );
      for (const book of subject.editions.flatMap((e) => e.textbooks)) {
        keys.push(
          book.key,
          ...book.chapters.flatMap((c) => [c.key, ...c.sections.map((s) => s.key)]),
        );
      }
    }
  }
  const seen = new Set<string>();
  for (const k of keys) {
    if (seen.has(k)) problems.push(`目录键重复：${k}`);
    seen.add(k);
  }
  for (const [subject, s] of index) {
    for (const [section, kps] of s.knowledgeMap) {
      if (!s.sections.has(section)) problems.push(`${subject} 的知识点映射含未知章节 ${section}`);
      for (const kp of kps)
        if (!s.knowledge.has(kp)) problems.push(`${section} 映射到未知知识点 ${kp}`);
    }
  }
  return problems;
}

function questionProblems(q: SeedQuestion, index: Map<string, SubjectIndex>): string[] {
  const subject = index.get(q.subject);
  if (!subject) return [`${q.key}：未知学科 ${q.subject}`];
  const problems: string[] = [];
  if (!subject.sections.has(q.chapter)) problems.push(`${q.key}：未知章节 ${q.chapter}`);
  const mapped = subject.knowledgeMap.get(q.chapter);
  for (const { key } of q.knowledge) {
    if (!subject.knowledge.has(key)) problems.push(`${q.key}：未知知识点 ${key}`);
    if (!mapped?.has(key)) problems.push(`${q.key}：章节 ${q.chapter} 未映射知识点 ${key}`);
  }
  for (const run of questionRuns(q)) {
    if (run.t === 'img' && !seedImagePath(run.src))
      problems.push(`${q.key}：图片不存在 ${run.src}`);
  }
  return problems;
}

/** Cross-checks a loaded bank: unique keys, known chapters, 知识点 and images; [] when sound. */
export function findSeedProblems(bank: SeedBank): string[] {
  const index = indexCatalog(bank.catalog);
  const problems = catalogProblems(bank.catalog, index);
  const seen = new Set<string>();
  for (const q of bank.questions) {
    if (seen.has(q.key)) problems.push(`题目键重复：${q.key}`);
    seen.add(q.key);
    problems.push(...questionProblems(q, index));
  }
  return problems;
}
