/**
 * Scans of students' practice cards (错题重练) cut from the downloaded class set: each student's
 * card pages follow their paper's pages; every question is filled with its key.
 */
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { layoutCard, paperQuestions, type PaperDoc } from '../../src/layout';
import type { RehearseBatch } from '../../src/shared/api/rehearse';
import { cardCopyPages } from '../../src/print';
import { writeScans, type Api, type PrintedForScan } from './scan-sheets';

/** Scan files (paths under `root`) of some students' cards, every question answered right. */
export async function practiceCardScans(
  api: Api,
  root: string,
  printed: PrintedForScan,
  classSet: Uint8Array,
  sets: readonly RehearseBatch['sets'][number][],
): Promise<string[]> {
  const book = await PDFDocument.load(classSet);
  const scans: string[] = [];
  let at = 0;
  for (const s of sets) {
    const { doc } = await api.get<{ doc: PaperDoc }>(`/teacher/paper/${s.paperId}`);
    const layout = layoutCard(doc);
    const alone = await api.bytes('/teacher/print/paper', { paperId: s.paperId });
    at += (await PDFDocument.load(alone)).getPageCount();
    const cards = await PDFDocument.create();
    for (const p of await cards.copyPages(
      book,
      layout.pages.map((_, i) => at + i),
    ))
      cards.addPage(p);
    at += cardCopyPages(layout.pages.length, true);
    const answers = Object.fromEntries(paperQuestions(doc).map((q) => [q.id, q.key]));
    const made = await writeScans(
      root,
      { ...printed, layout, set: await cards.save() },
      layout.pages.map((_, i) => ({
        name: `practice-${s.studentId}-${i + 1}.jpg`,
        pdf: 'set' as const,
        order: { pdfPage: i + 1, plan: { clean: true, answers } },
      })),
    );
    scans.push(...made.map((f) => join(root, f)));
  }
  return scans;
}
