import type { BasketInfo } from '../../shared/api';

type PaperInfo = BasketInfo['paperInfo'][number];
type TypeRow = BasketInfo['type'][string][number];

/** A basket paper (初中数学 unless overridden). */
export const buildPaperInfo = (over: Partial<PaperInfo> = {}): PaperInfo => ({
  id: 'paper-math',
  stageId: 'junior',
  subjectId: 'junior-math',
  stageName: '初中',
  subjectName: '数学',
  testPaperTextbook: 'tb-math-8a',
  ...over,
});

/** The spec's sample rows: 单选 6, 双选 3, 应用 2, 解答 5. */
export const SAMPLE_TYPES: TypeRow[] = [
  { dataName: '单选', questionCount: 6, typeId: 1 },
  { dataName: '双选', questionCount: 3, typeId: 2 },
  { dataName: '应用', questionCount: 2, typeId: 7 },
  { dataName: '解答', questionCount: 5, typeId: 6 },
];

/** A basket of papers with their rows; sumCount and questionIds follow the rows. */
export function buildBasketInfo(
  papers: { paper?: Partial<PaperInfo>; types?: TypeRow[] }[] = [{}],
  over: Partial<BasketInfo> = {},
): BasketInfo {
  const paperInfo = papers.map((p) => buildPaperInfo(p.paper));
  const type: BasketInfo['type'] = {};
  const questionIds: string[] = [];
  papers.forEach((p, i) => {
    const id = paperInfo[i]!.id;
    const rows = p.types ?? SAMPLE_TYPES;
    type[id] = rows;
    rows.forEach((row) => {
      for (let n = 1; n <= row.questionCount; n++) questionIds.push(`${id}-t${row.typeId}-q${n}`);
    });
  });
  return { sumCount: questionIds.length, paperInfo, type, questionIds, ...over };
}
