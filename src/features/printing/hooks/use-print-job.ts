import { useCallback, useEffect, useRef, useState } from 'react';
import type { PrintJobBody, PrintJobStatus } from '../../../shared/api';
import { printApi } from '../api/print.api';

const POLL_MS = 600;

/** A background print: its status while running, and what to do with the finished file. */
export interface PrintJobControl {
  job: PrintJobStatus | null;
  /** Runs a job; answers why it ended without a file, or null (file saved, or cancelled here). */
  start(body: PrintJobBody, onFile: (blob: Blob, fileName: string) => void): Promise<string | null>;
  cancel(): Promise<void>;
}

/** Starts a job, polls its progress, fetches its file when done; cancel stops it on the server. */
export function usePrintJob(): PrintJobControl {
  const [job, setJob] = useState<PrintJobStatus | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      current.current = null;
    },
    [],
  );

  const start = useCallback(
    async (body: PrintJobBody, onFile: (blob: Blob, fileName: string) => void) => {
      let status = await printApi.startJob(body);
      current.current = status.jobId;
      setJob(status);
      while (status.status === 'running') {
        await new Promise((wait) => setTimeout(wait, POLL_MS));
        if (current.current !== status.jobId) return null;
        status = await printApi.jobStatus(status.jobId);
        if (current.current !== status.jobId) return null;
        setJob(status);
      }
      current.current = null;
      try {
        if (status.status !== 'done') return status.message ?? '生成失败，请重试';
        onFile(await printApi.jobFile(status.jobId), status.fileName);
        return null;
      } finally {
        setJob(null);
      }
    },
    [],
  );

  const cancel = useCallback(async () => {
    const id = current.current;
    current.current = null;
    setJob(null);
    if (id) await printApi.cancelJob(id);
  }, []);

  return { job, start, cancel };
}
