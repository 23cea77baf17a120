import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { FeedbackPanel } from './feedback-panel';
import { ProfilePanel } from './profile-panel';

/** /userset: 个人中心; the query nav=2 opens 问题反馈. */
export function UsersetPage() {
  const [params, setParams] = useSearchParams();
  const active = params.get('nav') === '2' ? '2' : '1';
  return (
    <div className="page-frame">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === '2' ? { nav: '2' } : {})}
        items={[
          { key: '1', label: '个人中心', children: <ProfilePanel /> },
          { key: '2', label: '问题反馈', children: <FeedbackPanel /> },
        ]}
      />
    </div>
  );
}
