import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../store/session.selectors';
import { buildUser } from '../store/session.fixture';
import { guardRedirect } from './guard';
import { isKnownPath } from './route-table';

const anonymous = (path: string) => guardRedirect(path, false, isKnownPath);
const loggedIn = (path: string) => guardRedirect(path, true, isKnownPath);

describe('isLoggedIn (token stored AND user object non-empty)', () => {
  it('is true with a token and a user', () => {
    expect(isLoggedIn({ accessToken: 't', user: buildUser() })).toBe(true);
  });
  it('is false with a token but no user', () => {
    expect(isLoggedIn({ accessToken: 't', user: null })).toBe(false);
  });
  it('is false with a token and an empty user object', () => {
    expect(isLoggedIn({ accessToken: 't', user: {} })).toBe(false);
  });
  it('is false with a user but no token', () => {
    expect(isLoggedIn({ accessToken: null, user: buildUser() })).toBe(false);
    expect(isLoggedIn({ accessToken: '', user: buildUser() })).toBe(false);
  });
});

describe('guardRedirect, anonymous', () => {
  it('may open / and /404', () => {
    expect(anonymous('/')).toBeNull();
    expect(anonymous('/404')).toBeNull();
  });
  it('may stay on /login, where the guard sends it', () => {
    expect(anonymous('/login')).toBeNull();
  });
  it('may open /invite, whose link reaches people without an account', () => {
    expect(anonymous('/invite')).toBeNull();
    expect(loggedIn('/invite')).toBeNull();
  });
  it.each([
    '/paperlist',
    '/paperList',
    '/edit',
    '/scan',
    '/userset',
    '/aboutUs',
    '/protocol',
    '/team/details',
    '/printBarcode',
    '/analysis',
    '/analysis/person',
    '/assistant/papaerReport',
    '/dataCenter/subject',
    '/largescreen',
  ])('is sent from %s to /login', (path) => {
    expect(anonymous(path)).toBe('/login');
  });
  it('may open /largescreen with a display link’s token (a wall screen nobody signs into)', () => {
    expect(guardRedirect('/largescreen', false, isKnownPath, null, '?token=abc')).toBeNull();
    expect(guardRedirect('/largescreen', false, isKnownPath, null, '?token=')).toBe('/login');
    expect(guardRedirect('/paperlist', false, isKnownPath, null, '?token=abc')).toBe('/login');
  });
  it('goes from an unknown path to /', () => {
    expect(anonymous('/no-such-page')).toBe('/');
    expect(anonymous('/dataCenter/unknown')).toBe('/');
  });
});

describe('guardRedirect, logged in', () => {
  it('is sent from / and /404 to /paperList', () => {
    expect(loggedIn('/')).toBe('/paperList');
    expect(loggedIn('/404')).toBe('/paperList');
  });
  it('goes from an unknown path (via /) to /paperList', () => {
    expect(loggedIn('/no-such-page')).toBe('/paperList');
  });
  it.each(['/paperList', '/paperlist', '/login', '/edit', '/userset', '/team/group', '/analysis'])(
    'may open %s',
    (path) => {
      expect(loggedIn(path)).toBeNull();
    },
  );
});

describe('guardRedirect, right after the session ended', () => {
  it('sends the now anonymous user to the exit path (/) rather than /login', () => {
    expect(guardRedirect('/paperList', false, isKnownPath, '/')).toBe('/');
    expect(guardRedirect('/team/details', false, isKnownPath, '/')).toBe('/');
  });
  it('stays once there', () => {
    expect(guardRedirect('/', false, isKnownPath, '/')).toBeNull();
  });
  it('ignores the exit path while someone is logged in', () => {
    expect(guardRedirect('/', true, isKnownPath, '/')).toBe('/paperList');
  });
});
