import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upload } from '../../testing/multipart';
import { buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';

describe.each(TEST_DIALECTS)('问题反馈 on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zy-feedback-'));
    t = await buildTestApp(dialect, { DATA_DIR: dir });
  });
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('files a report with a screenshot; the school administrator sees and answers it', async () => {
    const teacher = await t.login('teacher');
    const director = await t.login('director');
    const orgId = await demoSchoolId(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const empty = await upload(t, teacher, '/api/feedback', [], { content: ' ' });
    expect(empty.json().message).toBe('请描述遇到的问题');
    const notImage = await upload(
      t,
      teacher,
      '/api/feedback',
      [{ name: 'a.txt', bytes: Buffer.from('x') }],
      { content: '打印预览空白' },
    );
    expect(notImage.json().message).toBe('截图“a.txt”不是图片（支持 PNG、JPG、GIF、WebP）');
    const res = await upload(
      t,
      teacher,
      '/api/feedback',
      [{ name: '截图.png', bytes: png, field: 'screenshots' }],
      { content: '打印预览空白', page: '/printing' },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;

    const mine = (
      await call<{ status: string; screenshots: { name: string }[] }[]>(
        t,
        teacher,
        'GET',
        '/api/feedback/mine',
      )
    ).body.data;
    expect(mine).toEqual([
      expect.objectContaining({
        id,
        status: 'open',
        page: '/printing',
        screenshots: [{ index: 0, name: '截图.png' }],
      }),
    ]);
    expect((await call(t, teacher, 'GET', `/api/feedback/school/${orgId}`)).status).toBe(403);
    const inbox = (
      await call<{ id: string; author: string }[]>(
        t,
        director,
        'GET',
        `/api/feedback/school/${orgId}`,
      )
    ).body.data;
    expect(inbox).toEqual([expect.objectContaining({ id, author: '李老师' })]);
    const shot = await t.get(`/api/feedback/${id}/screenshots/0`, director);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(png)).toBe(true);

    const other = await buildOtherSchool(t);
    expect((await t.get(`/api/feedback/${id}/screenshots/0`, other.token)).statusCode).toBe(403);
    expect(
      (await call(t, other.token, 'PUT', `/api/feedback/${id}/answer`, { answer: '好的' })).status,
    ).toBe(403);
    expect(
      (await call(t, teacher, 'PUT', `/api/feedback/${id}/answer`, { answer: '好的' })).status,
    ).toBe(403);
    expect(
      (
        await call(t, director, 'PUT', `/api/feedback/${id}/answer`, {
          answer: '请在打印设置中选择 A4',
        })
      ).status,
    ).toBe(200);
    const answered = (
      await call<{ answer: string; answeredBy: string; status: string }[]>(
        t,
        teacher,
        'GET',
        '/api/feedback/mine',
      )
    ).body.data[0]!;
    expect(answered).toMatchObject({
      status: 'answered',
      answer: '请在打印设置中选择 A4',
      answeredBy: '张主任',
    });
  });
});
