import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import type { ScreenSnapshot } from '../../../shared/api/large-screen';
import type { ServerContext } from '../../context';
import { eventStreams } from '../../lib/event-stream';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors, idParams } from '../marking/marking-doc';
import { markingSignals } from '../marking/marking-signals';
import { createDisplayLink, listDisplayLinks, revokeDisplayLink } from './display-link.service';
import { screenSchool } from './screen-access';
import { ScreenHub } from './screen-hub';
import { screenSnapshot } from './screen-snapshot';

/** A screen gets a fresh snapshot at least this often (markers online age out, days turn). */
export const REFRESH_MS = 30_000;

const doc = (summary: string) => ({ tags: ['large-screen'], summary });
const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** 大屏展示: the snapshot, its live stream (server-sent events) and the display links. */
export const largeScreenRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = new ScreenHub(ctx);
    const openStream = eventStreams(app);
    app.addHook('onClose', async () => hub.close());
    app.get(
      '/screen/snapshot',
      {
        config: { public: true },
        schema: {
          ...doc('大屏数据（管理员登录，或展示链接 ?token=）'),
          querystring: tokenQuery,
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => {
        const { orgId } = await screenSchool(ctx, req, req.query.token);
        return ok(await screenSnapshot(ctx, orgId));
      },
    );
    app.get(
      '/screen/stream',
      {
        config: { public: true },
        schema: {
          ...doc('大屏实时推送（server-sent events：每次变化推送 snapshot 事件）'),
          querystring: tokenQuery,
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        const access = await screenSchool(ctx, req, req.query.token);
        const first = await screenSnapshot(ctx, access.orgId);
        const stream = openStream(req, reply, 15_000);
        const send = (s: ScreenSnapshot) => stream.send('snapshot', s);
        send(first);
        const off = hub.subscribe(access.orgId, send);
        const refresh = setInterval(
          () => void screenSnapshot(ctx, access.orgId).then(send, () => undefined),
          REFRESH_MS,
        );
        const onRevoked = (linkId: string) => {
          if (linkId !== access.linkId) return;
          stream.send('revoked', {});
          stream.end();
        };
        markingSignals.on('display-link-revoked', onRevoked);
        stream.onClose(() => {
          off();
          clearInterval(refresh);
          markingSignals.off('display-link-revoked', onRevoked);
        });
      },
    );
    const linkDoc = (s: string) => ({ ...doc(`${s}（仅管理员）`), security: [{ bearer: [] }] });
    app.get(
      '/teacher/screen/links',
      {
        schema: {
          ...linkDoc('大屏展示链接列表'),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await listDisplayLinks(ctx, currentUser(req))),
    );
    app.post(
      '/teacher/screen/links',
      {
        schema: {
          ...linkDoc('新建大屏展示链接（只读，本校，可撤销；令牌只显示一次）'),
          body: z.object({ label: z.string().max(40).default('') }),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await createDisplayLink(ctx, currentUser(req), req.body.label)),
    );
    app.delete(
      '/teacher/screen/links/:id',
      {
        schema: {
          ...linkDoc('撤销大屏展示链接'),
          params: idParams,
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await revokeDisplayLink(ctx, currentUser(req), req.params.id)),
    );
  };
