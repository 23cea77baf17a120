import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { QuestionInput } from '../../../shared/api';
import { addSchoolTeacher, buildOtherSchool } from '../../testing/schools';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** A valid 单选 question input for junior maths; override what a test is about. */
export const buildQuestionInput = (overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  subjectId: 'junior-math',
  kind: 'single',
  difficulty: 2,
  year: 2025,
  source: '自编练习',
  score: 3,
  chapterIds: [],
  knowledgeIds: [],
  stem: [{ t: 'text', v: '勾股数 3、4、' }, { t: 'blank' }, { t: 'text', v: ' 中缺的是（　　）' }],
  options: ['5', '6', '7', '8'].map((v, i) => ({
    label: 'ABCD'[i] ?? 'A',
    content: [{ t: 'text' as const, v }],
  })),
  answerKey: 'A',
  answer: [{ t: 'text', v: 'A' }],
  analysis: [{ t: 'tex', v: '3^2+4^2=5^2' }],
  parts: [],
  card: {},
  ...overrides,
});

/**
 * Adds a teacher who signs in with `<username>123`: a member of the demo school, or (with
 * `otherSchool`) the administrator of a new school of their own; answers a token.
 */
export async function addTeacher(
  t: TestApp,
  username: string,
  opts: { otherSchool?: boolean; admin?: boolean } = {},
): Promise<string> {
  if (opts.otherSchool) return (await buildOtherSchool(t, { username })).token;
  return (await addSchoolTeacher(t, username, { admin: opts.admin })).token;
}

/** A multipart body with one file in field `file`, for app.inject. */
export function multipartFile(name: string, type: string, data: Buffer) {
  const boundary = `----zy${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts one file as multipart with a bearer token. */
export const upload = (
  t: TestApp,
  token: string,
  url: string,
  name: string,
  type: string,
  data: Buffer,
) => {
  const { payload, headers } = multipartFile(name, type, data);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
};

/** A small PNG (w × h pixels, at 96 dpi unless given). */
export const buildPng = (w = 200, h = 100, color = '#3366ff') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A test app whose DATA_DIR is a fresh temporary folder, removed again on close. */
export async function buildWriteApp(dialect: 'sqlite' | 'postgres'): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'zy-bank-'));
  const t = await buildTestApp(dialect, { DATA_DIR: dir });
  const close = t.close;
  return {
    ...t,
    close: async () => {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
