import { useCallback, useState } from 'react';
import type { PracticeBatchItem } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from './use-fetched';

const NONE: PracticeBatchItem[] = [];

/** The practice batches (错题重练) the teacher may scan; `reload` fetches them (and their counts) again. */
export function usePracticeList() {
  const [tick, setTick] = useState(0);
  const list = useFetched('practice-list', () => scanApi.practiceList(), tick) ?? NONE;
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { list, reload };
}
