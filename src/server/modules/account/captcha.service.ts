import svgCaptcha from 'svg-captcha';
import { MESSAGES } from '../../../shared/messages';
import type { Captcha } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';

/** A captcha answers for this long. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Captchas are kept this long (then swept), answered or not. */
const KEEP_MS = 24 * 3600 * 1000;

/** Makes an SVG captcha (4 characters, no look-alikes), stores its answer and answers the image. */
export async function createCaptcha(ctx: ServerContext, ip: string): Promise<Captcha> {
  const made = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 40,
    background: '#f5f7fa',
  });
  const now = ctx.now();
  const id = newId(now);
  await ctx.db
    .deleteFrom('captchas')
    .where('createdAt', '<', nowIso(now - KEEP_MS))
    .execute();
  await ctx.db
    .insertInto('captchas')
    .values({
      id,
      answer: made.text.toLowerCase(),
      ip,
      expiresAt: nowIso(now + CAPTCHA_TTL_MS),
      usedAt: null,
      createdAt: nowIso(now),
    })
    .execute();
  return { id, svg: made.data, expiresIn: CAPTCHA_TTL_MS / 1000 };
}

/**
 * Checks a captcha answer. Every attempt uses the captcha up, right or wrong, so it can be tried
 * only once; an expired or used one answers 图形验证码已失效.
 */
export async function consumeCaptcha(ctx: ServerContext, id: string, text: string): Promise<void> {
  const now = nowIso(ctx.now());
  const row = await ctx.db
    .selectFrom('captchas')
    .select(['answer', 'expiresAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  const used = await ctx.db
    .updateTable('captchas')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (!row || Number(used.numUpdatedRows) !== 1 || row.expiresAt <= now) {
    throw fail.badRequest(MESSAGES.captchaExpired);
  }
  if (row.answer !== text.trim().toLowerCase()) throw fail.badRequest(MESSAGES.captchaWrong);
}
