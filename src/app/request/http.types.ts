import type { AxiosAdapter } from 'axios';
import type { TokenResponse } from '../../shared/api';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send without the bearer token and without refreshing first (token calls). */
    skipAuth?: boolean;
    /** A blob download: a failure other than 401/403/404 shows 下载失败. */
    download?: boolean;
  }
}

/** The token part of the session, as the request layer needs it. */
export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch ms when the access token expires (now + expires_in s at issue). */
  expiresAt: number | null;
}

/** What the request layer needs from the rest of the app (injected, so tests pass stand-ins). */
export interface HttpDeps {
  baseURL: string;
  client: { id: string; secret: string };
  getTokens(): SessionTokens;
  saveTokens(tokens: TokenResponse, now: number): void;
  /** Clears stored state and the user, then the caller goes to '/'. */
  clearSession(): void;
  notify(message: string, durationMs: number): void;
  navigate(path: string): void;
  now(): number;
  /**
   * Tabs of one browser share a session: the tokens as last saved by any tab (localStorage), and a
   * lock held while one tab refreshes (Web Locks), so two tabs never send the same refresh token.
   * Without them (tests, old browsers) each client refreshes on its own.
   */
  sharedTokens?(): SessionTokens;
  refreshLock?<T>(task: () => Promise<T>): Promise<T>;
  /** Transport; axios' default (XHR in the browser) when omitted. */
  adapter?: AxiosAdapter;
}

/** The basic authorization header value of the OAuth client. */
export function basicAuth(client: HttpDeps['client']): string {
  return `Basic ${btoa(`${client.id}:${client.secret}`)}`;
}
