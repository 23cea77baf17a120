import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectGradeInfo, selectLoggedIn, selectUser } from '../store/session.selectors';
import { loginBoxToggled } from '../store/ui.slice';
import { logoOf } from './brand';
import { NavMenu } from './nav-menu';
import { SchoolYearSelect } from './school-year-select';
import { ScanEntry } from './scan-entry';
import { UserMenu } from './user-menu';

/** The top navigation: logo, menu, school year, scan, user menu; 注册/登录 when signed out. */
export function TopNav({ showScan }: { showScan: boolean }) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectUser);
  const gradeInfo = useAppSelector(selectGradeInfo);
  const dispatch = useAppDispatch();
  return (
    <header className="top-nav">
      <div className="top-nav__inner">
        <Link to={loggedIn ? '/paperlist' : '/'} className="top-nav__brand">
          <img src={logoOf(user)} alt={user?.orgName || '作业与网阅'} className="top-nav__logo" />
        </Link>
        {loggedIn && <NavMenu gradeDirector={gradeInfo?.gradeDirector ?? false} />}
        <div className="top-nav__tools">
          {loggedIn ? (
            <>
              <SchoolYearSelect />
              {showScan && <ScanEntry />}
              <UserMenu />
            </>
          ) : (
            <Button type="primary" onClick={() => dispatch(loginBoxToggled())}>
              注册/登录
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
