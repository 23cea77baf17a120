import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { BasketSlot } from '../chrome/lazy-chrome';
import { RootLayout } from './root-layout';
import { PageError } from './lazy-pages';
import { pageRoutes } from './route-table';

/**
 * The route tree: the root layout around every page (a page that fails to render shows PageError
 * inside the chrome); any other path goes to '/'.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout basket={<BasketSlot />} />,
    children: [
      {
        errorElement: (
          <Suspense fallback={null}>
            <PageError />
          </Suspense>
        ),
        children: [...pageRoutes, { path: '*', element: <Navigate to="/" replace /> }],
      },
    ],
  },
];

/** The history router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
