import { Button, Dropdown, Grid, Menu, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { navEntries, selectedNavKeys, type NavEntry } from './nav-items';

type Items = NonNullable<MenuProps['items']>;

function toMenuItems(entries: NavEntry[]): Items {
  return entries.map((entry) => ({
    key: entry.key,
    label: entry.to ? <Link to={entry.to}>{entry.label}</Link> : entry.label,
    children: entry.children ? toMenuItems(entry.children) : undefined,
  }));
}

/** The top menu; under the md breakpoint it collapses into a dropdown behind a menu button. */
export function NavMenu({ gradeDirector }: { gradeDirector: boolean }) {
  const screens = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const items = toMenuItems(navEntries(gradeDirector));
  const selectedKeys = selectedNavKeys(pathname);
  if (screens.md === false) {
    return (
      <Dropdown menu={{ items, selectedKeys }} trigger={['click']}>
        <Button type="text" icon={<MenuOutlined />} aria-label="菜单" />
      </Dropdown>
    );
  }
  return (
    <Menu
      className="top-nav__menu"
      mode="horizontal"
      items={items}
      selectedKeys={selectedKeys}
      aria-label="主导航"
    />
  );
}
