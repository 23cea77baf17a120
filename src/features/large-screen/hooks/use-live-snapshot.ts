import { useEffect, useState } from 'react';
import type { ScreenSnapshot } from '../../../shared/api/large-screen';
import { largeScreenApi } from '../api/large-screen.api';

/** Waits before the n-th reconnect: 0.5 s, 1 s, 2 s, then every 3 s. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(3000, 500 * 2 ** Math.max(0, attempt));

/** The live state of a screen: the last snapshot, whether the stream is up, and a revoked link. */
export interface LiveSnapshot {
  snapshot: ScreenSnapshot | null;
  connected: boolean;
  revoked: boolean;
}

/**
 * The large screen's figures, pushed: opens the stream (its first event is a whole snapshot, so a
 * reconnect catches up on everything missed) and, whenever it ends or fails (server restarted,
 * network dropped), opens it again after a short wait, for as long as the page is open.
 */
export function useLiveSnapshot(token: string | null): LiveSnapshot {
  const [state, setState] = useState<LiveSnapshot>({
    snapshot: null,
    connected: false,
    revoked: false,
  });
  useEffect(() => {
    const abort = new AbortController();
    let attempt = 0;
    let revoked = false;
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        abort.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    void (async () => {
      while (!abort.signal.aborted && !revoked) {
        try {
          await largeScreenApi.stream(
            token,
            (event, snapshot) => {
              if (event === 'revoked') {
                revoked = true;
                setState((s) => ({ ...s, connected: false, revoked: true }));
                return;
              }
              attempt = 0;
              setState({ snapshot, connected: true, revoked: false });
            },
            abort.signal,
          );
        } catch (e) {
          // A link revoked (403) or not an administrator ends it; anything else (server down,
          // network dropped) is tried again below.
          const status = (e as { response?: { status?: number } }).response?.status;
          if (status === 403 || status === 401) {
            revoked = true;
            setState((s) => ({ ...s, connected: false, revoked: true }));
          }
        }
        if (abort.signal.aborted || revoked) break;
        setState((s) => ({ ...s, connected: false }));
        await sleep(reconnectDelay(attempt++));
      }
    })();
    return () => abort.abort();
  }, [token]);
  return state;
}
