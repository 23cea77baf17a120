import { existsSync } from 'node:fs';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { DEMO_EXAM } from '../../src/server/modules/demo-exam/demo-exam.plan';
import type { AnalysisPaperList } from '../../src/shared/api/analysis-pages';
import { startProduct, type Product } from './product';
import { apiClient } from './scan-sheets';

/**
 * A product whose demo exam (初二数学, three classes, scanned and marked) is 已完成, without the
 * demo homework: nothing is scanned or marked in the background while a test counts or watches.
 */
export interface DemoExamProduct {
  product: Product;
  /** The demo exam's paper id. */
  paperId: string;
}

const DEMO_EXAM_ONLY = { SEED_DEMO_EXAM: 'true', SEED_DEMO_HOMEWORK: 'false' };

/** The demo exam's id once every student of it has a final score (the seed runs in the background). */
async function demoExamMarked(baseUrl: string): Promise<string> {
  const api = await apiClient(baseUrl, 'teacher', 'teacher123');
  for (;;) {
    const list = await api.get<AnalysisPaperList>('/teacher/analysis/papers');
    const exam = list.papers.find((p) => p.title === DEMO_EXAM.title);
    if (exam) {
      const scores = await api.get<{ status: string }>(`/teacher/marking/papers/${exam.id}/scores`);
      if (scores.status === '已完成') return exam.id;
    }
    await new Promise((wait) => setTimeout(wait, 3000));
  }
}

/**
 * Starts a product with the demo exam marked. The first e2e file that asks seeds it (minutes of
 * recognition and marking through the product's own services) and keeps the stopped product's
 * data as this run's snapshot; every later file starts from a copy of the snapshot in seconds.
 */
export async function startDemoExamProduct(): Promise<DemoExamProduct> {
  const snapshot = join(inject('e2eRunDir'), 'demo-exam');
  const ready = join(snapshot, 'ready');
  if (!existsSync(ready)) {
    const seeding = await startProduct(DEMO_EXAM_ONLY, { dataDir: snapshot });
    const paperId = await demoExamMarked(seeding.baseUrl);
    while (existsSync(join(snapshot, 'demo-exam.pending')))
      await new Promise((wait) => setTimeout(wait, 500));
    await seeding.halt();
    await writeFile(ready, paperId);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'zy-e2e-'));
  await cp(snapshot, dataDir, { recursive: true });
  const product = await startProduct(DEMO_EXAM_ONLY, { dataDir });
  return { product, paperId: await demoExamMarked(product.baseUrl) };
}
