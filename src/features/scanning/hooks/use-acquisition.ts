import { useCallback, useState } from 'react';
import { App } from 'antd';
import {
  importFiles,
  type AcquiredFile,
  type NamedFile,
  type SkippedFile,
} from '../../../scan/acquire';
import type { ScanSettings } from '../../../shared/api';
import { CHUNK_SIZE } from '../model/upload-queue';
import type { ScannerItem } from '../../../scan/acquire';
import type { useScanner } from './use-scanner';
import type { useUploadQueue } from './use-upload-queue';

/**
 * Starting work on /scan: the batch is made (once) when the teacher starts, then imported files
 * (image rules applied), phone shots or scanned pages go into the upload queue; skipped files are listed.
 */
export function useAcquisition(deps: {
  settings: ScanSettings;
  scanners: readonly ScannerItem[];
  feedPage: boolean;
  ensureBatch(settings: ScanSettings): Promise<string>;
  queue: ReturnType<typeof useUploadQueue>;
  scanner: ReturnType<typeof useScanner>;
}) {
  const { message } = App.useApp();
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const { settings, scanners, feedPage, ensureBatch, queue, scanner } = deps;

  const start = useCallback(async (): Promise<string | null> => {
    try {
      return await ensureBatch(settings);
    } catch (error) {
      // A failed request has been shown by the app; a local refusal is shown here.
      if (!(error as { response?: unknown }).response)
        void message.warning((error as Error).message);
      return null;
    }
  }, [ensureBatch, settings, message]);

  const importDropped = useCallback(
    async (files: NamedFile[], photo = false) => {
      const batchId = await start();
      if (!batchId) return;
      const buffer: AcquiredFile[] = [];
      const flush = () => buffer.length && queue.enqueue(batchId, buffer.splice(0));
      // A photo is not a scan of the sheet: it keeps its own size (no resize to the paper's pixels).
      const rules = photo ? { ...settings, adaptive: true } : settings;
      for await (const item of importFiles(files, rules)) {
        if (item.kind === 'skipped') setSkipped((s) => [...s, item.skipped]);
        else if (buffer.push(item.item) >= CHUNK_SIZE) flush();
      }
      flush();
    },
    [start, queue, settings],
  );

  const scan = useCallback(async () => {
    const batchId = await start();
    if (!batchId) return;
    const outcome = await scanner.scan(
      settings,
      scanners,
      (f) => queue.enqueue(batchId, [f]),
      feedPage,
    );
    if (outcome && !outcome.ok) void message.error(outcome.message);
    else if (outcome)
      void message.success(
        `已扫描 ${outcome.pages} 页${outcome.failedPages ? `，${outcome.failedPages} 页转换失败` : ''}`,
      );
  }, [start, scanner, settings, scanners, queue, feedPage, message]);

  /** One phone shot (拍照上传) into the current batch, as an imported file. */
  const importPhoto = useCallback(
    (file: NamedFile) => importDropped([file], true),
    [importDropped],
  );

  return { importDropped, importPhoto, scan, skipped };
}
