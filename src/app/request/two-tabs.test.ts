import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../shared/api';
import { createHttpClient, TOKEN_PATH } from './http-client';
import type { SessionTokens } from './http.types';
import {
  authorizationOf,
  buildHttpDeps,
  buildTokenResponse,
  buildTransport,
} from './transport.fixture';

/** One browser: what every tab last saved (localStorage) and a lock (Web Locks) they share. */
function buildBrowser() {
  let stored: SessionTokens = {
    accessToken: 'access-old',
    refreshToken: 'refresh-old',
    expiresAt: 0,
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    sharedTokens: () => ({ ...stored }),
    save: (t: SessionTokens) => (stored = { ...t }),
    refreshLock: <T>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

describe('two tabs of one browser refreshing at once', () => {
  it('send the refresh token once: the second tab takes the tokens the first one got', async () => {
    const expiresAt = Date.now() + 1000;
    let served = 0;
    const transport = buildTransport(async (config) => {
      if (config.url !== TOKEN_PATH) return { status: 200, body: { message: '成功', data: null } };
      served += 1;
      // The server rotates: a refresh token works once; a second use would revoke the session.
      const body = new URLSearchParams(String(config.data));
      if (body.get('refresh_token') !== 'refresh-old')
        return { status: 400, body: { message: 'refresh token无效' } };
      await new Promise((wait) => setTimeout(wait, 20));
      return { status: 200, body: buildTokenResponse() };
    });
    const browser = buildBrowser();
    const tab = () => {
      const { deps, state } = buildHttpDeps(transport.adapter, { expiresAt });
      const save = deps.saveTokens;
      const shared = {
        ...deps,
        saveTokens: (token: TokenResponse, now: number) => {
          save(token, now);
          browser.save(state);
        },
        sharedTokens: browser.sharedTokens,
        refreshLock: browser.refreshLock,
      };
      return { http: createHttpClient(shared), deps };
    };
    const [a, b] = [tab(), tab()];
    const answers = await Promise.all([a.http.get('/a'), b.http.get('/b')]);

    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(served).toBe(1);
    const sent = transport.calls.filter((c) => c.url !== TOKEN_PATH);
    expect(sent.map(authorizationOf)).toEqual(['Bearer access-new', 'Bearer access-new']);
    expect(a.deps.clearSession).not.toHaveBeenCalled();
    expect(b.deps.clearSession).not.toHaveBeenCalled();
  });
});
