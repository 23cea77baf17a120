import { describe, expect, it, vi } from 'vitest';
import { renderPdfPages } from './pdf-render';

/** A stand-in PDF document for pdf.js: `pages` pages of A4, each drawn at once. */
const buildPdfDoc = (pages: number) => ({
  numPages: pages,
  getPage: async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    render: () => ({ promise: Promise.resolve() }),
  }),
  destroy: async () => undefined,
});
type PdfDoc = ReturnType<typeof buildPdfDoc>;

// Each getDocument call waits until the test opens it, so renders can finish in any order.
const opening = vi.hoisted(() => [] as ((doc: PdfDoc) => void)[]);
vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  getDocument: () => ({ promise: new Promise((open) => opening.push(open)) }),
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('renderPdfPages', () => {
  it('draws one labelled canvas per page', async () => {
    opening.length = 0;
    const container = document.createElement('div');
    const drawing = renderPdfPages(new Blob(['%PDF-']), container, () => false);
    await until(() => opening.length === 1);
    opening[0]!(buildPdfDoc(3));
    expect(await drawing).toEqual({ pages: 3 });
    const labels = [...container.querySelectorAll('canvas.print-preview-page')].map((c) =>
      c.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['第 1 页', '第 2 页', '第 3 页']);
  });

  it('leaves the newer preview alone when a cancelled one opens its PDF late', async () => {
    opening.length = 0;
    const container = document.createElement('div');
    let oldCancelled = false;
    const old = renderPdfPages(new Blob(['%PDF-old']), container, () => oldCancelled);
    await until(() => opening.length === 1);
    // The choice changes: the old preview is cancelled and the new one (4 pages) is drawn first.
    oldCancelled = true;
    const current = renderPdfPages(new Blob(['%PDF-new']), container, () => false);
    await until(() => opening.length === 2);
    opening[1]!(buildPdfDoc(4));
    expect(await current).toEqual({ pages: 4 });
    opening[0]!(buildPdfDoc(2));
    await old;
    expect(container.querySelectorAll('canvas.print-preview-page')).toHaveLength(4);
  });

  it('tells the page count once the first page is drawn, before the others', async () => {
    opening.length = 0;
    const container = document.createElement('div');
    // Page 1 draws at once; page 2 waits until the test lets it finish.
    let finishSecond = () => {};
    const doc = {
      ...buildPdfDoc(2),
      getPage: async (n: number) => ({
        getViewport: ({ scale }: { scale: number }) => ({
          width: 595 * scale,
          height: 842 * scale,
        }),
        render: () => ({
          promise: n === 1 ? Promise.resolve() : new Promise<void>((done) => (finishSecond = done)),
        }),
      }),
    };
    const told: number[] = [];
    const drawing = renderPdfPages(
      new Blob(['%PDF-']),
      container,
      () => false,
      (pages) => told.push(pages),
    );
    await until(() => opening.length === 1);
    opening[0]!(doc as unknown as PdfDoc);
    await until(() => told.length === 1);
    expect(told).toEqual([2]);
    expect(container.querySelectorAll('canvas.print-preview-page')).toHaveLength(2);
    finishSecond();
    expect(await drawing).toEqual({ pages: 2 });
    expect(told).toEqual([2]);
  });
});
