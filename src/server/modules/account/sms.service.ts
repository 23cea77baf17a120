import { createHash, randomInt } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages';
import type { SmsPurpose } from '../../../shared/api';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { toNumber } from '../../db/connect';
import { AppError, fail } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { configuredSmsSender } from './sms.sender';

/** How long a code works, how often one number may ask, and the per-number and per-address caps. */
export const SMS_LIMITS = {
  ttlMs: 5 * 60 * 1000,
  cooldownMs: 60 * 1000,
  perNumberPerDay: 10,
  perAddressPerHour: 20,
  maxWrongTries: 5,
} as const;

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  register: '注册账号',
  reset: '重置密码',
  mobile: '更换手机号',
};

const hashCode = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`).digest('hex');

const sentSince = async (db: Db, column: 'mobile' | 'ip', value: string, since: string) =>
  toNumber(
    (
      await db
        .selectFrom('smsCodes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', value)
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Whether a mobile number already belongs to an account. */
export const mobileTaken = async (db: Db, mobile: string): Promise<boolean> =>
  !!(await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst());

/**
 * Sends a 6-digit code through the configured sender. Limits: one per number per minute, ten per
 * number per day, twenty per address per hour (429 with a Chinese message when over).
 */
export async function sendSmsCode(
  ctx: ServerContext,
  mobile: string,
  purpose: SmsPurpose,
  ip: string,
): Promise<{ cooldown: number }> {
  const now = ctx.now();
  const last = await ctx.db
    .selectFrom('smsCodes')
    .select('createdAt')
    .where('mobile', '=', mobile)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const wait = last ? Date.parse(last.createdAt) + SMS_LIMITS.cooldownMs - now : 0;
  if (wait > 0) {
    throw new AppError('TOO_MANY_ATTEMPTS', `发送过于频繁，请 ${Math.ceil(wait / 1000)} 秒后再试`);
  }
  const day = nowIso(now - 24 * 3600 * 1000);
  if ((await sentSince(ctx.db, 'mobile', mobile, day)) >= SMS_LIMITS.perNumberPerDay) {
    throw new AppError('TOO_MANY_ATTEMPTS', '该手机号今日获取验证码次数过多，请明天再试');
  }
  const hour = nowIso(now - 3600 * 1000);
  if ((await sentSince(ctx.db, 'ip', ip, hour)) >= SMS_LIMITS.perAddressPerHour) {
    throw new AppError('TOO_MANY_ATTEMPTS', '获取验证码过于频繁，请一小时后再试');
  }
  const taken = await mobileTaken(ctx.db, mobile);
  if (purpose === 'reset' && !taken) throw fail.badRequest('该手机号未绑定账号');
  if (purpose !== 'reset' && taken) throw fail.badRequest('该手机号已被其他账号使用');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db
    .insertInto('smsCodes')
    .values({
      id: newId(now),
      mobile,
      purpose,
      codeHash: hashCode(mobile, code),
      ip,
      attempts: 0,
      expiresAt: nowIso(now + SMS_LIMITS.ttlMs),
      usedAt: null,
      createdAt: nowIso(now),
    })
    .execute();
  const minutes = SMS_LIMITS.ttlMs / 60_000;
  const text = `验证码 ${code}，用于${PURPOSE_TEXT[purpose]}，${minutes} 分钟内有效，请勿告诉他人。`;
  await (ctx.sms ?? configuredSmsSender(ctx.config)).send(mobile, text);
  return { cooldown: SMS_LIMITS.cooldownMs / 1000 };
}

/**
 * Uses the latest code sent to a number for a purpose: single use, expiring, and dead after five
 * wrong tries. Answers 400 短信验证码错误 / 已失效 otherwise.
 */
export async function consumeSmsCode(
  db: Db,
  now: number,
  mobile: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const row = await db
    .selectFrom('smsCodes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const at = nowIso(now);
  if (!row || row.usedAt || row.expiresAt <= at || row.attempts >= SMS_LIMITS.maxWrongTries) {
    throw fail.badRequest(MESSAGES.smsExpired);
  }
  if (row.codeHash !== hashCode(mobile, code.trim())) {
    await db
      .updateTable('smsCodes')
      .set({ attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    throw fail.badRequest(MESSAGES.smsWrong);
  }
  const used = await db
    .updateTable('smsCodes')
    .set({ usedAt: at })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw fail.badRequest(MESSAGES.smsExpired);
}
