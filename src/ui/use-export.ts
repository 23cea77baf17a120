import { App } from 'antd';
import { saveAs } from 'file-saver';
import { useCallback, useState } from 'react';
import type { ExportBody, PrintJobStatus } from '../shared/api';
import { http } from './http';

const POLL_MS = 400;
const job = (id: string) => `/teacher/exports/${encodeURIComponent(id)}`;

/** The export calls: start a job, its progress, its file. */
export const exportApi = {
  start: async (body: ExportBody) =>
    (await http().postJson<PrintJobStatus>('/teacher/exports', body)).data,
  status: async (id: string) => (await http().get<PrintJobStatus>(job(id))).data,
  file: (id: string) => http().getBlob(`${job(id)}/file`),
};

const percentOf = (s: PrintJobStatus) => (s.total > 0 ? Math.floor((s.done / s.total) * 100) : 0);

/**
 * 导出 Excel as a background job: starts it, shows its progress in a message, downloads the file
 * when done (under `fileName`, or the server's), or shows why it failed in Chinese.
 */
export function useExport() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (body: ExportBody, fileName?: string): Promise<void> => {
      const key = `export-${Math.random().toString(36).slice(2)}`;
      const show = (s: PrintJobStatus) =>
        message.open({
          key,
          type: 'loading',
          content: `正在导出 Excel（${percentOf(s)}%），完成后自动下载`,
          duration: 0,
        });
      setBusy(true);
      try {
        let status = await exportApi.start(body);
        while (status.status === 'running') {
          show(status);
          await new Promise((wait) => setTimeout(wait, POLL_MS));
          status = await exportApi.status(status.jobId);
        }
        if (status.status !== 'done') {
          message.open({
            key,
            type: 'error',
            content: status.message ?? '导出失败，请重试',
            duration: 5,
          });
          return;
        }
        saveAs(await exportApi.file(status.jobId), fileName ?? status.fileName);
        message.open({ key, type: 'success', content: '导出完成', duration: 2 });
      } catch {
        // The request layer has already shown why (下载失败, 无权限 …).
        message.destroy(key);
      } finally {
        setBusy(false);
      }
    },
    [message],
  );
  return { busy, run };
}
