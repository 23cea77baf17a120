import { isOneOf, PRINT_PATHS } from './paths';

/** Spec section 2: paths without the top navigation and the scan widget. */
export const TOP_NAV_HIDDEN_ON = [
  '/invite',
  ...PRINT_PATHS,
  '/team/group',
  '/bigData',
  '/largescreen',
  '/answerCard',
  '/404',
  '/',
  '/login',
] as const;

/** Spec section 2: paths without the right helper bar and the footer. */
export const HELPER_BAR_HIDDEN_ON = [
  '/404',
  '/',
  '/login',
  '/paperset',
  '/team/details',
  '/edit',
  '/largescreen',
  '/write',
] as const;

/** Which parts of the page chrome a path shows. */
export interface ChromeVisibility {
  topNav: boolean;
  scanWidget: boolean;
  helperBar: boolean;
  footer: boolean;
}

/** The chrome a path shows, from the two hide lists of spec section 2. */
export function chromeVisibility(pathname: string): ChromeVisibility {
  const nav = !isOneOf(pathname, TOP_NAV_HIDDEN_ON);
  const helper = !isOneOf(pathname, HELPER_BAR_HIDDEN_ON);
  return { topNav: nav, scanWidget: nav, helperBar: helper, footer: helper };
}
