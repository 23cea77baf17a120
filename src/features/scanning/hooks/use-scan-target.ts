import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaperListItem, ScanBatch, ScanSettings } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from './use-fetched';

const NO_BATCHES: ScanBatch[] = [];
const LAST_KEY = 'zy.scan.last';

/** Keeps the paper and batch being scanned for the next visit to /scan. */
export function rememberScanTarget(t: { paperId: string; batchId: string | null }): void {
  try {
    localStorage.setItem(LAST_KEY, JSON.stringify(t));
  } catch {
    // storage full or blocked: /scan then simply starts without a paper
  }
}

/** The paper and batch last scanned, or null. */
export function lastScanTarget(): { paperId: string; batchId: string | null } | null {
  try {
    const v = JSON.parse(localStorage.getItem(LAST_KEY) ?? 'null') as {
      paperId?: unknown;
      batchId?: unknown;
    } | null;
    return v && typeof v.paperId === 'string'
      ? { paperId: v.paperId, batchId: typeof v.batchId === 'string' ? v.batchId : null }
      : null;
  } catch {
    return null;
  }
}

/** The views of /scan, chosen by `?view=` (no view: scanning and progress). */
export const SCAN_VIEWS = ['scan', 'problems', 'reconcile', 'scores', 'printer'] as const;
/** A view of /scan. */
export type ScanView = (typeof SCAN_VIEWS)[number];

const viewOf = (value: string | null): ScanView =>
  SCAN_VIEWS.includes(value as ScanView) ? (value as ScanView) : 'scan';

/**
 * What is being scanned, kept in the address (?paperId=&batchId=&view=): the paper, its classes
 * (the paper's assigned classes by default, the batch's when one is chosen), the batches of the
 * paper, and `ensureBatch` that creates the batch when the teacher starts.
 */
export function useScanTarget(papers: readonly PaperListItem[], yearClassIds: ReadonlySet<string>) {
  const [params, setParams] = useSearchParams();
  const paperId = params.get('paperId');
  /** A practice batch (错题重练) scanned as one batch, instead of a paper. */
  const practiceId = params.get('practiceId');
  const batchId = params.get('batchId');
  const view = viewOf(params.get('view'));
  const paper = useMemo(() => papers.find((p) => p.id === paperId) ?? null, [papers, paperId]);
  const [chosenClasses, setChosenClasses] = useState<string[] | null>(null);
  const [tick, setTick] = useState(0);
  const creating = useRef<Promise<string> | null>(null);
  const batches =
    useFetched(
      practiceId ? `practice:${practiceId}` : paperId,
      () => (practiceId ? scanApi.practiceBatches(practiceId) : scanApi.batches(paperId ?? '')),
      tick,
    ) ?? NO_BATCHES;

  // The address as last set: handlers made in an earlier render (a confirm dialog's, a tab's)
  // must not write back parameters that have changed since.
  const current = useRef(params);
  useEffect(() => {
    current.current = params;
  }, [params]);
  const update = useCallback(
    (patch: Record<string, string | null>, replace = false) => {
      const next = new URLSearchParams(current.current);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || (k === 'view' && v === 'scan')) next.delete(k);
        else next.set(k, v);
      }
      current.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );

  // /scan opened without a paper goes back to the paper and batch the teacher was last on.
  useEffect(() => {
    if (practiceId) return;
    if (paperId) rememberScanTarget({ paperId, batchId });
    else {
      const last = lastScanTarget();
      if (last) update({ paperId: last.paperId, batchId: last.batchId }, true);
    }
  }, [paperId, practiceId, batchId, update]);

  // A practice batch opened again goes on in the batch already made for it (one stack, one batch).
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    const newest = batches[0];
    if (!practiceId || batchId || !newest || resumed.current === practiceId) return;
    resumed.current = practiceId;
    update({ batchId: newest.id }, true);
  }, [practiceId, batchId, batches, update]);

  const batch = batches.find((b) => b.id === batchId) ?? null;
  const paperClasses = (paper?.classes ?? []).map((c) => c.id).filter((id) => yearClassIds.has(id));
  const classIds = batch?.classIds ?? chosenClasses ?? paperClasses;

  const choosePaper = (id: string) => {
    setChosenClasses(null);
    creating.current = null;
    update({ paperId: id, practiceId: null, batchId: null });
  };
  const chooseBatch = (id: string | null) => {
    creating.current = null;
    update({ batchId: id });
  };
  /** A practice batch chosen on /scan: as if /scan were opened with ?practiceId= (its batch resumed). */
  const choosePractice = (id: string) => {
    setChosenClasses(null);
    creating.current = null;
    resumed.current = null;
    update({ practiceId: id, paperId: null, batchId: null });
  };
  const setView = (next: ScanView) => update({ view: next });
  const reloadBatches = useCallback(() => setTick((t) => t + 1), []);

  /** The batch new pages go into: the chosen one, or one created now (once) with these settings. */
  const ensureBatch = (settings: ScanSettings): Promise<string> => {
    if (batchId) return Promise.resolve(batchId);
    if (!paperId && !practiceId) return Promise.reject(new Error('请选择试卷'));
    const create = () =>
      practiceId
        ? scanApi.createPracticeBatch({ rehearseBatchId: practiceId, settings })
        : scanApi.createBatch({ paperId: paperId!, classIds, settings });
    creating.current ??= create().then((made) => {
      setTick((t) => t + 1);
      update({ batchId: made.id }, true);
      return made.id;
    });
    const pending = creating.current;
    pending.catch(() => (creating.current = null));
    return pending;
  };

  return {
    paperId,
    practiceId,
    paper,
    batchId,
    batch,
    batches,
    classIds,
    view,
    choosePaper,
    choosePractice,
    chooseBatch,
    chooseClasses: setChosenClasses,
    setView,
    reloadBatches,
    ensureBatch,
  };
}
