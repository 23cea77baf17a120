import { isOneOf } from './paths';

/** Where logged-in users land (spec: "sent to /paperList"). */
export const HOME_OF_USER = '/paperList';
/** The only paths anonymous users may open (plus the login page itself). */
export const PUBLIC_PATHS = ['/', '/404'] as const;
/** The login page the guard sends anonymous users to. */
export const LOGIN_PATH = '/login';
/**
 * The invitation page: an invited person opens its link before having an account, so anonymous
 * users may stay there too (it offers sign-in and registration itself).
 */
export const INVITE_PATH = '/invite';
/**
 * The large screen: a wall screen nobody signs into opens it with a read-only display link
 * (`?token=`), so anonymous users may stay there when the address carries a token.
 */
export const DISPLAY_PATH = '/largescreen';

/**
 * The navigation guard of spec section 2: returns the path to redirect to, or null to stay.
 * Unknown paths go to '/' first (and from there logged-in users on to /paperList). Right after the
 * session ended (`exitTo`, spec: '/'), an anonymous user goes there instead of to /login.
 * `search` is the address's query (a display link's token opens /largescreen).
 */
export function guardRedirect(
  pathname: string,
  loggedIn: boolean,
  isKnownPath: (pathname: string) => boolean,
  exitTo: string | null = null,
  search = '',
): string | null {
  if (!loggedIn && isOneOf(pathname, [DISPLAY_PATH]) && new URLSearchParams(search).get('token'))
    return null;
  if (exitTo && !loggedIn) return isOneOf(pathname, [exitTo]) ? null : exitTo;
  const target = isKnownPath(pathname) ? pathname : '/';
  if (loggedIn && isOneOf(target, PUBLIC_PATHS)) return HOME_OF_USER;
  if (!loggedIn && !isOneOf(target, [...PUBLIC_PATHS, LOGIN_PATH, INVITE_PATH])) return LOGIN_PATH;
  return target === pathname ? null : target;
}
