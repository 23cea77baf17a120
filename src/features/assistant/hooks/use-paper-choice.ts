import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnalysisPaperItem, AnalysisPaperList } from '../../../shared/api/analysis-pages';
import { useLoad } from '../../../ui';
import { assistantApi } from '../api/assistant.api';

/** The homework a 作业助手 page shows. */
export interface PaperChoice {
  list: AnalysisPaperList | undefined;
  loading: boolean;
  reload(): void;
  paper: AnalysisPaperItem | undefined;
  choose(paperId: string): void;
}

/** The homework from ?paperId in the address, else the newest marked paper the user may read. */
export function usePaperChoice(): PaperChoice {
  const [params, setParams] = useSearchParams();
  const loaded = useLoad('assistant-papers', assistantApi.papers);
  const list = loaded.data;
  const { reload, loading } = loaded;
  return useMemo(() => {
    const want = params.get('paperId');
    const papers = list?.papers ?? [];
    const paper = papers.find((p) => p.id === want) ?? papers[0];
    const choose = (paperId: string) => {
      const next = new URLSearchParams(params);
      next.set('paperId', paperId);
      setParams(next);
    };
    return { list, loading, reload, paper, choose };
  }, [list, loading, reload, params, setParams]);
}

/** A page's data for the chosen paper (kept only while it is the chosen one's). */
export function usePaperData<T extends { paperId: string }>(
  kind: string,
  paperId: string | undefined,
  load: (id: string) => Promise<T>,
) {
  const loaded = useLoad(paperId ? `${kind}/${paperId}` : null, () => load(paperId!));
  const data = loaded.data?.paperId === paperId ? loaded.data : undefined;
  return { data, loading: loaded.loading, reload: loaded.reload };
}
