import { useEffect, useRef, useState } from 'react';
import { Empty, Spin, Typography } from 'antd';
import type { PrintExtent } from '../../../shared/api';
import { renderPdfPages } from '../../../ui';

/** What the preview shows: the PDF (or why there is none) while it loads. */
export interface PdfPreviewProps {
  blob: Blob | null;
  /** What the full download holds when the preview shows only its first copies. */
  extent?: PrintExtent | null;
  loading: boolean;
  failed: boolean;
  /** Shown when there is nothing to preview (e.g. no class chosen yet). */
  emptyText: string | null;
}

/** The PDF drawn in the page, page by page, with its page count. */
export function PdfPreview({ blob, extent, loading, failed, emptyText }: PdfPreviewProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<
    { blob: Blob; pages: number } | { blob: Blob; error: true } | null
  >(null);
  useEffect(() => {
    const container = pagesRef.current;
    if (!blob || !container) return;
    let cancelled = false;
    // The spinner goes and the count shows once the first page is drawn; the rest follow below it.
    const shown = (pages: number) => !cancelled && setDrawn({ blob, pages });
    renderPdfPages(blob, container, () => cancelled, shown).then(
      (r) => shown(r.pages),
      () => !cancelled && setDrawn({ blob, error: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [blob]);

  const current = drawn && drawn.blob === blob ? drawn : null;
  const status = emptyText
    ? emptyText
    : failed || (current && 'error' in current)
      ? '预览生成失败，请调整选项后重试'
      : null;
  return (
    <section className="print-preview" aria-label="打印预览">
      <header className="print-preview-head">
        <Typography.Text strong>预览</Typography.Text>
        {current && 'pages' in current && !emptyText ? (
          <Typography.Text type="secondary" data-testid="preview-pages">
            {extent && extent.pages > current.pages
              ? `下载共 ${extent.copies} 人、${extent.pages} 页；预览前 ${current.pages} 页`
              : `共 ${current.pages} 页`}
          </Typography.Text>
        ) : null}
      </header>
      <Spin spinning={!emptyText && (loading || (!!blob && !current))}>
        {status ? <Empty description={status} /> : null}
        <div ref={pagesRef} className="print-preview-pages" hidden={!!status} />
      </Spin>
    </section>
  );
}
