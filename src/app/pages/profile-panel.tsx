import { Avatar, Descriptions } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { MESSAGES } from '../../shared/messages';
import { useAppSelector } from '../store/hooks';
import { selectGradeInfo, selectSchoolYear, selectUser } from '../store/session.selectors';
import { avatarProps } from '../chrome/brand';

/** The signed-in user's account, school and teaching assignment. */
export function ProfilePanel() {
  const user = useAppSelector(selectUser);
  const gradeInfo = useAppSelector(selectGradeInfo);
  const year = useAppSelector(selectSchoolYear);
  const roles = [
    gradeInfo?.isCreator && '学校创建者',
    gradeInfo?.isAdministrator && '管理员',
    gradeInfo?.gradeDirector && '年级主任',
  ].filter(Boolean);
  return (
    <Descriptions column={1} bordered title="账号信息">
      <Descriptions.Item label="头像">
        <Avatar {...avatarProps(user?.avatar)} icon={user?.avatar ? undefined : <UserOutlined />} />
      </Descriptions.Item>
      <Descriptions.Item label="姓名">{user?.displayName || '—'}</Descriptions.Item>
      <Descriptions.Item label="用户名">{user?.username ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="学校">{user?.orgName || '尚未加入学校'}</Descriptions.Item>
      <Descriptions.Item label="默认学年">{year?.name ?? MESSAGES.noDefaultYear}</Descriptions.Item>
      <Descriptions.Item label="身份">{roles.length ? roles.join('、') : '教师'}</Descriptions.Item>
      <Descriptions.Item label="任教学科">
        {gradeInfo?.subjects.map((subject) => subject.name).join('、') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="任教班级">
        {gradeInfo?.classes.map((item) => item.name).join('、') || '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
