import { Button, Result, Spin } from 'antd';

/** What a page shows before its data is there: loading, or a failed load with 重试. */
export function LoadState({ loading, onRetry }: { loading: boolean; onRetry(): void }) {
  if (loading)
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin /> <span>正在加载…</span>
      </div>
    );
  return (
    <Result
      status="warning"
      title="加载失败"
      subTitle="请检查网络后重试。"
      extra={<Button onClick={onRetry}>重试</Button>}
    />
  );
}
