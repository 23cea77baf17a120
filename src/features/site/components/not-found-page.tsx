import { Button, Result } from 'antd';

/** Props of the 404 page. */
export interface NotFoundPageProps {
  /** Goes back to the home page. */
  onHome(): void;
}

/** The /404 page. */
export function NotFoundPage({ onHome }: NotFoundPageProps) {
  return (
    <Result
      status="404"
      title="404"
      subTitle="很抱歉，你访问的页面不存在。"
      extra={
        <Button type="primary" onClick={onHome}>
          返回首页
        </Button>
      }
    />
  );
}
