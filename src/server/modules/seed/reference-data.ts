import type { Db } from '../../db/connect';

/** 学段 and their 学科, keyed; stable ids so every install agrees. */
export const STAGES = [
  { key: 'primary', name: '小学', subjects: ['语文', '数学', '英语', '科学', '道德与法治'] },
  {
    key: 'junior',
    name: '初中',
    subjects: ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '道德与法治'],
  },
  {
    key: 'senior',
    name: '高中',
    subjects: ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '思想政治'],
  },
] as const;

const SUBJECT_KEYS: Record<string, string> = {
  语文: 'chinese',
  数学: 'math',
  英语: 'english',
  物理: 'physics',
  化学: 'chemistry',
  生物: 'biology',
  历史: 'history',
  地理: 'geography',
  科学: 'science',
  道德与法治: 'morality',
  思想政治: 'politics',
};

/** Stable id of a stage's subject, e.g. `junior-math`. */
export const subjectId = (stageKey: string, name: string): string =>
  `${stageKey}-${SUBJECT_KEYS[name] ?? name}`;

/** Inserts the stages and subjects that are missing (idempotent, runs at every start). */
export async function seedReferenceData(db: Db): Promise<void> {
  const have = new Set((await db.selectFrom('subjects').select('id').execute()).map((r) => r.id));
  const haveStages = new Set(
    (await db.selectFrom('stages').select('id').execute()).map((r) => r.id),
  );
  for (const [i, stage] of STAGES.entries()) {
    if (!haveStages.has(stage.key)) {
      await db
        .insertInto('stages')
        .values({ id: stage.key, key: stage.key, name: stage.name, sort: i })
        .execute();
    }
    for (const [j, name] of stage.subjects.entries()) {
      const id = subjectId(stage.key, name);
      if (have.has(id)) continue;
      await db
        .insertInto('subjects')
        .values({ id, stageId: stage.key, key: id, name, sort: j })
        .execute();
    }
  }
}
