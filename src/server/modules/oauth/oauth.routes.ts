import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../shared/messages';
import { envelope, errorBody, tokenResponse } from '../../../shared/api';
import { LOGIN_USERNAME_MAX, PASSWORD_MAX } from '../../../shared/api/account';
import type { ServerContext } from '../../context';
import { AppError, fail } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { isClient } from './client-auth';
import {
  ADDRESS_BUDGET,
  FAILURE_WINDOW_MS,
  LOCK_AFTER,
  SLOW_AFTER,
  USERNAME_BUDGET,
} from './login-throttle';
import { passwordGrant, refreshGrant, signOut } from './oauth.service';

/** How repeated failed logins are answered, for the OpenAPI description. */
const THROTTLE_NOTE =
  `同一用户名自同一地址 ${FAILURE_WINDOW_MS / 60_000} 分钟内登录失败 ${SLOW_AFTER} 次起，每次应答逐次延迟（最长 4 秒）；` +
  `失败 ${LOCK_AFTER} 次起返回 429 \`{ "message": "${MESSAGES.tooManyAttempts}" }\`，直到窗口过去。` +
  `同一地址（不论用户名）失败 ${ADDRESS_BUDGET} 次、同一用户名（不论地址）失败 ${USERNAME_BUDGET} 次起同样返回 429。` +
  `每次尝试在校验密码之前计数，并发请求也不会超出上限。用户名最长 ${LOGIN_USERNAME_MAX} 个字符，密码最长 ${PASSWORD_MAX} 位。`;

const tokenBody = z.object({
  grant_type: z.string().optional(),
  username: z
    .string()
    .max(LOGIN_USERNAME_MAX, `用户名不能超过 ${LOGIN_USERNAME_MAX} 个字符`)
    .optional(),
  password: z.string().max(PASSWORD_MAX, `密码不能超过 ${PASSWORD_MAX} 位`).optional(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
});

/** POST /oauth/oauth/token and DELETE /oauth/signout. */
export const oauthRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/oauth/oauth/token',
      {
        config: { public: true },
        schema: {
          tags: ['oauth'],
          summary: '登录与刷新令牌（OAuth2 password / refresh_token，HTTP Basic 客户端认证）',
          description: THROTTLE_NOTE,
          consumes: ['application/x-www-form-urlencoded'],
          body: tokenBody,
          response: { 200: tokenResponse, 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        if (!isClient(request.headers.authorization, ctx.config.oauth)) {
          throw new AppError('BAD_CLIENT');
        }
        const b = request.body;
        if (b.grant_type === 'password') {
          if (!b.username?.trim()) throw fail.badRequest(MESSAGES.usernameRequired);
          if (!b.password) throw fail.badRequest(MESSAGES.passwordRequired);
          return passwordGrant(ctx, b.username, b.password, request.ip);
        }
        if (b.grant_type === 'refresh_token') {
          if (!b.refresh_token) throw new AppError('REFRESH_TOKEN_INVALID');
          return refreshGrant(ctx, b.refresh_token);
        }
        throw new AppError('UNSUPPORTED_GRANT');
      },
    );

    app.delete(
      '/oauth/signout',
      {
        schema: {
          tags: ['oauth'],
          summary: '退出登录：吊销当前会话的全部令牌',
          security: [{ bearer: [] }],
          response: { 200: envelope(z.null()), 401: errorBody },
        },
      },
      async (request) => {
        if (!request.auth) throw fail.unauthorized();
        await signOut(ctx, request.auth);
        return ok(null, '已退出登录');
      },
    );
  };
