import { useCallback, useEffect, useReducer, useRef } from 'react';
import { scanApi } from '../api/scan.api';
import { nextChunk, uploadQueueReducer, type UploadItem } from '../model/upload-queue';

/** A file to queue: its bytes and the name it is uploaded under. */
export interface QueuedFile {
  file: Blob;
  name: string;
}

/** The server's message of a failed request (the app has already shown it). */
export const messageOf = (error: unknown, fallback = '上传失败'): string => {
  const body = (error as { response?: { data?: { message?: unknown } } }).response?.data;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return error instanceof Error && error.message ? error.message : fallback;
};

let serial = 0;

/**
 * The upload queue: files wait, then go up in requests of ~10 (one request at a time), each
 * ending 已保存, 重复文件 or 失败 with the server's message; a failed file can be retried.
 */
export function useUploadQueue(onAnswered?: () => void) {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const sending = useRef(false);
  const answered = useRef(onAnswered);
  useEffect(() => {
    answered.current = onAnswered;
  }, [onAnswered]);

  useEffect(() => {
    if (sending.current) return;
    const chunk = nextChunk(items);
    if (chunk.length === 0) return;
    sending.current = true;
    const keys = chunk.map((i) => i.key);
    dispatch({ type: 'started', keys });
    const done = (action: Parameters<typeof dispatch>[0]) => {
      sending.current = false;
      dispatch(action);
      answered.current?.();
    };
    scanApi.upload(chunk[0]!.batchId, chunk).then(
      (files) => done({ type: 'answered', keys, files }),
      (error: unknown) => done({ type: 'failed', keys, message: messageOf(error) }),
    );
  }, [items]);

  const enqueue = useCallback((batchId: string, files: readonly QueuedFile[]) => {
    const added: UploadItem[] = files.map((f) => ({
      key: `u${++serial}`,
      batchId,
      name: f.name,
      size: f.file.size,
      file: f.file,
      state: 'waiting',
      message: null,
    }));
    dispatch({ type: 'added', items: added });
  }, []);
  const retry = useCallback((key: string) => dispatch({ type: 'retried', key }), []);
  const uploading = items.some((i) => i.state === 'waiting' || i.state === 'uploading');
  return { items, enqueue, retry, uploading };
}
