import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/test-app';
import { buildWriteApp, upload } from '../question-write.fixture';
import { buildDocx } from './docx-build.fixture';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('Word import of hostile files', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildWriteApp('sqlite');
    token = await t.login('teacher');
  });
  afterAll(async () => t.close());

  /** Imports a file; answers the response, the time it took and the longest event-loop stall. */
  const send = async (docx: Buffer) => {
    let last = performance.now();
    let stall = 0;
    const ticker = setInterval(() => {
      stall = Math.max(stall, performance.now() - last);
      last = performance.now();
    }, 20);
    const started = performance.now();
    const res = await upload(t, token, '/api/teacher/bank/import/docx', 'a.docx', DOCX, docx);
    clearInterval(ticker);
    return { res, ms: performance.now() - started, stall };
  };

  it('reads 4,000 paragraphs repeating "1." in linear time, off the event loop', async () => {
    const { res, ms, stall } = await send(
      await buildDocx(Array.from({ length: 4000 }, () => '1.')),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.questions).toHaveLength(1);
    expect(ms).toBeLessThan(20_000);
    expect(stall).toBeLessThan(1000);
  });

  it('scans 20,000 equations without an end tag in linear time', async () => {
    const paragraphs = Array.from({ length: 10_000 }, () => [{ xml: '<m:oMath/><m:oMath/>' }]);
    const { res, ms } = await send(await buildDocx(['1. 题', ...paragraphs]));
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(20_000);
  });

  it('refuses an equation nested 50,000 deep, too many paragraphs and a zip bomb in Chinese', async () => {
    const deep = `<m:oMath>${'<m:e>'.repeat(50_000)}${'</m:e>'.repeat(50_000)}</m:oMath>`;
    const nested = await send(await buildDocx(['1. 题', [{ xml: deep }]]));
    expect([nested.res.statusCode, nested.res.json().message]).toEqual([
      400,
      'Word 文件中的公式或表格嵌套超过 200 层，请简化后导入',
    ]);
    const many = await send(await buildDocx(Array.from({ length: 20_001 }, () => 'x')));
    expect([many.res.statusCode, many.res.json().message]).toEqual([
      400,
      'Word 文件超过 20000 段，请拆分后导入',
    ]);
    const filler = new Uint8Array(61 * 1024 * 1024);
    const bomb = await buildDocx(['1. 题'], { parts: { 'word/media/filler.bin': filler } });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const inflated = await send(bomb);
    expect([inflated.res.statusCode, inflated.res.json().message]).toEqual([
      400,
      'Word 文件解压后超过 60 MB，请删去过大的图片或拆分后导入',
    ]);
  });
});
