import { Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import type { UserGradeInfo } from '../../shared/api';
import { useAppSelector } from '../store/hooks';
import { selectGradeInfo } from '../store/session.selectors';
import { Forbidden } from './lazy-pages';

/** Who may open a page the menu shows only to some: 数据中心 (年级主任), 成员管理 (administrators). */
export type PageRole = 'gradeDirector' | 'administrator';

/** Whether the grade info grants a role (a school's creator administers it). */
export const hasRole = (info: UserGradeInfo, role: PageRole): boolean =>
  role === 'gradeDirector' ? info.gradeDirector : info.isAdministrator || info.isCreator;

/** Shows the page to users with the role, else 很抱歉，您暂无该操作权限 (as the server answers). */
export function RoleGate({ role, children }: { role: PageRole; children: ReactNode }) {
  const info = useAppSelector(selectGradeInfo);
  const loading = <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!info) return loading;
  if (!hasRole(info, role)) {
    return (
      <Suspense fallback={loading}>
        <Forbidden />
      </Suspense>
    );
  }
  return <>{children}</>;
}
