import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignmentsBody,
  envelope,
  errorBody,
  invitation,
  invitationBody,
  invitePublic,
  joinResult,
  rolesBody,
  teamView as teamViewSchema,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import {
  createInvitation,
  decideRequest,
  joinByInvitation,
  publicInvitation,
  revokeInvitation,
} from './invitations.service';
import { changeAssignments, changeRoles, removeMember, teamView } from './members.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const doc = (summary: string, open = false) => ({
  tags: ['team'],
  summary,
  ...(open ? {} : { security: [{ bearer: [] }] }),
});
const org = z.object({ orgId: z.string() });
const member = org.extend({ userId: z.string() });
const one = org.extend({ id: z.string() });
const done = { 200: envelope(z.null()), ...errors };

/** 团队 (/team/member, /team/group) and 邀请 (/invite): members, roles, assignments, invitations. */
export const teamRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/team/:orgId/members',
      {
        schema: {
          ...doc('团队成员（管理员另见邀请与待审核申请）'),
          params: org,
          response: { 200: envelope(teamViewSchema), ...errors },
        },
      },
      async (req) => ok(await teamView(ctx, currentUser(req), req.params.orgId)),
    );

    app.put(
      '/team/:orgId/members/:userId/roles',
      {
        schema: {
          ...doc('更改成员身份（创建者身份仅创建者可改；最后一位创建者不能失去身份）'),
          params: member,
          body: rolesBody,
          response: done,
        },
      },
      async (req) => {
        await changeRoles(ctx, currentUser(req), req.params.orgId, req.params.userId, req.body);
        return ok(null, '身份已更新');
      },
    );

    app.put(
      '/team/:orgId/members/:userId/assignments',
      {
        schema: {
          ...doc('更改成员的任教学科与班级'),
          params: member,
          body: assignmentsBody,
          response: done,
        },
      },
      async (req) => {
        await changeAssignments(
          ctx,
          currentUser(req),
          req.params.orgId,
          req.params.userId,
          req.body.assignments,
        );
        return ok(null, '任教已更新');
      },
    );

    app.delete(
      '/team/:orgId/members/:userId',
      {
        schema: {
          ...doc('移除成员或退出学校（试卷留在学校；最后一位创建者不能退出）'),
          params: member,
          response: done,
        },
      },
      async (req) => {
        const userId = currentUser(req);
        await removeMember(ctx, userId, req.params.orgId, req.params.userId);
        return ok(null, req.params.userId === userId ? '已退出学校' : '已移除');
      },
    );

    app.post(
      '/team/:orgId/invitations',
      {
        schema: {
          ...doc('生成邀请链接'),
          params: org,
          body: invitationBody,
          response: { 200: envelope(invitation), ...errors },
        },
      },
      async (req) =>
        ok(
          await createInvitation(ctx, currentUser(req), req.params.orgId, req.body),
          '邀请链接已生成',
        ),
    );

    app.delete(
      '/team/:orgId/invitations/:id',
      { schema: { ...doc('撤销邀请链接'), params: one, response: done } },
      async (req) => {
        await revokeInvitation(ctx, currentUser(req), req.params.orgId, req.params.id);
        return ok(null, '邀请已撤销');
      },
    );

    app.post(
      '/team/:orgId/requests/:id/approve',
      { schema: { ...doc('同意加入申请'), params: one, response: done } },
      async (req) => {
        await decideRequest(ctx, currentUser(req), req.params.orgId, req.params.id, true);
        return ok(null, '已同意加入');
      },
    );

    app.post(
      '/team/:orgId/requests/:id/reject',
      { schema: { ...doc('拒绝加入申请'), params: one, response: done } },
      async (req) => {
        await decideRequest(ctx, currentUser(req), req.params.orgId, req.params.id, false);
        return ok(null, '已拒绝');
      },
    );

    app.get(
      '/team/invite/:code',
      {
        config: { public: true },
        schema: {
          ...doc('邀请详情（公开）', true),
          params: z.object({ code: z.string() }),
          response: { 200: envelope(invitePublic), ...errors },
        },
      },
      async (req) => ok(await publicInvitation(ctx, req.params.code)),
    );

    app.post(
      '/team/invite/:code/join',
      {
        schema: {
          ...doc('通过邀请加入学校（需审核时提交申请）'),
          params: z.object({ code: z.string() }),
          response: { 200: envelope(joinResult), ...errors },
        },
      },
      async (req) => {
        const r = await joinByInvitation(ctx, currentUser(req), req.params.code);
        const message = {
          joined: '已加入学校',
          pending: '已提交申请，等待管理员审核',
          already: '你已是该校成员',
        }[r.status];
        return ok(r, message);
      },
    );
  };
