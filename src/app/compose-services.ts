import type { AxiosAdapter } from 'axios';
import { createShellApi } from './api/shell.api';
import { appConfig } from './env';
import { createHttpClient } from './request/http-client';
import { createRequestHelpers } from './request/request-helpers';
import type { AppServices } from './services-context';
import { createSessionService } from './store/session.service';
import { sessionEnded, tokensReceived } from './store/session.slice';
import { loadSession } from './store/session.persist';
import { createAppStore } from './store/store';

/** The side effects the services need from the outside world. */
export interface ServiceDeps {
  notify(message: string, durationMs?: number): void;
  /** Closes the messages still shown (after a successful sign-in). */
  clearNotices(): void;
  navigate(path: string): void;
  reload(): void;
  saveFile(blob: Blob, fileName: string): void;
  now(): number;
  /** Transport override (tests); axios' XHR adapter otherwise. */
  adapter?: AxiosAdapter;
}

/** Wires the store, request layer, shell API and session service together. */
export function createAppServices(deps: ServiceDeps) {
  const store = createAppStore();
  /** Spec sections 4/8: clear local storage and the user; the guard then leaves for '/'. */
  const endSession = () => {
    localStorage.clear();
    store.dispatch(sessionEnded('/'));
  };
  const notify = (message: string, durationMs = 3000) => deps.notify(message, durationMs);
  const http = createHttpClient({
    baseURL: appConfig.apiBase,
    client: appConfig.oauthClient,
    getTokens: () => store.getState().session,
    saveTokens: (token, now) => store.dispatch(tokensReceived({ token, now })),
    sharedTokens: () => loadSession(),
    ...(typeof navigator !== 'undefined' && 'locks' in navigator
      ? {
          refreshLock: <T>(task: () => Promise<T>) =>
            navigator.locks.request('zy-token-refresh', task),
        }
      : {}),
    clearSession: endSession,
    notify,
    navigate: deps.navigate,
    now: deps.now,
    adapter: deps.adapter,
  });
  const request = createRequestHelpers(http, {
    client: appConfig.oauthClient,
    notify,
    saveFile: deps.saveFile,
  });
  const api = createShellApi(request);
  const session = createSessionService({
    store,
    api,
    navigate: deps.navigate,
    reload: deps.reload,
    endSession,
    now: deps.now,
    clearNotices: deps.clearNotices,
  });
  const services: AppServices = { api, request, session, notify };
  return { store, http, services };
}
