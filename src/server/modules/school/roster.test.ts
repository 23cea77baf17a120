import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from '../../lib/xlsx';
import { upload } from '../../testing/multipart';
import { buildOtherSchool, demoSchoolId } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { exportThroughJob } from '../exports/testing/export.fixture';

type Row = {
  row: number;
  name: string;
  className: string;
  examNo: string;
  gender: string;
  problems: string[];
  action: string;
};

describe.each(TEST_DIALECTS)('students and the roster on %s', (dialect) => {
  let t: TestApp;
  let orgId: string;
  let director: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    orgId = await demoSchoolId(t);
    director = await t.login('director');
  });
  afterEach(async () => {
    await t.close();
  });

  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('students')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const classId = async (name: string) =>
    (
      await t.ctx.db
        .selectFrom('classes')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const file = (rows: string[][], header = ['姓名', '班级', '考号', '性别']) =>
    writeSheet('名单', header, rows);
  const preview = async (bytes: Uint8Array, token = director) =>
    upload(t, token, `/api/school/${orgId}/roster/preview`, [{ name: '名单.xlsx', bytes }]);

  it('previews every problem on its row and saves nothing', async () => {
    const before = await count();
    const bytes = await file([
      ['王一', '初一(1)班', '20269901', '男'],
      ['', '初一(1)班', '20269902', '女'],
      ['王三', '初一(9)班', '20269903', ''],
      ['王四', '初一(1)班', '20269901', '男'],
      ['王五', '初一(2)班', '2026990X', '男'],
      ['王六', '初一(2)班', '20269906', '未知'],
      ['张改', '初一(2)班', '20260101', '男'],
    ]);
    const res = await preview(bytes);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Row[];
    expect(res.json().data.problems).toBe(5);
    expect(rows.map((r) => [r.row, r.problems.join('，'), r.action])).toEqual([
      [2, '', '新增'],
      [3, '姓名为空', '新增'],
      [4, '班级“初一(9)班”不存在', '新增'],
      [5, '考号与第 2 行重复', '新增'],
      [6, '考号应为 4～12 位数字', '新增'],
      [7, '性别应为“男”或“女”', '新增'],
      [8, '', '更新'],
    ]);
    expect(await count()).toBe(before);
    const noHeader = await preview(await file([['a', 'b', 'c']], ['x', 'y', 'z']));
    expect(noHeader.json().message).toBe('第一行应为表头：姓名、班级、考号、性别（性别可省略）');
    const notExcel = await preview(Buffer.from('not a workbook'));
    expect(notExcel.json().message).toBe('无法读取文件，请上传 Excel（.xlsx）文件');
  });

  it('imports all or nothing', async () => {
    const before = await count();
    const good = {
      name: '新同学',
      className: '初一(1)班',
      examNo: '20269901',
      gender: '女',
      row: 2,
    };
    const bad = { ...good, name: '另一个', examNo: '20269902', className: '初一(9)班', row: 3 };
    const refused = await call(t, director, 'POST', `/api/school/${orgId}/roster/import`, {
      rows: [good, bad],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      '导入未完成，共 1 行有问题（如第 3 行：班级“初一(9)班”不存在），请改正后再导入',
    );
    expect(await count()).toBe(before);

    const moved = {
      name: '张改名',
      className: '初一(2)班',
      examNo: '20260101',
      gender: '男',
      row: 4,
    };
    const fixed = await call<{ added: number; updated: number }>(
      t,
      director,
      'POST',
      `/api/school/${orgId}/roster/import`,
      {
        rows: [good, { ...bad, className: '初一(3)班' }, moved],
      },
    );
    expect(fixed.body).toEqual({
      message: '导入完成：新增 2 人，更新 1 人',
      data: { added: 2, updated: 1, unchanged: 0 },
    });
    expect(await count()).toBe(before + 2);
    const student = await t.ctx.db
      .selectFrom('students')
      .selectAll()
      .where('examNo', '=', '20260101')
      .executeTakeFirstOrThrow();
    expect(student).toMatchObject({
      name: '张改名',
      classId: await classId('初一(2)班'),
      gender: '男',
    });
  });

  it('exports the roster as .xlsx that imports back unchanged', async () => {
    const id = await classId('初二(1)班');
    const { file: res } = await exportThroughJob(t, director, {
      kind: 'roster',
      orgId,
      classId: id,
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]!.cells).toEqual(['姓名', '班级', '考号', '性别']);
    expect(rows).toHaveLength(41);
    expect(rows[1]!.cells.slice(1, 3)).toEqual(['初二(1)班', '20250101']);
    const again = (await preview(res.rawPayload)).json().data;
    expect(again.problems).toBe(0);
    expect(new Set(again.rows.map((r: Row) => r.action))).toEqual(new Set(['不变']));
  });

  it('adds, edits, moves and removes students; only administrators', async () => {
    const teacher = await t.login('teacher');
    const c1 = await classId('初二(1)班');
    const c2 = await classId('初二(2)班');
    const body = { name: '赵新', examNo: '20259999', gender: '男', classId: c1 };
    expect((await call(t, teacher, 'POST', `/api/school/${orgId}/students`, body)).status).toBe(
      403,
    );
    const added = await call<{ id: string }>(
      t,
      director,
      'POST',
      `/api/school/${orgId}/students`,
      body,
    );
    expect(added.status).toBe(200);
    const dup = await call(t, director, 'POST', `/api/school/${orgId}/students`, {
      ...body,
      examNo: '20250101',
    });
    expect(dup.body.message).toMatch(/^考号 20250101 已被 .+ 使用$/);
    const id = added.body.data.id;
    expect(
      (
        await call(t, director, 'PUT', `/api/school/${orgId}/students/${id}`, {
          ...body,
          classId: c2,
        })
      ).status,
    ).toBe(200);
    const list = await call<{ name: string; className: string }[]>(
      t,
      teacher,
      'GET',
      `/api/school/${orgId}/students?keyword=赵新`,
    );
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: '赵新', className: '初二(2)班', gender: '男' }),
    ]);
    expect((await call(t, director, 'DELETE', `/api/school/${orgId}/students/${id}`)).status).toBe(
      200,
    );
    const other = await buildOtherSchool(t);
    expect((await call(t, other.token, 'GET', `/api/school/${orgId}/students`)).status).toBe(403);
    expect((await call(t, other.token, 'POST', `/api/school/${orgId}/students`, body)).status).toBe(
      403,
    );
    const foreign = await call(t, other.token, 'POST', `/api/school/${other.orgId}/students`, body);
    expect(foreign.body.message).toBe('班级不存在');
  });
});
