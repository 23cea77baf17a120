import { useEffect, useState } from 'react';
import type { PrintExtent } from '../../../shared/api';
import { printApi } from '../api/print.api';

/** The preview PDF of the current choice: fetched a moment after the choice settles. */
export interface PdfPreviewState {
  blob: Blob | null;
  /** What the full download holds, when the preview shows only its first copies. */
  extent: PrintExtent | null;
  loading: boolean;
  failed: boolean;
}

const SETTLE_MS = 300;

/** Fetches the preview of `request` (null: nothing to preview), dropping answers that came late. */
export function usePdfPreview(
  request: { url: string; body: Record<string, unknown> } | null,
): PdfPreviewState {
  const key = request ? JSON.stringify(request) : '';
  const [state, setState] = useState<PdfPreviewState & { key: string }>({
    key: '',
    blob: null,
    extent: null,
    loading: false,
    failed: false,
  });
  useEffect(() => {
    if (!key) return;
    let live = true;
    const { url, body } = JSON.parse(key) as { url: string; body: Record<string, unknown> };
    const timer = setTimeout(() => {
      // Never the previous request's PDF under this request's key: it would show as this one.
      setState({ key, blob: null, extent: null, loading: true, failed: false });
      printApi.preview(url, body).then(
        ({ blob, extent }) =>
          live && setState({ key, blob, extent, loading: false, failed: false }),
        () => live && setState({ key, blob: null, extent: null, loading: false, failed: true }),
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);
  if (!key) return { blob: null, extent: null, loading: false, failed: false };
  const current = state.key === key;
  return {
    blob: current ? state.blob : null,
    extent: current ? state.extent : null,
    loading: !current || state.loading,
    failed: current && state.failed,
  };
}
