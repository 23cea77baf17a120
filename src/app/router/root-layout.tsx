import { Suspense, useEffect, type ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { HelperBar, SiteFooter, TopNav } from '../chrome/lazy-chrome';
import { LoginBoxHost } from '../chrome/login-box-host';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectLoggedIn } from '../store/session.selectors';
import { exitReached } from '../store/session.slice';
import { chromeVisibility } from './chrome-visibility';
import { guardRedirect } from './guard';
import { isKnownPath } from './route-table';

/** The root route: the guard, scroll-to-top on navigation, and the chrome around the page. */
export function RootLayout({ basket }: { basket: ReactNode }) {
  const { pathname, key, search } = useLocation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const exitTo = useAppSelector((state) => state.session.exitTo);
  const dispatch = useAppDispatch();
  const redirect = guardRedirect(pathname, loggedIn, isKnownPath, exitTo, search);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  useEffect(() => {
    if (exitTo && !redirect) dispatch(exitReached());
  }, [exitTo, redirect, dispatch]);
  if (redirect) return <Navigate to={redirect} replace />;
  const chrome = chromeVisibility(pathname);
  return (
    <>
      {chrome.topNav && (
        <Suspense fallback={<div className="top-nav" style={{ height: 64 }} />}>
          <TopNav showScan={chrome.scanWidget} />
        </Suspense>
      )}
      <main className="app-main">
        {/* Pages are fetched with their route (lazy-pages.tsx). */}
        <Suspense
          fallback={<Spin size="large" className="app-main__loading" aria-label="加载中" />}
        >
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {chrome.helperBar && loggedIn && <HelperBar basket={basket} />}
        {chrome.footer && <SiteFooter />}
      </Suspense>
      <LoginBoxHost />
    </>
  );
}
