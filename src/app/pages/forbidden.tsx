import { Result } from 'antd';
import { MESSAGES } from '../../shared/messages';

/** 很抱歉，您暂无该操作权限 (as the server answers), for a page the user's role does not open. */
export function Forbidden() {
  return <Result status="403" title={MESSAGES.forbidden} />;
}
