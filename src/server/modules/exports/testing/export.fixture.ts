import ExcelJS from 'exceljs';
import type { ExportBody, PrintJobStatus } from '../../../../shared/api';
import type { TestApp } from '../../../testing/test-app';
import { call } from '../../../testing/test-requests';

const base = '/api/teacher/exports';

/** Starts an export through the API; answers its first status. */
export async function startExport(t: TestApp, token: string, body: ExportBody) {
  const res = await call<PrintJobStatus>(t, token, 'POST', base, body);
  if (res.status !== 200) throw new Error(`export not started: ${res.status} ${res.body.message}`);
  return res.body.data;
}

/** Polls an export's status as the browser does until it is no longer running (at most 90 s). */
export async function settledExport(
  t: TestApp,
  token: string,
  jobId: string,
): Promise<PrintJobStatus> {
  const end = Date.now() + 90_000;
  for (;;) {
    const s = (await call<PrintJobStatus>(t, token, 'GET', `${base}/${jobId}`)).body.data;
    if (s.status !== 'running') return s;
    if (Date.now() > end) throw new Error(`export still running: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The cell texts of a workbook's first sheet, row by row. */
export async function sheetTexts(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return rows;
}

/**
 * Runs an export as the browser does (start, poll, download): answers the final status and, when
 * done, the download's response (status, headers, bytes).
 */
export async function exportThroughJob(t: TestApp, token: string, body: ExportBody) {
  const started = await startExport(t, token, body);
  const status = await settledExport(t, token, started.jobId);
  const file = await t.get(`${base}/${started.jobId}/file`, token);
  return { started, status, file, bytes: new Uint8Array(file.rawPayload) };
}
