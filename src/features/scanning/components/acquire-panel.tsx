import { Alert, Button, Space, Spin, Typography } from 'antd';
import { ReloadOutlined, ScanOutlined } from '@ant-design/icons';
import type { ScannerStatus } from '../hooks/use-scanner';
import { ServiceGuide } from './service-guide';

/** The scanner part of /scan: its state, 开始扫描 and 重新检测, or why it is not available. */
export function ScannerControls(props: {
  status: ScannerStatus;
  scannerName: string | null;
  canStart: boolean;
  onScan(): void;
  onDetect(): void;
}) {
  const { status } = props;
  if (status.kind === 'connecting') {
    return (
      <Space>
        <Spin size="small" />
        <Typography.Text type="secondary">正在连接本机扫描服务…</Typography.Text>
      </Space>
    );
  }
  if (status.kind === 'off') return <Alert type="info" showIcon title={status.message} />;
  if (status.kind === 'missing') return <ServiceGuide installers={status.installers} />;
  return (
    <Space wrap>
      <Button
        type="primary"
        icon={<ScanOutlined />}
        loading={status.kind === 'scanning'}
        disabled={!props.canStart || !props.scannerName}
        onClick={props.onScan}
      >
        {status.kind === 'scanning' ? '正在扫描' : '开始扫描'}
      </Button>
      <Button
        icon={<ReloadOutlined />}
        disabled={status.kind === 'scanning'}
        onClick={props.onDetect}
      >
        重新检测扫描仪
      </Button>
      <Typography.Text type={props.scannerName ? undefined : 'warning'}>
        {props.scannerName
          ? `扫描仪：${props.scannerName}`
          : '未检测到扫描仪，请连接扫描仪后重新检测'}
      </Typography.Text>
      {status.kind === 'failed' && (
        <Typography.Text type="danger">{status.message}</Typography.Text>
      )}
    </Space>
  );
}
