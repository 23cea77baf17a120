import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { HelperBar } from '../chrome/helper-bar';
import { LoginBoxHost } from '../chrome/login-box-host';
import { SiteFooter } from '../chrome/site-footer';
import { TopNav } from '../chrome/top-nav';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectLoggedIn } from '../store/session.selectors';
import { exitReached } from '../store/session.slice';
import { chromeVisibility } from './chrome-visibility';
import { guardRedirect } from './guard';
import { isKnownPath } from './route-table';

/** The root route: the guard, scroll-to-top on navigation, and the chrome around the page. */
export function RootLayout({ basket }: { basket: ReactNode }) {
  const { pathname, key } = useLocation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const exitTo = useAppSelector((state) => state.session.exitTo);
  const dispatch = useAppDispatch();
  const redirect = guardRedirect(pathname, loggedIn, isKnownPath, exitTo);
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
      {chrome.topNav && <TopNav showScan={chrome.scanWidget} />}
      <main className="app-main">
        <Outlet />
      </main>
      {chrome.helperBar && loggedIn && <HelperBar basket={basket} />}
      {chrome.footer && <SiteFooter />}
      <LoginBoxHost />
    </>
  );
}
