import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { openPaperSession } from '../model/paper-session';

/** The paper being edited: loads it on mount, saves what waits on unmount and page hide. */
export function usePaperSession(paperId: string) {
  const session = useMemo(() => openPaperSession(paperId), [paperId]);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  useEffect(() => {
    void session.refresh();
    const hide = () => void session.flush();
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      hide();
    };
  }, [session]);
  return { snapshot, session };
}
