import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubHttp } from '../../../../tests/support/http-stub';
import { usePdfPreview } from './use-pdf-preview';

type Request = { url: string; body: Record<string, unknown> } | null;

describe('usePdfPreview', () => {
  it('shows no PDF of the previous choice while the new one loads', async () => {
    let openClassSet = (): void => undefined;
    stubHttp({
      'POST /teacher/print/card': () => 'blank card',
      'POST /teacher/print/card/students': () =>
        new Promise((done) => (openClassSet = () => done('class set'))),
    });
    const blank = { url: '/teacher/print/card', body: { paperId: 'p1', preview: true } };
    const { result, rerender } = renderHook((r: Request) => usePdfPreview(r), {
      initialProps: blank as Request,
    });
    await waitFor(() => expect(result.current.blob).not.toBeNull());
    expect(await result.current.blob!.text()).toBe('"blank card"');

    rerender({ url: '/teacher/print/card/students', body: { paperId: 'p1', classIds: ['c1'] } });
    // Past the settle delay the request is out: loading, and the blank card is not offered as it.
    await new Promise((wait) => setTimeout(wait, 400));
    expect(result.current).toEqual({ blob: null, extent: null, loading: true, failed: false });

    openClassSet();
    await waitFor(() => expect(result.current.blob).not.toBeNull());
    expect(await result.current.blob!.text()).toBe('"class set"');
    expect(result.current.loading).toBe(false);
  });

  it('has nothing to show without a request', () => {
    stubHttp({});
    const { result } = renderHook(() => usePdfPreview(null));
    expect(result.current).toEqual({ blob: null, extent: null, loading: false, failed: false });
  });
});
