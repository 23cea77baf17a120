import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnalysisPaperItem, AnalysisPaperList } from '../../../shared/api/analysis-pages';
import { useLoad } from '../../../ui';
import { analysisApi } from '../api/analysis.api';

/** What the selectors chose: 学年, 学科, 试卷 (and 班级 on 班级学情), from the address or defaults. */
export interface ExamChoice {
  list: AnalysisPaperList | undefined;
  loading: boolean;
  reload(): void;
  gradeId: string | undefined;
  subjectId: string | undefined;
  /** Papers of the chosen grade and subject, newest first. */
  papers: AnalysisPaperItem[];
  paper: AnalysisPaperItem | undefined;
  classId: string | undefined;
  /** Changes a choice (later choices fall back to their defaults). */
  choose(patch: { gradeId?: string; subjectId?: string; paperId?: string; classId?: string }): void;
}

const ORDER = ['gradeId', 'subjectId', 'paperId', 'classId'] as const;

/**
 * The exam a page shows: ?gradeId, ?subjectId, ?paperId, ?classId in the address; where one is
 * missing, the user's default 学年, the first subject with a paper, the newest paper and the first
 * class the user may read.
 */
export function useExamChoice(): ExamChoice {
  const [params, setParams] = useSearchParams();
  const info = useLoad('grade-info', analysisApi.gradeInfo);
  const loaded = useLoad('papers', () => analysisApi.papers());
  const list = loaded.data;
  const { reload } = loaded;
  return useMemo(() => {
    const want = (k: (typeof ORDER)[number]) => params.get(k) ?? undefined;
    const grades = list?.grades ?? [];
    const all = list?.papers ?? [];
    const gradeId =
      grades.find((g) => g.id === want('gradeId'))?.id ??
      grades.find((g) => g.id === info.data?.classDefaultId)?.id ??
      grades[0]?.id;
    const inGrade = all.filter((p) => p.gradeId === gradeId);
    const subjectId =
      list?.subjects.find((s) => s.id === want('subjectId'))?.id ?? inGrade[0]?.subjectId;
    const papers = inGrade.filter((p) => p.subjectId === subjectId);
    const paper = papers.find((p) => p.id === want('paperId')) ?? papers[0];
    const readable = paper?.classes.filter((c) => c.readable) ?? [];
    const classId = readable.find((c) => c.id === want('classId'))?.id ?? readable[0]?.id;
    const choose: ExamChoice['choose'] = (patch) => {
      const next = new URLSearchParams(params);
      const first = ORDER.findIndex((k) => k in patch);
      ORDER.forEach((k, i) => {
        const v = patch[k];
        if (i === first && v) next.set(k, v);
        else if (i >= first) next.delete(k);
      });
      setParams(next);
    };
    return {
      list,
      loading: loaded.loading,
      reload,
      gradeId,
      subjectId,
      papers,
      paper,
      classId,
      choose,
    };
  }, [list, loaded.loading, reload, info.data, params, setParams]);
}
