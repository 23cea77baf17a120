import type { ReactNode } from 'react';
import { CommentOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { appConfig } from '../env';
import { MobileQr } from './mobile-qr';

/** The right helper bar: 问题反馈, 使用说明, 移动端 and the basket slot. */
export function HelperBar({ basket }: { basket: ReactNode }) {
  return (
    <aside className="helper-bar" aria-label="帮助栏">
      <Link to="/userset?nav=2" className="helper-bar__item">
        <CommentOutlined />
        <span>问题反馈</span>
      </Link>
      <a href={appConfig.helpUrl} target="_blank" rel="noreferrer" className="helper-bar__item">
        <QuestionCircleOutlined />
        <span>使用说明</span>
      </a>
      <MobileQr />
      {basket}
    </aside>
  );
}
