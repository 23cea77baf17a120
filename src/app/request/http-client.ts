import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { TokenResponse } from '../../shared/api';
import { classifyHttpError } from './error-catalogue';
import { basicAuth, type HttpDeps } from './http.types';
import { singleFlight } from './single-flight';
import { needsRefresh } from './token-refresh';
import { toSearchParams } from '../lib/query-string';

/** Request timeout of ordinary calls, in ms (spec section 7). */
export const REQUEST_TIMEOUT_MS = 100_000;
/** Path of the OAuth token endpoint under the API base. */
export const TOKEN_PATH = '/oauth/oauth/token';

/** Creates the axios instance of spec section 7: base URL, timeout, bearer token, refresh, errors. */
export function createHttpClient(deps: HttpDeps): AxiosInstance {
  const http = axios.create({
    baseURL: deps.baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    validateStatus: (status) => status === 200,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
  });
  const handled = new WeakSet<object>();

  /** Takes tokens another tab saved meanwhile; true when they need no refresh of their own. */
  const adoptShared = (): boolean => {
    const shared = deps.sharedTokens?.();
    const mine = deps.getTokens();
    if (!shared?.accessToken || !shared.refreshToken || shared.expiresAt === null) return false;
    if (shared.refreshToken === mine.refreshToken) return false;
    const now = deps.now();
    deps.saveTokens(
      {
        access_token: shared.accessToken,
        refresh_token: shared.refreshToken,
        token_type: 'bearer',
        expires_in: (shared.expiresAt - now) / 1000,
        message: '',
      },
      now,
    );
    return !needsRefresh(deps.getTokens(), now);
  };
  const lock = <T>(task: () => Promise<T>) => (deps.refreshLock ? deps.refreshLock(task) : task());

  const refresh = singleFlight(() => lock(refreshNow));
  async function refreshNow(): Promise<void> {
    if (adoptShared()) return;
    const { refreshToken } = deps.getTokens();
    const body = toSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
    const response = await http.post<TokenResponse>(TOKEN_PATH, body, {
      skipAuth: true,
      headers: { Authorization: basicAuth(deps.client) },
    });
    deps.saveTokens(response.data, deps.now());
  }

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (config.skipAuth) return config;
    if (needsRefresh(deps.getTokens(), deps.now())) await refresh();
    const { accessToken } = deps.getTokens();
    if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    if (error && typeof error === 'object' && !handled.has(error)) {
      handled.add(error);
      applyErrorAction(error as AxiosError, deps);
    }
    return Promise.reject(error);
  });
  return http;
}

function applyErrorAction(error: AxiosError, deps: HttpDeps): void {
  const action = classifyHttpError({
    status: error.response?.status,
    body: error.response?.data ?? null,
    download: error.config?.download,
    cancelled: axios.isCancel(error),
  });
  if (action.kind === 'toast') deps.notify(action.message, action.durationMs);
  if (action.kind === 'endSession') {
    deps.clearSession();
    deps.navigate('/');
  }
}
