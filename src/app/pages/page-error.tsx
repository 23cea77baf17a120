import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useNavigate, useRouteError } from 'react-router-dom';

/** Shown inside the chrome when a page fails to render: the navigation stays usable. */
export function PageError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('页面渲染失败', error);
  }, [error]);
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle="请刷新页面重试；如果问题一直出现，请通过右侧的“问题反馈”告诉我们。"
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Button key="home" onClick={() => void navigate('/paperlist')}>
          返回作业列表
        </Button>,
      ]}
    />
  );
}
