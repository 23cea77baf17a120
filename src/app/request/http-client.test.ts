import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, REQUEST_TIMEOUT_MS, TOKEN_PATH } from './http-client';
import { REFRESH_MARGIN_MS } from './token-refresh';
import {
  authorizationOf,
  buildHttpDeps,
  buildTokenResponse,
  buildTransport,
  type FakeReply,
} from './transport.fixture';

const T0 = new Date('2024-09-01T08:00:00Z').getTime();
const ok: FakeReply = { status: 200, body: { message: '成功', data: 1 } };

function refreshCalls(calls: InternalAxiosRequestConfig[]) {
  return calls.filter((call) => call.url === TOKEN_PATH);
}

describe('createHttpClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends to the base URL with the 100000 ms timeout and the bearer token', async () => {
    const transport = buildTransport(() => ok);
    const { deps } = buildHttpDeps(transport.adapter);
    await createHttpClient(deps).get('/system/user/info');
    const [call] = transport.calls;
    expect(call?.baseURL).toBe('/api');
    expect(call?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(authorizationOf(call)).toBe('Bearer access-old');
  });

  it('does not refresh while exactly 300000 ms remain, and refreshes 1 ms later', async () => {
    const transport = buildTransport((config) =>
      config.url === TOKEN_PATH ? { status: 200, body: buildTokenResponse() } : ok,
    );
    const { deps } = buildHttpDeps(transport.adapter, { expiresAt: T0 + REFRESH_MARGIN_MS });
    const http = createHttpClient(deps);

    await http.get('/a');
    expect(refreshCalls(transport.calls)).toHaveLength(0);
    expect(authorizationOf(transport.calls[0])).toBe('Bearer access-old');

    vi.advanceTimersByTime(1);
    await http.get('/b');
    const [refresh] = refreshCalls(transport.calls);
    expect(refresh?.data).toBe('grant_type=refresh_token&refresh_token=refresh-old');
    expect(authorizationOf(refresh)).toBe(`Basic ${btoa('homework-web:homework-web-secret')}`);
    expect(deps.saveTokens).toHaveBeenCalledWith(buildTokenResponse(), T0 + 1);
    expect(authorizationOf(transport.calls.at(-1))).toBe('Bearer access-new');
  });

  it('does not refresh without a refresh token', async () => {
    const transport = buildTransport(() => ok);
    const { deps } = buildHttpDeps(transport.adapter, { expiresAt: T0, refreshToken: null });
    await createHttpClient(deps).get('/a');
    expect(refreshCalls(transport.calls)).toHaveLength(0);
  });

  it('makes one refresh call for three concurrent requests, and all three succeed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transport = buildTransport(async (config) => {
      if (config.url !== TOKEN_PATH) return ok;
      await gate;
      return { status: 200, body: buildTokenResponse() };
    });
    const { deps } = buildHttpDeps(transport.adapter, { expiresAt: T0 + 1000 });
    const http = createHttpClient(deps);

    const pending = Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
    await vi.waitFor(() => expect(refreshCalls(transport.calls)).toHaveLength(1));
    release();
    const responses = await pending;

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(refreshCalls(transport.calls)).toHaveLength(1);
    const sent = transport.calls.filter((call) => call.url !== TOKEN_PATH);
    expect(sent.map(authorizationOf)).toEqual(Array(3).fill('Bearer access-new'));
  });

  it('ends the session once when the refresh token is invalid, and the requests fail', async () => {
    const transport = buildTransport((config) =>
      config.url === TOKEN_PATH ? { status: 400, body: { message: 'refresh token无效' } } : ok,
    );
    const { deps } = buildHttpDeps(transport.adapter, { expiresAt: T0 });
    const http = createHttpClient(deps);

    const results = await Promise.allSettled([http.get('/a'), http.get('/b')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(deps.notify).not.toHaveBeenCalled();
    expect(transport.calls.map((call) => call.url)).toEqual([TOKEN_PATH]);
  });
});
