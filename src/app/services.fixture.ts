import type { InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { provideHttp } from '../ui';
import { createAppServices } from './compose-services';
import { buildTransport, type FakeReply } from './request/transport.fixture';

/**
 * The app's real store, request layer and session service over a transport stub answering from
 * `route`; navigation, reload, saving files and messages are spies. Features mounted by the app
 * reach the same transport through src/ui's `http()`.
 */
export function buildServices(
  route: (config: InternalAxiosRequestConfig) => FakeReply | undefined | Promise<FakeReply>,
) {
  const transport = buildTransport(async (config) => (await route(config)) ?? notStubbed);
  const notify = vi.fn();
  const navigate = vi.fn();
  const reload = vi.fn();
  const clearNotices = vi.fn();
  const { store, services } = createAppServices({
    notify,
    clearNotices,
    navigate,
    reload,
    saveFile: vi.fn(),
    now: Date.now,
    adapter: transport.adapter,
  });
  provideHttp(services.request);
  return { services, store, calls: transport.calls, notify, clearNotices, navigate, reload };
}

/** What a call the test did not route gets: 404 (features then show their error state). */
const notStubbed: FakeReply = { status: 404, body: { message: '很抱歉，资源未找到' } };

/** Answers `{ message, data }` with status 200. */
export const okBody = (data: unknown): FakeReply => ({
  status: 200,
  body: { message: '成功', data },
});
