import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { weekOf } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { createCard } from '../answer-card/answer-card.service';
import { answerFeedback, fileFeedback } from '../feedback/feedback.service';
import { uploadMaterial } from '../materials/materials.service';
import { scheduleHomework } from '../materials/schedule.service';
import { createInvitation } from '../team/invitations.service';
import { DEMO } from './demo-seed';

/** A one-page practice sheet (the demo's uploaded 校本资料). */
async function practicePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Chapter 1  Rational numbers - practice sheet', { x: 60, y: 770, size: 18, font });
  for (let i = 1; i <= 10; i++)
    page.drawText(`${i}.  Compute  (${-i}) + ${i * 3} = ______`, {
      x: 60,
      y: 720 - i * 40,
      size: 13,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  return pdf.save();
}

/** A small "screenshot" for the demo's 问题反馈. */
const screenshot = () =>
  sharp({ create: { width: 480, height: 270, channels: 3, background: '#eef3fb' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect x="20" y="20" width="440" height="40" fill="#1677ff"/><rect x="20" y="90" width="300" height="24" fill="#ff4d4f"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

/**
 * What issue 14 adds to the demo, made through the product's services: a pending invitation of
 * the 初一英语组 (approval needed), two 问题反馈 reports (one answered, with a screenshot), an
 * uploaded 校本资料 PDF under 数学 chapter 1, and a stand-alone answer card of a district exam
 * scheduled as this week's homework of 初二(1)班.
 */
export async function seedSchoolDemo(ctx: ServerContext): Promise<void> {
  const db = ctx.db;
  const org = await db
    .selectFrom('orgs')
    .select('id')
    .where('name', '=', DEMO.school)
    .executeTakeFirst();
  if (!org) return;
  const user = async (username: string) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const classId = async (name: string) =>
    (
      await db
        .selectFrom('classes')
        .select('id')
        .where('orgId', '=', org.id)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const director = await user('director');
  const teacher = await user('teacher');

  await createInvitation(ctx, director, org.id, {
    role: 'teacher',
    assignments: [{ subjectId: 'junior-english', classId: await classId('初一(1)班') }],
    expiresInDays: 30,
    singleUse: false,
    requiresApproval: true,
    note: '初一英语组',
  });

  const first = await fileFeedback(ctx, teacher, {
    content: '扫描后有一页的考号显示“考号异常”，是否需要重新扫描？',
    page: '/scan',
    files: [
      { field: 'screenshots', name: '扫描页面.png', mime: 'image/png', bytes: await screenshot() },
    ],
  });
  await answerFeedback(
    ctx,
    director,
    first,
    '不用重扫：在“异常处理”里选中该页，输入学生考号即可。',
  );
  await fileFeedback(ctx, teacher, {
    content: '希望作业列表可以按布置日期筛选。',
    page: '/paperlist',
    files: [],
  });

  const book = await db
    .selectFrom('textbooks')
    .select('id')
    .where('subjectId', '=', 'junior-math')
    .orderBy('sort')
    .executeTakeFirst();
  const chapter = book
    ? await db
        .selectFrom('chapters')
        .select('id')
        .where('textbookId', '=', book.id)
        .where('pid', 'is', null)
        .orderBy('sort')
        .executeTakeFirst()
    : undefined;
  await uploadMaterial(
    ctx,
    teacher,
    org.id,
    {
      title: '第一章 有理数 单元练习',
      subjectId: 'junior-math',
      textbookId: book?.id ?? null,
      chapterId: chapter?.id ?? null,
    },
    { name: '有理数单元练习.pdf', bytes: await practicePdf() },
  );

  const card = await createCard(ctx, teacher, {
    title: '2026 年秋季区统考 八年级数学',
    subjectId: 'junior-math',
    size: 'A4',
    studentId: 'both',
    idDigits: 8,
    multiPartialShare: 0.5,
    sections: [
      {
        type: 'objective',
        kind: 'single',
        count: 10,
        options: 4,
        score: 3,
        keys: 'ABCDBCADCB'.split(''),
      },
      { type: 'objective', kind: 'multi', count: 2, options: 4, score: 4, keys: ['AC', 'BD'] },
      { type: 'subjective', kind: 'blank', count: 4, score: 3, optional: false },
      { type: 'subjective', kind: 'solve', count: 3, score: 12, optional: false },
    ],
  });
  await scheduleHomework(ctx, teacher, org.id, {
    classId: await classId('初二(1)班'),
    week: weekOf(ctx.now()),
    paperId: card.id,
    note: '周五课上完成',
  });
}
