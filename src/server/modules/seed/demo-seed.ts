import type { Db } from '../../db/connect';
import type { StudentTable } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';
import { hashPassword } from '../oauth/password';
import { chineseNames } from './chinese-names';
import { subjectId } from './reference-data';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1677ff"/><path d="M16 40 32 18l16 22z" fill="#fff"/><rect x="22" y="40" width="20" height="6" fill="#fff"/></svg>`;

/** The demo school as documented in the README. */
export const DEMO = {
  school: '示例实验中学',
  grades: [
    { name: '初一（2026级）', short: '初一', cohort: 2026 },
    { name: '初二（2025级）', short: '初二', cohort: 2025 },
    { name: '初三（2024级）', short: '初三', cohort: 2024 },
  ],
  classesPerGrade: 3,
  studentsPerClass: 40,
  accounts: {
    director: { password: 'director123', displayName: '张主任' },
    teacher: { password: 'teacher123', displayName: '李老师' },
    wang: { password: 'wang123', displayName: '王老师' },
    zhao: { password: 'zhao123', displayName: '赵老师' },
  },
} as const;

/** 考号: entrance year, class number and seat, 8 digits (e.g. 20250103). */
export const examNo = (cohort: number, classNo: number, seat: number): string =>
  `${cohort}${String(classNo).padStart(2, '0')}${String(seat).padStart(2, '0')}`;

type Account = keyof typeof DEMO.accounts;
let cachedHashes: Promise<Record<Account, string>> | undefined;
/** The demo accounts' password hashes, made once per process (scrypt is slow on purpose). */
const demoHashes = () =>
  (cachedHashes ??= Promise.all(
    (Object.keys(DEMO.accounts) as Account[]).map(
      async (name) => [name, await hashPassword(DEMO.accounts[name].password)] as const,
    ),
  ).then((pairs) => Object.fromEntries(pairs) as Record<Account, string>));

/** Seeds the demo school when the database has no school yet; returns whether it did. */
export async function seedDemo(db: Db, now = Date.now()): Promise<boolean> {
  const any = await db.selectFrom('orgs').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const at = nowIso(now);
  const hashes = await demoHashes();
  await db.transaction().execute(async (trx) => {
    const orgId = newId(now);
    const logo = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;
    await trx
      .insertInto('orgs')
      .values({ id: orgId, name: DEMO.school, logo, createdAt: at })
      .execute();

    const names = chineseNames(DEMO.grades.length * DEMO.classesPerGrade * DEMO.studentsPerClass);
    const classIds: Record<string, string> = {};
    const gradeIds: Record<string, string> = {};
    const students: StudentTable[] = [];
    for (const [gi, grade] of DEMO.grades.entries()) {
      const gradeId = newId(now);
      gradeIds[grade.short] = gradeId;
      await trx
        .insertInto('classes')
        .values({
          id: gradeId,
          orgId,
          pid: null,
          type: 1,
          name: grade.name,
          cohort: grade.cohort,
          sort: gi,
          createdAt: at,
        })
        .execute();
      for (let c = 1; c <= DEMO.classesPerGrade; c++) {
        const id = newId(now);
        const name = `${grade.short}(${c})班`;
        classIds[name] = id;
        await trx
          .insertInto('classes')
          .values({
            id,
            orgId,
            pid: gradeId,
            type: 2,
            name,
            cohort: grade.cohort,
            sort: c,
            createdAt: at,
          })
          .execute();
        for (let s = 1; s <= DEMO.studentsPerClass; s++) {
          const student = names[students.length] ?? `学生${students.length + 1}`;
          students.push({
            id: newId(now),
            orgId,
            classId: id,
            name: student,
            examNo: examNo(grade.cohort, c, s),
            createdAt: at,
          });
        }
      }
    }
    for (let i = 0; i < students.length; i += 100) {
      await trx
        .insertInto('students')
        .values(students.slice(i, i + 100))
        .execute();
    }

    const user = async (username: Account) => {
      const id = newId(now);
      const avatar = DEMO.accounts[username].displayName.slice(0, 1);
      await trx
        .insertInto('users')
        .values({
          id,
          username,
          displayName: DEMO.accounts[username].displayName,
          avatar,
          passwordHash: hashes[username],
          defaultOrgId: orgId,
          createdAt: at,
        })
        .execute();
      return id;
    };
    const directorId = await user('director');
    const teacherId = await user('teacher');
    const wangId = await user('wang');
    const zhaoId = await user('zhao');
    await trx
      .insertInto('memberships')
      .values([
        {
          id: newId(now),
          orgId,
          userId: directorId,
          isCreator: 1,
          isAdministrator: 1,
          isGradeDirector: 1,
          defaultClassId: gradeIds['初二'] ?? null,
          createdAt: at,
        },
        ...[teacherId, wangId, zhaoId].map((userId) => ({
          id: newId(now),
          orgId,
          userId,
          isCreator: 0 as const,
          isAdministrator: 0 as const,
          isGradeDirector: 0 as const,
          defaultClassId: userId === teacherId ? null : (gradeIds['初二'] ?? null),
          createdAt: at,
        })),
      ])
      .execute();
    const assign = (userId: string, subject: string, className: string) => ({
      id: newId(now),
      orgId,
      userId,
      subjectId: subjectId('junior', subject),
      classId: classIds[className] ?? '',
    });
    await trx
      .insertInto('teacherAssignments')
      .values([
        assign(teacherId, '数学', '初二(1)班'),
        assign(teacherId, '数学', '初二(2)班'),
        assign(directorId, '语文', '初二(3)班'),
        assign(wangId, '数学', '初二(3)班'),
      ])
      .execute();
  });
  return true;
}
