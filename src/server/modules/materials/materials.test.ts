import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { weekOf } from '../../../shared/api';
import { buildDocx } from '../bank/docx-import/docx-build.fixture';
import { buildSavedPaper, classIdsByName } from '../paper/paper.fixture';
import { upload } from '../../testing/multipart';
import { buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';

type M = {
  id: string;
  title: string;
  preview: string;
  chapterName: string | null;
  paperId: string | null;
  canDelete: boolean;
};

describe.each(TEST_DIALECTS)('校本资料 on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let orgId: string;
  let teacher: string;
  let director: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zy-materials-'));
    t = await buildTestApp(dialect, { DATA_DIR: dir });
    orgId = await demoSchoolId(t);
    teacher = await t.login('teacher');
    director = await t.login('director');
  });
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const chapter = async () => {
    const book = await t.ctx.db
      .selectFrom('textbooks')
      .select(['id', 'grade'])
      .where('subjectId', '=', 'junior-math')
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const ch = await t.ctx.db
      .selectFrom('chapters')
      .select(['id', 'name'])
      .where('textbookId', '=', book.id)
      .where('pid', 'is', null)
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    return { textbookId: book.id, grade: book.grade, chapterId: ch.id, chapterName: ch.name };
  };
  const send = (
    name: string,
    bytes: Uint8Array,
    fields: Record<string, string> = {},
    token = teacher,
  ) =>
    upload(t, token, `/api/materials/${orgId}`, [{ name, bytes }], {
      subjectId: 'junior-math',
      ...fields,
    });
  const list = async (query = '', token = teacher) =>
    (await call<M[]>(t, token, 'GET', `/api/materials/${orgId}${query}`)).body.data;

  it('takes PDF, Word and pictures within 20 MB, checks the bytes, and previews them', async () => {
    const where = await chapter();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const docx = await buildDocx(['第一单元练习', '1. 计算 2+3']);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    expect(
      (
        await send('单元卷.pdf', pdf, {
          title: '第一单元测试卷',
          textbookId: where.textbookId,
          chapterId: where.chapterId,
        })
      ).statusCode,
    ).toBe(200);
    expect((await send('练习.docx', docx, { textbookId: where.textbookId })).statusCode).toBe(200);
    expect((await send('板书.png', png)).statusCode).toBe(200);

    const refuse = async (name: string, bytes: Uint8Array, message: string) =>
      expect((await send(name, bytes)).json().message).toBe(message);
    await refuse(
      '病毒.exe',
      Buffer.from('MZ\x90\x00'),
      '只支持 PDF、Word（.doc/.docx）和图片（PNG、JPG、GIF、WebP）',
    );
    await refuse('假的.pdf', png, '“假的.pdf”的内容与扩展名不符');
    await refuse(
      '表格.xlsx',
      await buildDocxLikeZip(),
      '只支持 PDF、Word（.doc/.docx）和图片（PNG、JPG、GIF、WebP）',
    );
    const big = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
    const tooBig = await send('大文件.pdf', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('上传的文件过大（最大 20 MB）');
    expect((await send('x.pdf', pdf, { subjectId: '' })).json().message).toBe('请选择学科');

    const all = await list();
    expect(all.map((m) => `${m.title}:${m.preview}`).sort()).toEqual([
      '板书:image',
      '第一单元测试卷:pdf',
      '练习:word',
    ]);
    expect((await list(`?chapterId=${where.chapterId}`)).map((m) => m.title)).toEqual([
      '第一单元测试卷',
    ]);
    expect((await list(`?gradeLevel=${where.grade}`)).map((m) => m.title).sort()).toEqual([
      '第一单元测试卷',
      '练习',
    ]);
    expect((await list('?keyword=板书')).map((m) => m.title)).toEqual(['板书']);
    const word = all.find((m) => m.preview === 'word')!;
    const html = await call<{ html: string }>(
      t,
      director,
      'GET',
      `/api/materials/${orgId}/${word.id}/html`,
    );
    expect(html.body.data.html).toContain('第一单元练习');
    const file = await t.get(
      `/api/materials/${orgId}/${all.find((m) => m.preview === 'pdf')!.id}/file`,
      director,
    );
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('单元卷.pdf'));

    const other = await buildOtherSchool(t);
    expect((await t.get(`/api/materials/${orgId}/${word.id}/file`, other.token)).statusCode).toBe(
      403,
    );
    expect((await send('x.pdf', pdf, {}, other.token)).statusCode).toBe(403);
    // Only the uploader or an administrator deletes.
    const mine = all[0]!;
    expect(
      (await call(t, other.token, 'DELETE', `/api/materials/${orgId}/${mine.id}`)).status,
    ).toBe(403);
    expect((await call(t, director, 'DELETE', `/api/materials/${orgId}/${mine.id}`)).status).toBe(
      200,
    );
    expect(await list()).toHaveLength(2);
  });

  it('shares a paper with the school, copies it into my papers, binds it to a chapter and schedules it', async () => {
    const paper = await buildSavedPaper(t, director, '一次函数周测');
    const where = await chapter();
    expect(
      (await call(t, teacher, 'POST', `/api/materials/${orgId}/papers`, { paperId: paper.id }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(t, director, 'POST', `/api/materials/${orgId}/papers`, {
          paperId: paper.id,
          ...where,
        })
      ).status,
    ).toBe(200);
    const shared = (await list()).find((m) => m.paperId === paper.id)!;
    expect(shared).toMatchObject({
      preview: 'paper',
      chapterName: where.chapterName,
      canDelete: false,
    });
    const copied = await call<{ id: string }>(
      t,
      teacher,
      'POST',
      `/api/materials/${orgId}/${shared.id}/copy`,
    );
    const mine = await call<{ title: string }>(
      t,
      teacher,
      'GET',
      `/api/teacher/paper/${copied.body.data.id}`,
    );
    expect(mine.body.data.title).toBe('一次函数周测（副本）');

    expect(
      (
        await call(t, teacher, 'PUT', `/api/materials/${orgId}/bindings`, {
          paperId: paper.id,
          textbookId: where.textbookId,
          chapterId: where.chapterId,
        })
      ).status,
    ).toBe(200);
    const bound = await call<{ title: string; chapterName: string }[]>(
      t,
      teacher,
      'GET',
      `/api/materials/${orgId}/bindings?textbookId=${where.textbookId}`,
    );
    expect(bound.body.data).toEqual([
      expect.objectContaining({ title: '一次函数周测', chapterName: where.chapterName }),
    ]);

    const [c1, c3] = await classIdsByName(t, '初二(1)班', '初二(3)班');
    const week = weekOf(t.clock.now);
    const plan = (classId: string) =>
      call<{ id: string }>(t, teacher, 'POST', `/api/materials/${orgId}/schedule`, {
        classId,
        week,
        paperId: paper.id,
        note: '周三课后',
      });
    expect((await plan(c3!)).body.message).toBe('只能为自己任教的班级安排作业');
    const entry = await plan(c1!);
    expect(entry.status).toBe(200);
    const thisWeek = await call<{ className: string; title: string; mine: boolean }[]>(
      t,
      teacher,
      'GET',
      `/api/materials/${orgId}/schedule?mine=1`,
    );
    expect(thisWeek.body.data).toEqual([
      expect.objectContaining({ className: '初二(1)班', title: '一次函数周测', mine: false }),
    ]);
    const used = await call<{ id: string }>(
      t,
      teacher,
      'POST',
      `/api/materials/${orgId}/schedule/${entry.body.data.id}/use`,
    );
    expect(used.body.data.id).not.toBe(paper.id);
    expect(
      (await call<{ title: string }>(t, teacher, 'GET', `/api/teacher/paper/${used.body.data.id}`))
        .body.data.title,
    ).toBe('一次函数周测（副本）');
    const nextWeek = await call<unknown[]>(
      t,
      teacher,
      'GET',
      `/api/materials/${orgId}/schedule?week=${weekOf(t.clock.now + 7 * 86400_000)}`,
    );
    expect(nextWeek.body.data).toEqual([]);
  });
});

/** A zip that is not a Word document (an .xlsx-like package). */
async function buildDocxLikeZip(): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file('xl/workbook.xml', '<workbook/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}
