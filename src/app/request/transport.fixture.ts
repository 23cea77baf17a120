import {
  AxiosError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { vi } from 'vitest';
import type { TokenResponse } from '../../shared/api';
import type { HttpDeps, SessionTokens } from './http.types';

/** One simulated HTTP answer. */
export interface FakeReply {
  status: number;
  body?: unknown;
}

/**
 * A transport stub for axios' `adapter` option: answers each request from `route` and settles it
 * the way axios' own adapters do (rejecting with an AxiosError when validateStatus says no).
 */
export function buildTransport(
  route: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>,
) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await route(config);
    const response: AxiosResponse = {
      data: reply.body ?? null,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (config.validateStatus ? config.validateStatus(reply.status) : true) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  return { adapter, calls };
}

/** A token answer as the server sends it. */
export function buildTokenResponse(overrides: Partial<TokenResponse> = {}): TokenResponse {
  return {
    access_token: 'access-new',
    refresh_token: 'refresh-new',
    token_type: 'bearer',
    expires_in: 7200,
    message: '成功',
    ...overrides,
  };
}

/** Request-layer dependencies with an in-memory session and spies for the side effects. */
export function buildHttpDeps(adapter: AxiosAdapter, tokens: Partial<SessionTokens> = {}) {
  const state: SessionTokens = {
    accessToken: 'access-old',
    refreshToken: 'refresh-old',
    expiresAt: Date.now() + 3_600_000,
    ...tokens,
  };
  const deps = {
    baseURL: '/api',
    client: { id: 'homework-web', secret: 'homework-web-secret' },
    getTokens: () => state,
    saveTokens: vi.fn((token: TokenResponse, now: number) => {
      state.accessToken = token.access_token;
      state.refreshToken = token.refresh_token;
      state.expiresAt = now + token.expires_in * 1000;
    }),
    clearSession: vi.fn(),
    notify: vi.fn(),
    navigate: vi.fn(),
    now: () => Date.now(),
    adapter,
  } satisfies HttpDeps;
  return { deps, state };
}

/** The Authorization header a request was sent with. */
export function authorizationOf(config: InternalAxiosRequestConfig | undefined): unknown {
  return config?.headers.get('Authorization');
}
