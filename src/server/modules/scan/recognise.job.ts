import { restore, type CardLayout, type PageCode } from '../../../layout';
import { decodeScan, recognisePage, type PageResult } from '../../../scan';
import type { LayoutPayload } from './batch-context';

/** One page to recognise, as sent to a worker: the file's bytes, the page, the printed layouts. */
export interface RecogniseJob {
  bytes: Uint8Array;
  pageIndex: number;
  /** Every printed card layout of the batch's paper (a page's QR picks one). */
  layouts: LayoutPayload[];
  /** The page code a person chose (页码异常 settled), used when the QR cannot be read. */
  assume?: PageCode;
}

/** A worker's answer: the page result, or why the page could not be decoded. */
export type RecogniseOutput = { ok: true; result: PageResult } | { ok: false; reason: string };

const restored = new Map<string, { json: string; layout: CardLayout }>();

/** The layout a page code names among the payloads (restored once per worker and kept). */
const layoutFor = (layouts: readonly LayoutPayload[], code: PageCode): CardLayout | null => {
  const p = layouts.find((l) => l.paperId === code.paperId && l.version === code.paperVersion);
  if (!p) return null;
  const key = `${p.paperId}:${p.version}`;
  const hit = restored.get(key);
  if (hit && hit.json === p.json) return hit.layout;
  const layout = restore(JSON.parse(p.json) as unknown);
  restored.set(key, { json: p.json, layout });
  return layout;
};

/** Recognises one page of a stored file (runs in a pool worker; never throws for a bad page). */
export async function recogniseJob(job: RecogniseJob): Promise<RecogniseOutput> {
  const decoded = await decodeScan(job.bytes, { page: job.pageIndex });
  if (!decoded.ok) return { ok: false, reason: decoded.reason };
  const page = decoded.pages.find((p) => (p.ok ? p.page.index : p.index) === job.pageIndex);
  if (!page) return { ok: false, reason: `文件中没有第 ${job.pageIndex + 1} 页` };
  if (!page.ok) return { ok: false, reason: page.reason };
  try {
    const resolve = (c: PageCode) => layoutFor(job.layouts, c);
    const options = job.assume ? { assumeCode: job.assume } : {};
    return { ok: true, result: await recognisePage(page.page, resolve, options) };
  } catch (e) {
    return { ok: false, reason: `识别出错：${e instanceof Error ? e.message : String(e)}` };
  }
}
