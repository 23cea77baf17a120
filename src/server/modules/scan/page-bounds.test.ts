import { describe, expect, it } from 'vitest';
import { manyPageTiff } from '../../../scan/testing/many-page-tiff';
import { pagesOf } from './page-split';

const tiny = { width: 2, height: 2, dpi: 100, data: new Uint8Array(4).fill(255) };

describe('pages of a scan file', () => {
  it('counts a 2,000-page TIFF and refuses one over 3,000 pages with the reason', async () => {
    expect(await pagesOf(manyPageTiff(Array.from({ length: 2000 }, () => tiny)))).toEqual({
      pages: 2000,
      reason: null,
    });
    expect(await pagesOf(manyPageTiff(Array.from({ length: 3001 }, () => tiny)))).toEqual({
      pages: 1,
      reason: '文件有 3001 页，超过每个文件 3000 页的上限，请在扫描软件中分成几个文件后上传',
    });
  });
});
