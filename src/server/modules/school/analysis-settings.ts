import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from '../../../shared/api';
import type { Db } from '../../db/connect';

/**
 * The analysis settings of a school's subject, for 学情分析 and 数据中心: the 四率 lines in % of
 * full marks (优秀 ≥ excellent, 良好 ≥ good, 及格 ≥ pass, 低分 < low), the 分数段 width and the
 * 临界生 buffer in points; DEFAULT_ANALYSIS_SETTINGS (85/70/60/40, 10, 5) when never set.
 */
export async function analysisSettingsOf(
  db: Db,
  orgId: string,
  subjectId: string,
): Promise<AnalysisSettings & { isDefault: boolean }> {
  const row = await db
    .selectFrom('analysisSettings')
    .select(['excellent', 'good', 'pass', 'low', 'bandWidth', 'criticalBuffer'])
    .where('orgId', '=', orgId)
    .where('subjectId', '=', subjectId)
    .executeTakeFirst();
  return row
    ? { ...numbers(row), isDefault: false }
    : { ...DEFAULT_ANALYSIS_SETTINGS, isDefault: true };
}

/** PostgreSQL may answer doubles as strings through some drivers: always numbers. */
const numbers = (r: AnalysisSettings): AnalysisSettings => ({
  excellent: Number(r.excellent),
  good: Number(r.good),
  pass: Number(r.pass),
  low: Number(r.low),
  bandWidth: Number(r.bandWidth),
  criticalBuffer: Number(r.criticalBuffer),
});

/** Saves a subject's analysis settings. */
export async function saveAnalysisSettings(
  db: Db,
  key: { orgId: string; subjectId: string; updatedBy: string; updatedAt: string },
  s: AnalysisSettings,
): Promise<void> {
  const values = { ...numbers(s), updatedBy: key.updatedBy, updatedAt: key.updatedAt };
  await db
    .insertInto('analysisSettings')
    .values({ orgId: key.orgId, subjectId: key.subjectId, ...values })
    .onConflict((oc) => oc.columns(['orgId', 'subjectId']).doUpdateSet(values))
    .execute();
}
