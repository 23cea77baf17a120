import type { IngestedFile } from '../api/scan.api';

/** Where one file is in the upload queue. */
export type UploadState = 'waiting' | 'uploading' | 'saved' | 'duplicate' | 'failed';

/** The queue's Chinese state names. */
export const UPLOAD_STATE_LABEL: Record<UploadState, string> = {
  waiting: '等待上传',
  uploading: '上传中',
  saved: '已保存',
  duplicate: '重复文件',
  failed: '失败',
};

/** Files per upload request. */
export const CHUNK_SIZE = 10;

/** One file of the queue. */
export interface UploadItem {
  key: string;
  batchId: string;
  name: string;
  size: number;
  file: Blob;
  state: UploadState;
  /** The server's message for a failure, or what a duplicate repeats. */
  message: string | null;
}

/** What changes the queue. */
export type UploadAction =
  | { type: 'added'; items: UploadItem[] }
  | { type: 'started'; keys: string[] }
  | { type: 'answered'; keys: string[]; files: IngestedFile[] }
  | { type: 'failed'; keys: string[]; message: string }
  | { type: 'retried'; key: string };

const patch = (
  items: UploadItem[],
  keys: string[],
  change: (i: UploadItem, at: number) => UploadItem,
) => {
  const at = new Map(keys.map((k, n) => [k, n]));
  return items.map((i) => (at.has(i.key) ? change(i, at.get(i.key)!) : i));
};

/** The queue's reducer: answers are matched to the files of the request in order. */
export function uploadQueueReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [...items, ...action.items];
    case 'started':
      return patch(items, action.keys, (i) => ({ ...i, state: 'uploading', message: null }));
    case 'answered':
      return patch(items, action.keys, (i, n) => {
        const answer = action.files[n];
        if (!answer) return { ...i, state: 'failed', message: '服务器未确认收到该文件' };
        if (answer.status === 'stored') return { ...i, state: 'saved', message: null };
        const same = answer.duplicateOf?.name;
        return {
          ...i,
          state: 'duplicate',
          message: same ? `与已上传的 ${same} 相同` : '该文件已上传过',
        };
      });
    case 'failed':
      return patch(items, action.keys, (i) => ({ ...i, state: 'failed', message: action.message }));
    case 'retried':
      return patch(items, [action.key], (i) =>
        i.state === 'failed' ? { ...i, state: 'waiting', message: null } : i,
      );
  }
}

/** The next request: up to CHUNK_SIZE waiting files of the same batch, in queue order. */
export function nextChunk(items: readonly UploadItem[], size = CHUNK_SIZE): UploadItem[] {
  const first = items.find((i) => i.state === 'waiting');
  if (!first) return [];
  return items.filter((i) => i.state === 'waiting' && i.batchId === first.batchId).slice(0, size);
}

/** Counts per state (for the queue's header). */
export function queueCounts(items: readonly UploadItem[]): Record<UploadState, number> {
  const counts: Record<UploadState, number> = {
    waiting: 0,
    uploading: 0,
    saved: 0,
    duplicate: 0,
    failed: 0,
  };
  for (const i of items) counts[i.state] += 1;
  return counts;
}

/** A human size: 812 KB, 2.4 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
