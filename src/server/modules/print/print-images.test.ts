import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaperDetail } from '../../../shared/api';
import type { TestApp } from '../../testing/test-app';
import { call } from '../../testing/test-requests';
import { uploadImagePath } from '../bank/upload-images';
import { buildPng, buildWriteApp, upload } from '../bank/question-write.fixture';
import { buildSavedPaper } from './print.fixture';

/** Image XObjects embedded in a PDF. */
const imagesIn = async (pdf: Buffer): Promise<number> =>
  (await PDFDocument.load(pdf)).context
    .enumerateIndirectObjects()
    .filter(
      ([, o]) =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;

/** 30 million pixels in a small PNG. */
const bomb = () =>
  sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('images of a printed paper', () => {
  let t: TestApp;
  let token: string;
  let paper: PaperDetail;
  beforeEach(async () => {
    t = await buildWriteApp('sqlite');
    token = await t.login('teacher');
    paper = await buildSavedPaper(t, token);
  });
  afterEach(async () => t.close());

  /** Saves the paper with an image of `src` at the end of the first question's stem. */
  const withImage = async (src: string) => {
    const draft = (await call<PaperDetail>(t, token, 'GET', `/api/teacher/paper/${paper.id}`)).body
      .data;
    const [section, ...rest] = draft.doc.sections;
    const [q, ...others] = section!.questions;
    const stem = [...q!.stem, { t: 'img' as const, src, w: 30, h: 20 }];
    const doc = {
      ...draft.doc,
      sections: [{ ...section!, questions: [{ ...q!, stem }, ...others] }, ...rest],
    };
    return call(t, token, 'PUT', `/api/teacher/paper/${paper.id}/doc`, {
      doc,
      revision: draft.revision,
    });
  };
  const print = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/teacher/print/paper',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ paperId: paper.id }),
    });

  it('refuses a data: URL image in a paper (only stored uploads are image sources)', async () => {
    const png = (await buildPng(20, 20)).toString('base64');
    const saved = await withImage(`data:image/png;base64,${png}`);
    expect([saved.status, saved.body.message]).toEqual([400, '图片须通过上传插入']);
  });

  it('refuses an upload over 25 million pixels before decoding it, in Chinese', async () => {
    const res = await upload(
      t,
      token,
      '/api/teacher/bank/images',
      'b.png',
      'image/png',
      await bomb(),
    );
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      '图片像素过多（超过 2500 万像素），请缩小后重新上传',
    ]);
  });

  it('prints stored uploads and leaves out a stored image bomb without decoding it', async () => {
    const before = await imagesIn((await print()).rawPayload);
    const png = await buildPng(120, 80);
    const up = await upload(t, token, '/api/teacher/bank/images', 'a.png', 'image/png', png);
    expect((await withImage(up.json().data.src)).status).toBe(200);
    const printed = await print();
    expect(printed.statusCode).toBe(200);
    expect(await imagesIn(printed.rawPayload)).toBe(before + 1);

    // A file stored before the pixel limit: 30 MP in a small PNG, never handed to the PNG decoder.
    const name = 'b0b0b0b0b0b0b0b0b0b0b0b0.png';
    const path = uploadImagePath(t.ctx, name)!;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, await bomb());
    expect((await withImage(`upload:${name}`)).status).toBe(200);
    const started = performance.now();
    const again = await print();
    expect(again.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await imagesIn(again.rawPayload)).toBe(before + 1);
  });
});
