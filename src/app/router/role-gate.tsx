import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import type { UserGradeInfo } from '../../shared/api';
import { MESSAGES } from '../../shared/messages';
import { useAppSelector } from '../store/hooks';
import { selectGradeInfo } from '../store/session.selectors';

/** Who may open a page the menu shows only to some: 数据中心 (年级主任), 成员管理 (administrators). */
export type PageRole = 'gradeDirector' | 'administrator';

/** Whether the grade info grants a role (a school's creator administers it). */
export const hasRole = (info: UserGradeInfo, role: PageRole): boolean =>
  role === 'gradeDirector' ? info.gradeDirector : info.isAdministrator || info.isCreator;

/** Shows the page to users with the role, else 很抱歉，您暂无该操作权限 (as the server answers). */
export function RoleGate({ role, children }: { role: PageRole; children: ReactNode }) {
  const info = useAppSelector(selectGradeInfo);
  if (!info) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!hasRole(info, role)) return <Result status="403" title={MESSAGES.forbidden} />;
  return <>{children}</>;
}
