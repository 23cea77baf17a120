/** Renders a PDF blob onto canvases with pdf.js (loaded on demand, worker served from our origin). */
export interface RenderedPdf {
  pages: number;
}

/** Width in CSS pixels each page is drawn at (device pixel ratio applied for sharpness). */
const PAGE_WIDTH = 760;

/** Draws every page of a PDF into a container, one canvas each; stops when `cancelled()` says so. */
export async function renderPdfPages(
  blob: Blob,
  container: HTMLElement,
  cancelled: () => boolean,
): Promise<RenderedPdf> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
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
    }
    return { pages: doc.numPages };
  } finally {
    void doc.destroy();
  }
}
