import { useCallback, useEffect, useState } from 'react';
import type { BankCatalog, PaperListItem, UserGradeInfo } from '../../../shared/api';
import { paperListApi } from '../api/paperlist.api';
import type { PaperFilters } from '../model/paperlist.filters';

/** One page of 作业列表 for the filters, reloaded when they change or on `reload()`. */
export function usePaperList(filters: PaperFilters) {
  const [state, setState] = useState<{ total: number; list: PaperListItem[]; loading: boolean }>({
    total: 0,
    list: [],
    loading: true,
  });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(filters);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    paperListApi.list(JSON.parse(key) as PaperFilters).then(
      (found) => live && setState({ ...found, loading: false }),
      () => live && setState((s) => ({ ...s, loading: false })),
    );
    return () => {
      live = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

/** The bank catalogue and the teacher's grade info (for filters and assignment). */
export function useReferenceData() {
  const [catalog, setCatalog] = useState<BankCatalog>([]);
  const [gradeInfo, setGradeInfo] = useState<UserGradeInfo | null>(null);
  useEffect(() => {
    let live = true;
    paperListApi.catalog().then(
      (c) => live && setCatalog(c),
      () => undefined,
    );
    paperListApi.gradeInfo().then(
      (g) => live && setGradeInfo(g),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { catalog, gradeInfo };
}
