import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { FeedbackPanel } from './feedback-panel';
import { ProfilePanel } from './profile-panel';

/** What 个人中心 needs from the app. */
export interface UsersetPageProps {
  /** The account or its default school changed: reload the user and grade info. */
  onAccountChanged(): Promise<unknown>;
  /** The server ended every session (sign-out everywhere). */
  onSessionEnded(): void;
}

/** /userset: 个人中心; the query nav=2 opens 问题反馈. */
export function UsersetPage(props: UsersetPageProps) {
  const [params, setParams] = useSearchParams();
  const active = params.get('nav') === '2' ? '2' : '1';
  return (
    <div className="page-frame">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams(key === '2' ? { nav: '2' } : {})}
        items={[
          { key: '1', label: '个人中心', children: <ProfilePanel {...props} /> },
          { key: '2', label: '问题反馈', children: <FeedbackPanel /> },
        ]}
      />
    </div>
  );
}
