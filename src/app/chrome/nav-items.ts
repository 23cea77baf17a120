import { toQueryString } from '../lib/query-string';

/** One entry of the top navigation; `children` make a submenu. */
export interface NavEntry {
  key: string;
  label: string;
  to?: string;
  children?: NavEntry[];
}

/** The top navigation's entries; 数据中心 only when the grade info says gradeDirector. */
export function navEntries(gradeDirector: boolean): NavEntry[] {
  const entries: NavEntry[] = [
    { key: '/paperlist', label: '作业列表', to: '/paperlist' },
    { key: '/analysis', label: '学情分析', to: '/analysis' },
    { key: '/rehearse', label: '错题重练', to: '/rehearse' },
  ];
  if (!gradeDirector) return entries;
  return [
    ...entries,
    {
      key: '/datacenter',
      label: '数据中心',
      children: [
        { key: '/datacenter/subject', label: '学科统计', to: '/dataCenter/subject' },
        { key: '/datacenter/correctscore', label: '作业批改报表', to: '/dataCenter/correctScore' },
        {
          key: '/datacenter/averagescore',
          label: '班级均分及小题对比',
          to: '/dataCenter/averageScore',
        },
      ],
    },
  ];
}

/** The nav keys a path selects: its first segment and, for submenus, the full path. */
export function selectedNavKeys(pathname: string): string[] {
  const path = pathname.toLowerCase();
  const first = `/${path.split('/')[1] ?? ''}`;
  return first === path ? [first] : [first, path];
}

/** The avatar menu's entries (spec section 2). */
export interface UserMenuEntry {
  key: 'userset' | 'school' | 'signOut';
  label: string;
  to?: string;
}

/** 个人中心, 学校设置 (only with a default organisation; its link carries the flags), 退出登录. */
export function userMenuEntries(input: {
  orgId: string | null;
  isCreator: boolean;
  isAdministrator: boolean;
}): UserMenuEntry[] {
  const school: UserMenuEntry[] = input.orgId
    ? [
        {
          key: 'school',
          label: '学校设置',
          to: `/team/details${toQueryString({
            orgId: input.orgId,
            isCreator: input.isCreator,
            isAdministrator: input.isAdministrator,
          })}`,
        },
      ]
    : [];
  return [
    { key: 'userset', label: '个人中心', to: '/userset' },
    ...school,
    { key: 'signOut', label: '退出登录' },
  ];
}
