/** Renders PDF blobs with pdf.js (loaded on demand, worker served from our origin): onto canvases, or into one PNG. */
export interface RenderedPdf {
  pages: number;
}

/** Width in CSS pixels each page is drawn at (device pixel ratio applied for sharpness). */
const PAGE_WIDTH = 760;

/** pdf.js, loaded on demand with its worker served from our origin. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/**
 * Renders every page of a PDF at `width` pixels and stacks them into one PNG (a marked card to
 * send a parent or show on a phone: one picture, pages top to bottom).
 */
export async function pdfToPng(blob: Blob, width = 1240): Promise<Blob> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) }).promise;
  try {
    const pages: HTMLCanvasElement[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      await page.render({ canvas, viewport }).promise;
      pages.push(canvas);
    }
    const out = document.createElement('canvas');
    out.width = width;
    out.height = pages.reduce((h, c) => h + c.height, 0);
    const g = out.getContext('2d');
    if (!g) throw new Error('canvas 2d context unavailable');
    let y = 0;
    for (const c of pages) {
      g.drawImage(c, 0, y);
      y += c.height;
    }
    return await new Promise<Blob>((done, fail) =>
      out.toBlob((b) => (b ? done(b) : fail(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    void doc.destroy();
  }
}

/**
 * Draws every page of a PDF into a container, one canvas each; stops when `cancelled()` says so.
 * `onFirstPage` is told the page count as soon as the first page is drawn, so a preview can show
 * it while the rest are still being drawn.
 */
export async function renderPdfPages(
  blob: Blob,
  container: HTMLElement,
  cancelled: () => boolean,
  onFirstPage?: (pages: number) => void,
): Promise<RenderedPdf> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()) }).promise;
  try {
    // A newer preview may be drawing into the same container by now: a cancelled render must
    // not touch it (clearing it here wiped the newer preview's first pages).
    if (cancelled()) return { pages: doc.numPages };
    container.replaceChildren();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      if (cancelled()) break;
      const base = page.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (PAGE_WIDTH / base.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${PAGE_WIDTH}px`;
      canvas.className = 'print-preview-page';
      canvas.setAttribute('aria-label', `第 ${n} 页`);
      container.append(canvas);
      await page.render({ canvas, viewport }).promise;
      if (n === 1 && !cancelled()) onFirstPage?.(doc.numPages);
    }
    return { pages: doc.numPages };
  } finally {
    void doc.destroy();
  }
}
