import { useCallback, useEffect, useRef, useState } from 'react';
import type { PrintJobStatus } from '../../../shared/api';
import { rehearseApi } from '../api/rehearse.api';

const POLL_MS = 600;

/** Saves a blob as a download. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Prints a batch of practice in the background: progress while running, cancel, then download. */
export function usePracticePrint() {
  const [job, setJob] = useState<PrintJobStatus | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      current.current = null;
    },
    [],
  );
  const start = useCallback(async (batchId: string): Promise<string | null> => {
    let status = await rehearseApi.startPrint(batchId);
    current.current = status.jobId;
    setJob(status);
    while (status.status === 'running') {
      await new Promise((wait) => setTimeout(wait, POLL_MS));
      if (current.current !== status.jobId) return null;
      status = await rehearseApi.printStatus(status.jobId);
      if (current.current !== status.jobId) return null;
      setJob(status);
    }
    current.current = null;
    try {
      if (status.status !== 'done') return status.message ?? '生成失败，请重试';
      saveBlob(await rehearseApi.printFile(status.jobId), status.fileName);
      return null;
    } finally {
      setJob(null);
    }
  }, []);
  const cancel = useCallback(async () => {
    const id = current.current;
    current.current = null;
    setJob(null);
    if (id) await rehearseApi.cancelPrint(id);
  }, []);
  return { job, start, cancel };
}
