import { sql, type RawBuilder } from 'kysely';
import type { QuestionContent } from '../../../shared/api';
import { plainText } from './question.mapper';
import type { visibleQuestions } from './question.repository';

type Visible = ReturnType<typeof visibleQuestions>;

/** Search terms of a bank query: separated by spaces (half or full width) or 、，; at most 5. */
export const searchTerms = (keyword: string | undefined): string[] =>
  (keyword ?? '')
    .split(/[\s\u3000,，、;；]+/)
    .map((w) => w.replace(/[%_\\]/g, ''))
    .filter(Boolean)
    .slice(0, 5);

/** The searchable text beyond the stem: 解析 and the parts' answers. */
export const detailTextOf = (c: QuestionContent): string =>
  [c.analysis, ...c.parts.map((p) => p.answer)].map(plainText).join('\n');

/**
 * Questions matching every term in their stem, options or answer (`searchText`), 解析 or part
 * answers (`detailText`), a 知识点 name or a chapter name.
 */
export const matchTerms = (base: Visible, terms: string[]): Visible =>
  terms.reduce(
    (query, term) =>
      query.where((eb) => {
        const like = `%${term}%`;
        return eb.or([
          eb('questions.searchText', 'like', like),
          eb('questions.detailText', 'like', like),
          eb.exists(
            eb
              .selectFrom('questionKnowledge')
              .innerJoin('knowledgePoints', 'knowledgePoints.id', 'questionKnowledge.knowledgeId')
              .select('questionKnowledge.questionId')
              .whereRef('questionKnowledge.questionId', '=', 'questions.id')
              .where('knowledgePoints.name', 'like', like),
          ),
          eb.exists(
            eb
              .selectFrom('questionChapters')
              .innerJoin('chapters', 'chapters.id', 'questionChapters.chapterId')
              .select('questionChapters.questionId')
              .whereRef('questionChapters.questionId', '=', 'questions.id')
              .where('chapters.name', 'like', like),
          ),
        ]);
      }),
    base,
  );

/** Sort key putting questions whose own text (stem, options, answer) holds more terms first. */
export const textMatchesFirst = (terms: string[]): RawBuilder<number> =>
  sql<number>`(${sql.join(
    terms.map(
      (t) => sql`case when ${sql.ref('questions.searchText')} like ${`%${t}%`} then 0 else 1 end`,
    ),
    sql` + `,
  )})`;
