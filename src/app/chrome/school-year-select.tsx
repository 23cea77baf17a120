import { useState } from 'react';
import { Button, Dropdown, Spin, type MenuProps } from 'antd';
import { CalendarOutlined, DownOutlined } from '@ant-design/icons';
import type { ClassItem } from '../../shared/api';
import { MESSAGES } from '../../shared/messages';
import { useServices } from '../services-context';
import { useAppSelector } from '../store/hooks';
import { selectOrgId, selectSchoolYear } from '../store/session.selectors';

function menuItems(grades: ClassItem[] | null, loading: boolean, hasOrg: boolean) {
  if (loading) return [{ key: 'loading', label: <Spin size="small" />, disabled: true }];
  if (grades?.length) return grades.map((grade) => ({ key: grade.id, label: grade.name }));
  const empty = hasOrg ? '学校还没有可选的学年' : '你还没有加入学校';
  return [{ key: 'empty', label: empty, disabled: true }];
}

/** The school-year dropdown: opening it loads the grade list; choosing stores it and reloads. */
export function SchoolYearSelect() {
  const year = useAppSelector(selectSchoolYear);
  const orgId = useAppSelector(selectOrgId);
  const { api, session } = useServices();
  const [grades, setGrades] = useState<ClassItem[] | null>(null);
  const [loading, setLoading] = useState(false);

  const onOpenChange = (open: boolean) => {
    if (!open || !orgId) return;
    setLoading(true);
    api
      .grades(orgId)
      .then(setGrades, () => setGrades([]))
      .finally(() => setLoading(false));
  };
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const grade = grades?.find((item) => item.id === key);
    if (grade && orgId) void session.chooseSchoolYear(orgId, grade).catch(() => undefined);
  };

  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={onOpenChange}
      menu={{
        items: menuItems(grades, loading, Boolean(orgId)),
        onClick,
        selectable: true,
        selectedKeys: year ? [year.id] : [],
      }}
    >
      <Button type="text" icon={<CalendarOutlined />} data-testid="school-year">
        {year?.name ?? MESSAGES.noDefaultYear}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
