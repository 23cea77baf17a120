import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ScanBatch,
  ScanPageDetail,
  ScanPageView,
  ScanProblemView,
} from '../../../../shared/api';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { call } from '../../../testing/test-requests';
import { classId } from '../../print/print.fixture';
import {
  createScanBatch,
  seedPrintedPaper,
  uploadScans,
  waitForBatch,
  type PrintedPaper,
} from './scan.fixture';
import { CLASS } from './scan-sheets';

/**
 * One API test's server: a fresh app on a fresh database and data directory holding the printed
 * paper, the teacher's token, and the calls the scan tests make; `env` adds configuration.
 */
export async function openScanSession(
  dialect: 'sqlite' | 'postgres',
  printed: PrintedPaper,
  env: Record<string, string> = {},
) {
  const t: TestApp = await buildTestApp(dialect, {
    DATA_DIR: await mkdtemp(join(tmpdir(), 'scan-data-')),
    ...env,
  });
  const token = await t.login();
  await seedPrintedPaper(t, printed);
  const klass = await classId(t, CLASS);
  const s = {
    t,
    token,
    classId: klass,
    /** A new batch of the printed paper for the class. */
    batch: (): Promise<ScanBatch> => createScanBatch(s.t, token, printed.doc.id, [klass]),
    /** Uploads files (name, bytes) and answers each file's outcome. */
    upload: async (batchId: string, files: [string, Uint8Array][]) => {
      const res = await uploadScans(
        s.t,
        token,
        batchId,
        files.map(([name, bytes]) => ({ name, bytes })),
      );
      if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode}: ${res.body}`);
      return (res.json() as { data: { files: { name: string; status: string }[] } }).data.files;
    },
    /** Waits until no page of the batch waits. */
    settle: (batchId: string) => waitForBatch(s.t, token, batchId),
    pages: async (batchId: string) =>
      (
        await call<{ list: ScanPageView[] }>(
          s.t,
          token,
          'GET',
          `/api/teacher/scan/batches/${batchId}/pages`,
        )
      ).body.data.list,
    problems: async (batchId: string, query = '') =>
      (
        await call<ScanProblemView[]>(
          s.t,
          token,
          'GET',
          `/api/teacher/scan/batches/${batchId}/problems${query}`,
        )
      ).body.data,
    detail: async (pageId: string) =>
      (await call<ScanPageDetail>(s.t, token, 'GET', `/api/teacher/scan/pages/${pageId}`)).body
        .data,
    resolve: (problemId: string, body: unknown, as = token) =>
      call<{ problem: ScanProblemView; page: ScanPageDetail }>(
        s.t,
        as,
        'POST',
        `/api/teacher/scan/problems/${problemId}/resolve`,
        body,
      ),
    studentId: async (examNo: string) =>
      (
        await s.t.ctx.db
          .selectFrom('students')
          .select('id')
          .where('examNo', '=', examNo)
          .executeTakeFirstOrThrow()
      ).id,
    /** Which page each page of the database repeats (重复扫描), by page id. */
    repeats: async () =>
      Object.fromEntries(
        (await s.t.ctx.db.selectFrom('scanPages').select(['id', 'duplicateOf']).execute()).map(
          (r) => [r.id, r.duplicateOf],
        ),
      ),
    close: () => s.t.close(),
  };
  return s;
}

/** A scan test session. */
export type ScanSession = Awaited<ReturnType<typeof openScanSession>>;
