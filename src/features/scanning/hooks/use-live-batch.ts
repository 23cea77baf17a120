import { useCallback, useEffect, useState } from 'react';
import type { ScanBatch } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from './use-fetched';

/** Poll interval of the live counts while work is pending. */
export const POLL_MS = 1000;

/** Work is pending while files wait to be recognised or uploads are under way. */
export const batchBusy = (batch: ScanBatch | null, uploading: boolean): boolean =>
  uploading || (batch !== null && batch.counts.pending > 0);

/**
 * The batch with its live counts: fetched when chosen, then every second while work is pending
 * (uploads under way or pages waiting), and once more when it settles; `refresh` fetches now.
 */
export function useLiveBatch(batchId: string | null, uploading: boolean) {
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  const batch = useFetched(batchId, () => scanApi.batch(batchId ?? ''), tick);
  const busy = batchBusy(batch, uploading);
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => {
      clearInterval(timer);
      refresh();
    };
  }, [busy, refresh]);
  return { batch, busy, refresh };
}
