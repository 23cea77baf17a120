import { afterEach, describe, expect, it } from 'vitest';
import { decodeCodes, rasterise } from '../../../../tests/support/pdf-tools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { buildSavedPaper } from './print.fixture';

/** The poster's QR link when the request comes through a proxy for https://zuoye.example.cn. */
async function posterLink(t: TestApp): Promise<string | undefined> {
  const token = await t.login('teacher');
  const paper = await buildSavedPaper(t, token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teacher/print/paper-qr',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      host: 'api-1:8080',
      'x-forwarded-host': 'zuoye.example.cn',
      'x-forwarded-proto': 'https',
    },
    payload: JSON.stringify({ paperId: paper.id }),
  });
  expect(res.statusCode).toBe(200);
  const [png] = await rasterise(res.rawPayload, { dpi: 100, gray: true });
  const [code] = await decodeCodes(png!);
  return code?.data.replace(/\?paperId=.*$/, '');
}

describe.each(TEST_DIALECTS)('absolute links behind a reverse proxy on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('uses the forwarded public host and scheme when TRUST_PROXY trusts the proxy', async () => {
    t = await buildTestApp(dialect, { TRUST_PROXY: '127.0.0.1' });
    expect(await posterLink(t)).toBe('https://zuoye.example.cn/printing');
  });

  it('ignores forwarded headers from a proxy it was not told to trust', async () => {
    t = await buildTestApp(dialect, { TRUST_PROXY: '10.0.0.0/8' });
    expect(await posterLink(t)).toBe('http://api-1:8080/printing');
  });
});
