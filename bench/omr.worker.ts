/** OMR bench worker: recognises the pages it is sent (one worker per core, like the server's pool). */
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { buildPaper, layoutCard } from '../src/layout';
import { decodeScan, recognisePage } from '../src/scan';

sharp.concurrency(1);
const layout = layoutCard(buildPaper());

parentPort?.on('message', async (bytes: Uint8Array) => {
  const decoded = await decodeScan(bytes);
  const page = decoded.ok && decoded.pages[0]?.ok ? decoded.pages[0].page : null;
  const result = page ? await recognisePage(page, () => layout) : null;
  parentPort?.postMessage({ status: result?.status ?? '图片异常' });
});
