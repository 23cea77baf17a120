import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../../tests/support/render-feature';
import { httpError, stubHttp } from '../../../../tests/support/http-stub';
import { buildPageDetail, buildPageView, buildProblem } from '../scanning.fixture';
import { PageThumb } from './page-thumb';
import { ProblemPanel } from './problem-panel';

const REASON = '第 1 页图片已损坏，无法解码';
/** A corrupt file as the server describes it: nothing read, the decoder's reason. */
const broken = buildPageDetail({
  status: 'failed',
  error: REASON,
  recognition: { status: '图片已损坏', reason: REASON },
  image: null,
  fiducials: [],
  codes: [],
  bubbles: [],
  regions: [],
});

/** The server's answers; the image of a corrupt page answers 400, as the real route does. */
const server = () =>
  stubHttp({
    'GET /teacher/scan/pages/:id': () => broken,
    'GET /teacher/scan/pages/:id/image': () => {
      throw httpError(400, '该页图片无法解码');
    },
  });

describe('a corrupt scan file (定位异常)', () => {
  it('says 图片已损坏 with the reason, asks for no image and stops loading', async () => {
    const { calls } = server();
    renderFeature(
      <ProblemPanel
        problem={buildProblem({ kind: '定位异常', message: REASON, detail: {} })}
        paperId="p1"
        classIds={[]}
        onResolved={() => undefined}
      />,
    );
    expect(await screen.findByText('图片已损坏')).toBeTruthy();
    expect(screen.getByText(new RegExp(`${REASON}。请检查原文件`))).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-spin')).toBeNull());
    expect(calls.map((c) => c.url)).toEqual(['/teacher/scan/pages/pg1']);
  });

  it('its thumbnail says 图片已损坏 without asking for the image; a readable page asks', async () => {
    const { calls } = server();
    renderFeature(
      <>
        <PageThumb page={buildPageView({ id: 'bad', status: 'failed', error: REASON })} />
        <PageThumb page={buildPageView({ id: 'fine', status: 'done' })} />
      </>,
    );
    expect(await screen.findByText('图片已损坏')).toBeTruthy();
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]!.url).toBe('/teacher/scan/pages/fine/image');
  });
});
