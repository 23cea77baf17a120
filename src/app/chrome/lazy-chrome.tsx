import { lazy } from 'react';

/**
 * The signed-in chrome (top navigation, helper bar with the basket, footer), fetched when a page
 * that shows it opens: /login and / show none of it and load none of it.
 */
export const TopNav = lazy(() => import('./top-nav').then((m) => ({ default: m.TopNav })));
export const HelperBar = lazy(() => import('./helper-bar').then((m) => ({ default: m.HelperBar })));
export const SiteFooter = lazy(() =>
  import('./site-footer').then((m) => ({ default: m.SiteFooter })),
);
export const BasketSlot = lazy(() =>
  import('./basket-entry').then((m) => ({ default: m.BasketSlot })),
);
