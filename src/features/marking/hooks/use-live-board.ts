import { useEffect, useState } from 'react';
import { markingApi, type Board } from '../api/marking.api';

/** The 质量监控 board of a paper, pushed by the server (server-sent events) whenever marking changes. */
export function useLiveBoard(paperId: string) {
  const [board, setBoard] = useState<Board | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const ctl = new AbortController();
    let stopped = false;
    const listen = async () => {
      while (!stopped) {
        setLive(true);
        await markingApi.boardStream(paperId, setBoard, ctl.signal).catch(() => undefined);
        setLive(false);
        // The stream ended (server restart, network): listen again after a pause.
        if (!stopped) await new Promise((r) => setTimeout(r, 5000));
      }
    };
    void listen();
    return () => {
      stopped = true;
      ctl.abort();
    };
  }, [paperId]);
  return { board, live };
}
