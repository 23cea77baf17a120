import { describe, expect, it } from 'vitest';
import { buildTokenResponse, authorizationOf } from '../request/transport.fixture';
import { buildServices, okBody } from '../services.fixture';
import { buildGradeInfo, buildUser } from './session.fixture';
import { SESSION_KEYS } from './session.persist';
import { isLoggedIn } from './session.selectors';
import { gradeInfoLoaded, tokensReceived, userLoaded } from './session.slice';
import { createAppStore } from './store';

const user = buildUser();
const gradeInfo = buildGradeInfo({ classDefaultId: 'g-2024', classDefaultName: '2024级' });

function server() {
  return buildServices((config) => {
    if (config.url === '/oauth/oauth/token') return { status: 200, body: buildTokenResponse() };
    if (config.url === '/system/user/info') return okBody(user);
    if (config.url === '/system/user/gradeInfo') return okBody(gradeInfo);
    return config.url === '/oauth/signout' || config.url?.startsWith('/system/class')
      ? okBody(null)
      : undefined;
  });
}

describe('session service', () => {
  it('signs in: tokens with expiry now + expires_in, the user and the grade info, all stored', async () => {
    const { services, store } = server();
    const before = Date.now();
    await services.session.signIn('director', 'director123');
    const { session } = store.getState();
    expect(isLoggedIn(session)).toBe(true);
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 7200 * 1000);
    expect(session.gradeInfo).toEqual(gradeInfo);
    expect(session.schoolYear).toEqual({ id: 'g-2024', name: '2024级' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.accessToken) ?? 'null')).toBe('access-new');
  });

  it("closes a failed attempt's 用户名或密码错误 once the next sign-in succeeds", async () => {
    let attempts = 0;
    const { services, notify, clearNotices } = buildServices((config) => {
      if (config.url === '/oauth/oauth/token')
        return attempts++ === 0
          ? { status: 400, body: { message: '用户名或密码错误' } }
          : { status: 200, body: buildTokenResponse() };
      if (config.url === '/system/user/info') return okBody(user);
      if (config.url === '/system/user/gradeInfo') return okBody(gradeInfo);
      return undefined;
    });
    await expect(services.session.signIn('director', 'wrong')).rejects.toBeTruthy();
    expect(notify).toHaveBeenCalledWith('用户名或密码错误', 3000);
    expect(clearNotices).not.toHaveBeenCalled();
    await services.session.signIn('director', 'director123');
    expect(clearNotices).toHaveBeenCalledOnce();
  });

  it('signs out: calls the endpoint with the token, clears storage and the user, goes to /', async () => {
    const { services, store, calls, navigate } = server();
    await services.session.signIn('director', 'director123');
    localStorage.setItem('zy.pref.paperType', '{}');
    await services.session.signOut();
    const signOut = calls.find((call) => call.url === '/oauth/signout');
    expect(signOut?.method).toBe('delete');
    expect(authorizationOf(signOut)).toBe('Bearer access-new');
    expect(localStorage.length).toBe(0);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().session.exitTo).toBe('/');
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('ends the session for / when any call answers 401', async () => {
    const { services, store, navigate } = buildServices(() => ({ status: 401, body: null }));
    store.dispatch(tokensReceived({ token: buildTokenResponse(), now: Date.now() }));
    store.dispatch(userLoaded(user));
    localStorage.setItem('zy.pref.feedPage', '{}');
    await expect(services.api.gradeInfo()).rejects.toThrow();
    expect(isLoggedIn(store.getState().session)).toBe(false);
    expect(store.getState().session.exitTo).toBe('/');
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('signs out locally even when the server call fails', async () => {
    const { services, store, navigate } = buildServices(() => ({ status: 500, body: null }));
    store.dispatch(tokensReceived({ token: buildTokenResponse(), now: Date.now() }));
    store.dispatch(userLoaded(user));
    await services.session.signOut();
    expect(isLoggedIn(store.getState().session)).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('chooses a school year: PUT orgId and classId as a form, store it, reload', async () => {
    const { services, store, calls, reload } = server();
    await services.session.chooseSchoolYear('org-1', { id: 'g-2023', name: '2023级' });
    const put = calls.at(-1);
    expect([put?.method, put?.url, put?.data]).toEqual([
      'put',
      '/system/class/updateClassDefault',
      'orgId=org-1&classId=g-2023',
    ]);
    expect(store.getState().session.schoolYear).toEqual({ id: 'g-2023', name: '2023级' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.schoolYear) ?? 'null')).toEqual({
      id: 'g-2023',
      name: '2023级',
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('restores the user and grade info at start only when logged in', async () => {
    const anonymous = server();
    await anonymous.services.session.restore();
    expect(anonymous.calls).toHaveLength(0);

    const signedIn = server();
    signedIn.store.dispatch(tokensReceived({ token: buildTokenResponse(), now: Date.now() }));
    signedIn.store.dispatch(userLoaded(buildUser({ displayName: '旧名字' })));
    await signedIn.services.session.restore();
    expect(signedIn.store.getState().session.user).toEqual(user);
    expect(signedIn.store.getState().session.gradeInfo).toEqual(gradeInfo);
  });
});

describe('createAppStore', () => {
  it('starts from the stored session and keeps storage in step', () => {
    const first = createAppStore();
    first.dispatch(tokensReceived({ token: buildTokenResponse(), now: 1000 }));
    first.dispatch(userLoaded(user));
    first.dispatch(gradeInfoLoaded(buildGradeInfo()));

    const second = createAppStore();
    expect(second.getState().session).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
      expiresAt: 1000 + 7200 * 1000,
      user,
      gradeInfo: null,
    });
    expect(localStorage.getItem(SESSION_KEYS.schoolYear)).toBeNull();
  });
});
