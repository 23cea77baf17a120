import type { PaperDoc } from '../../../layout';
import type { PaperDetail } from '../../../shared/api';
import { composeApi, statusOf, type PaperSessionApi } from '../api/compose.api';
import { composeDoc, type ComposeAction } from './compose.reducer';

/** Where the working copy stands against the server. */
export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

/** What the pages render. */
export interface PaperSnapshot {
  phase: 'loading' | 'ready' | 'failed';
  /** The server's last answer (version, frozen, classes …). */
  detail: PaperDetail | null;
  /** The working copy, saved shortly after each change. */
  doc: PaperDoc | null;
  save: SaveState;
  /** Shown after the paper was reloaded because someone else saved it in between. */
  notice: string | null;
}

/** A debounce timer (tests pass one they run by hand). */
export interface Timer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Quiet time before a change is saved. */
export const AUTOSAVE_DELAY_MS = 800;
/** Said after a 409 made the page reload the paper. */
export const CONFLICT_NOTICE = '试卷已在别处修改，已载入最新内容，请检查后继续编辑';

const realTimer: Timer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One paper being edited: a working copy changed by `dispatch`, saved (debounced) with the
 * revision, one save at a time; a 409 reloads the paper and sets a notice.
 */
export function createPaperSession(
  paperId: string,
  api: PaperSessionApi,
  { delayMs = AUTOSAVE_DELAY_MS, timer = realTimer }: { delayMs?: number; timer?: Timer } = {},
) {
  let snap: PaperSnapshot = {
    phase: 'loading',
    detail: null,
    doc: null,
    save: 'saved',
    notice: null,
  };
  let revision = 0;
  let handle: unknown = null;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<PaperSnapshot>) => {
    snap = { ...snap, ...patch };
    listeners.forEach((listener) => listener());
  };
  const take = (detail: PaperDetail, notice: string | null) => {
    revision = detail.revision;
    set({ phase: 'ready', detail, doc: detail.doc, save: 'saved', notice });
  };

  /** Fetches the paper; without `force` it is taken only when nothing changed meanwhile. */
  async function fetchLatest(force: boolean, notice: string | null) {
    const before = snap.doc;
    try {
      const detail = await api.getPaper(paperId);
      if (force || (snap.doc === before && snap.save === 'saved')) take(detail, notice);
    } catch {
      if (!snap.doc) set({ phase: 'failed' });
    }
  }

  function schedule() {
    if (handle !== null) timer.clear(handle);
    handle = timer.set(() => {
      handle = null;
      void flush();
    }, delayMs);
  }

  /** Saves now what is waiting (after the save in flight); resolves when all is settled. */
  function flush(): Promise<void> {
    if (handle !== null) {
      timer.clear(handle);
      handle = null;
    }
    if (inFlight) return inFlight.then(flush);
    const doc = snap.doc;
    if (!doc || (snap.save !== 'pending' && snap.save !== 'failed')) return Promise.resolve();
    set({ save: 'saving' });
    inFlight = api
      .saveDoc(paperId, doc, revision)
      .then(
        (detail) => {
          revision = detail.revision;
          if (snap.doc === doc) set({ detail, doc: detail.doc, save: 'saved' });
          else set({ detail, save: 'pending' });
        },
        async (error: unknown) => {
          if (statusOf(error) === 409) await fetchLatest(true, CONFLICT_NOTICE);
          if (snap.save === 'saving') set({ save: 'failed' });
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight.then(() => (snap.save === 'pending' ? flush() : undefined));
  }

  return {
    getSnapshot: () => snap,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Applies a change to the working copy and schedules its save. */
    dispatch(action: ComposeAction) {
      if (!snap.doc) return;
      const doc = composeDoc(snap.doc, action);
      if (doc === snap.doc) return;
      set({ doc, save: 'pending', notice: null });
      schedule();
    },
    flush,
    /** Saves what waits, then loads the server's copy (when nothing changed meanwhile). */
    async refresh() {
      await flush();
      await fetchLatest(false, snap.notice);
    },
  };
}

/** A paper being edited. */
export type PaperSession = ReturnType<typeof createPaperSession>;

let open: { id: string; session: PaperSession } | null = null;

/** The session of a paper, shared by /edit and /paperset so no save is lost between them. */
export function openPaperSession(paperId: string): PaperSession {
  if (open?.id !== paperId) {
    void open?.session.flush();
    open = { id: paperId, session: createPaperSession(paperId, composeApi) };
  }
  return open.session;
}
