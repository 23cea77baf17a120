import { z } from 'zod';
import { MESSAGES } from '../messages';

// The form rules live in a zod-free module so the sign-in page's bundle needs no zod.
export {
  LOGIN_USERNAME_MAX,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_PATTERN,
} from './account-rules';
import { MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from './account-rules';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const mobile = required(MESSAGES.mobileRequired).regex(MOBILE_PATTERN, MESSAGES.mobileInvalid);
const password = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, `密码不能超过 ${PASSWORD_MAX} 位`);
const smsCode = required(MESSAGES.smsRequired);

/** Both passwords given and equal (the mismatch is reported on password2). */
const samePasswords = <T extends { password: string; password2: string }>(
  v: T,
  c: z.RefinementCtx,
) => {
  if (v.password !== v.password2)
    c.addIssue({ code: 'custom', message: MESSAGES.passwordMismatch, path: ['password2'] });
};

/** An image captcha: its id and the SVG to show. */
export const captcha = z.object({ id: z.string(), svg: z.string(), expiresIn: z.number().int() });
/** An image captcha. */
export type Captcha = z.infer<typeof captcha>;

/** What an SMS code is for. */
export const SMS_PURPOSES = ['register', 'reset', 'mobile'] as const;
/** What an SMS code is for. */
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** POST /account/sms: the image captcha gates every SMS. */
export const smsRequest = z.object({
  mobile,
  purpose: z.enum(SMS_PURPOSES),
  captchaId: required(MESSAGES.captchaRequired),
  captchaText: required(MESSAGES.captchaRequired),
});

/** Answer of POST /account/sms: seconds until another code may be asked for. */
export const smsSent = z.object({ cooldown: z.number().int() });

/** POST /account/register. */
export const registerBody = z
  .object({
    username: required(MESSAGES.usernameRequired).regex(USERNAME_PATTERN, MESSAGES.usernameInvalid),
    nickname: required(MESSAGES.nicknameRequired).max(20, '昵称不能超过 20 个字'),
    mobile,
    password,
    password2: z.string({ error: MESSAGES.password2Required }).min(1, MESSAGES.password2Required),
    smsCode,
  })
  .superRefine(samePasswords);
/** POST /account/register. */
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /account/password/reset. */
export const resetPasswordBody = z
  .object({ mobile, smsCode, password, password2: z.string().min(1, MESSAGES.password2Required) })
  .superRefine(samePasswords);

/** PUT /account/password. */
export const changePasswordBody = z
  .object({
    oldPassword: z.string().min(1, '请输入原密码'),
    password,
    password2: z.string().min(1, MESSAGES.password2Required),
  })
  .superRefine(samePasswords);

/** PUT /account/mobile. */
export const changeMobileBody = z.object({ mobile, smsCode });

/** PUT /account/profile. */
export const profileBody = z.object({
  displayName: required(MESSAGES.nicknameRequired).max(20, '昵称不能超过 20 个字'),
});

/** A school the user belongs to, with their roles there. */
export const mySchool = z.object({
  orgId: z.string(),
  name: z.string(),
  logoPath: z.string(),
  isDefault: z.boolean(),
  isCreator: z.boolean(),
  isAdministrator: z.boolean(),
  gradeDirector: z.boolean(),
  defaultClassId: z.string().nullable(),
  defaultClassName: z.string().nullable(),
});
/** A school the user belongs to. */
export type MySchool = z.infer<typeof mySchool>;

/** GET /account/profile. */
export const profile = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string(),
  /** Masked, e.g. 138****0000; empty when none. */
  mobile: z.string(),
  schools: z.array(mySchool),
  /** Join requests waiting for an administrator. */
  pending: z.array(z.object({ orgId: z.string(), name: z.string(), createdAt: z.string() })),
});
/** The account as 个人中心 shows it. */
export type Profile = z.infer<typeof profile>;

/** PUT /account/default-school. */
export const defaultSchoolBody = z.object({ orgId: z.string().min(1, '请选择学校') });
