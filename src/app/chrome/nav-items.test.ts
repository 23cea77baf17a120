import { describe, expect, it } from 'vitest';
import { avatarProps } from './brand';
import { navEntries, selectedNavKeys, userMenuEntries } from './nav-items';

describe('navEntries', () => {
  it('lists 作业列表, 学情分析, 错题重练 without 数据中心 for non-directors', () => {
    expect(navEntries(false).map((entry) => [entry.label, entry.to])).toEqual([
      ['作业列表', '/paperlist'],
      ['学情分析', '/analysis'],
      ['错题重练', '/rehearse'],
    ]);
  });

  it('adds 数据中心 with its three children when gradeDirector is true', () => {
    const dataCenter = navEntries(true).at(-1);
    expect(dataCenter?.label).toBe('数据中心');
    expect(dataCenter?.children?.map((entry) => [entry.label, entry.to])).toEqual([
      ['学科统计', '/dataCenter/subject'],
      ['作业批改报表', '/dataCenter/correctScore'],
      ['班级均分及小题对比', '/dataCenter/averageScore'],
    ]);
  });

  it('selects the first path segment, and the full path for submenus', () => {
    expect(selectedNavKeys('/analysis/class')).toEqual(['/analysis', '/analysis/class']);
    expect(selectedNavKeys('/paperlist')).toEqual(['/paperlist']);
    expect(selectedNavKeys('/dataCenter/subject')).toContain('/datacenter/subject');
  });
});

describe('userMenuEntries', () => {
  it('has 学校设置 with orgId, isCreator and isAdministrator when a default organisation exists', () => {
    const entries = userMenuEntries({ orgId: 'org-1', isCreator: true, isAdministrator: false });
    expect(entries.map((entry) => entry.label)).toEqual(['个人中心', '学校设置', '退出登录']);
    expect(entries[1]?.to).toBe('/team/details?orgId=org-1&isCreator=true&isAdministrator=false');
    expect(entries[0]?.to).toBe('/userset');
  });

  it('has no 学校设置 without a default organisation', () => {
    const entries = userMenuEntries({ orgId: null, isCreator: true, isAdministrator: true });
    expect(entries.map((entry) => entry.label)).toEqual(['个人中心', '退出登录']);
  });
});

describe('avatarProps', () => {
  it('shows URLs and data URLs as images and anything else as text', () => {
    expect(avatarProps('/files/a.png')).toEqual({ src: '/files/a.png' });
    expect(avatarProps('data:image/png;base64,AA')).toEqual({ src: 'data:image/png;base64,AA' });
    expect(avatarProps('张')).toEqual({ children: '张' });
    expect(avatarProps('')).toEqual({});
  });
});
