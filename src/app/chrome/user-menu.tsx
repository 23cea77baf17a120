import { Avatar, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../services-context';
import { useAppSelector } from '../store/hooks';
import { selectGradeInfo, selectOrgId, selectUser } from '../store/session.selectors';
import { userMenuEntries } from './nav-items';
import { avatarProps } from './brand';

/** Avatar and name with the menu 个人中心, 学校设置 (with a default organisation) and 退出登录. */
export function UserMenu() {
  const user = useAppSelector(selectUser);
  const gradeInfo = useAppSelector(selectGradeInfo);
  const orgId = useAppSelector(selectOrgId);
  const navigate = useNavigate();
  const { session } = useServices();
  const entries = userMenuEntries({
    orgId,
    isCreator: gradeInfo?.isCreator ?? false,
    isAdministrator: gradeInfo?.isAdministrator ?? false,
  });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((item) => item.key === key);
    if (entry?.key === 'signOut') void session.signOut();
    else if (entry?.to) void navigate(entry.to);
  };
  const name = user?.displayName || user?.username || '';
  return (
    <Dropdown menu={{ items: entries.map(({ key, label }) => ({ key, label })), onClick }}>
      <button type="button" className="top-nav__user" aria-label="用户菜单">
        <Avatar
          size="small"
          {...avatarProps(user?.avatar)}
          icon={user?.avatar ? undefined : <UserOutlined />}
        />
        <span className="top-nav__name">{name}</span>
      </button>
    </Dropdown>
  );
}
