/** Compares paths the way the router matches them: case-insensitive, without a trailing slash. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

/** True when `pathname` is one of `paths` (exact, normalised). */
export function isOneOf(pathname: string, paths: readonly string[]): boolean {
  const wanted = normalizePath(pathname);
  return paths.some((path) => normalizePath(path) === wanted);
}

/** The print routes of spec section 2. */
export const PRINT_PATHS = [
  '/pringtingtest',
  '/printing',
  '/printgrade',
  '/printanswer',
  '/printcode',
  '/printBarcode',
  '/printgradetest',
] as const;
