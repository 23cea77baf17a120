import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  captcha,
  changeMobileBody,
  changePasswordBody,
  defaultSchoolBody,
  envelope,
  errorBody,
  profile,
  profileBody,
  registerBody,
  resetPasswordBody,
  smsRequest,
  smsSent,
  tokenResponse,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { imageDataUrl } from '../../lib/uploaded-image';
import { currentUser } from '../../plugins/auth';
import {
  changeMobile,
  changePassword,
  getProfile,
  register,
  resetPassword,
  setDefaultSchool,
  signOutEverywhere,
  updateProfile,
  usernameFree,
} from './account.service';
import { consumeCaptcha, createCaptcha } from './captcha.service';
import { sendSmsCode } from './sms.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 429: errorBody };
const doc = (summary: string, open = false) => ({
  tags: ['account'],
  summary,
  ...(open ? {} : { security: [{ bearer: [] }] }),
});
const done = { 200: envelope(z.null()), ...errors };

/** 注册, captchas and SMS codes, passwords, sessions, profile, avatar, mobile, default school. */
export const accountRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const open = { config: { public: true } };
    app.get(
      '/account/captcha',
      {
        ...open,
        schema: {
          ...doc('图形验证码（SVG，5 分钟内有效，只能使用一次）', true),
          response: { 200: envelope(captcha) },
        },
      },
      async (req) => ok(await createCaptcha(ctx, req.ip)),
    );

    app.post(
      '/account/sms',
      {
        ...open,
        schema: {
          ...doc(
            '发送短信验证码：先校验图形验证码；每个号码 60 秒一次、每天 10 次，每个地址每小时 20 次',
            true,
          ),
          body: smsRequest,
          response: { 200: envelope(smsSent), ...errors },
        },
      },
      async (req) => {
        const b = req.body;
        await consumeCaptcha(ctx, b.captchaId, b.captchaText);
        return ok(await sendSmsCode(ctx, b.mobile, b.purpose, req.ip), '验证码已发送');
      },
    );

    app.get(
      '/account/username',
      {
        ...open,
        schema: {
          ...doc('用户名是否可用', true),
          querystring: z.object({ username: z.string() }),
          response: { 200: envelope(z.object({ available: z.boolean() })) },
        },
      },
      async (req) => ok({ available: await usernameFree(ctx, req.query.username) }),
    );

    app.post(
      '/account/register',
      {
        ...open,
        schema: {
          ...doc('注册（短信验证码校验手机号），成功后直接登录', true),
          body: registerBody,
          response: { 200: tokenResponse, ...errors },
        },
      },
      async (req) => ({ ...(await register(ctx, req.body)), message: '注册成功' }),
    );

    app.post(
      '/account/password/reset',
      {
        ...open,
        schema: {
          ...doc('用短信验证码重置密码（全部设备退出登录）', true),
          body: resetPasswordBody,
          response: done,
        },
      },
      async (req) => {
        await resetPassword(ctx, req.body);
        return ok(null, '密码已重置，请用新密码登录');
      },
    );

    app.put(
      '/account/password',
      {
        schema: {
          ...doc('修改密码（其他设备退出登录）'),
          body: changePasswordBody,
          response: done,
        },
      },
      async (req) => {
        if (!req.auth) throw fail.unauthorized();
        await changePassword(ctx, req.auth, req.body.oldPassword, req.body.password);
        return ok(null, '密码已修改');
      },
    );

    app.delete(
      '/account/sessions',
      { schema: { ...doc('在所有设备上退出登录'), response: done } },
      async (req) => {
        await signOutEverywhere(ctx, currentUser(req));
        return ok(null, '已在所有设备上退出登录');
      },
    );

    app.get(
      '/account/profile',
      {
        schema: {
          ...doc('个人中心：账号、所在学校与待审核的加入申请'),
          response: { 200: envelope(profile), ...errors },
        },
      },
      async (req) => ok(await getProfile(ctx, currentUser(req))),
    );

    app.put(
      '/account/profile',
      { schema: { ...doc('修改昵称'), body: profileBody, response: done } },
      async (req) => {
        await updateProfile(ctx, currentUser(req), req.body.displayName);
        return ok(null, '已保存');
      },
    );

    app.post(
      '/account/avatar',
      {
        schema: {
          ...doc('上传头像（图片，最大 5 MB，裁成 128×128）'),
          consumes: ['multipart/form-data'],
          response: { 200: envelope(z.object({ avatar: z.string() })), ...errors },
        },
      },
      async (req) => {
        const userId = currentUser(req);
        const { files } = await readMultipart(req, { maxBytes: 5 * 1024 * 1024, maxFiles: 1 });
        if (!files[0]) throw fail.badRequest('请选择头像图片');
        const avatar = await imageDataUrl(files[0].bytes, { width: 128, height: 128, cover: true });
        await ctx.db.updateTable('users').set({ avatar }).where('id', '=', userId).execute();
        return ok({ avatar }, '头像已更新');
      },
    );

    app.put(
      '/account/mobile',
      {
        schema: {
          ...doc('更换手机号（短信验证码发到新号码）'),
          body: changeMobileBody,
          response: done,
        },
      },
      async (req) => {
        await changeMobile(ctx, currentUser(req), req.body.mobile, req.body.smsCode);
        return ok(null, '手机号已更换');
      },
    );

    app.put(
      '/account/default-school',
      { schema: { ...doc('切换默认学校'), body: defaultSchoolBody, response: done } },
      async (req) => {
        await setDefaultSchool(ctx, currentUser(req), req.body.orgId);
        return ok(null, '已切换学校');
      },
    );
  };
