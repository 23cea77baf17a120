import { useRef, useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { PrinterCheckResult } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { messageOf } from '../hooks/use-upload-queue';
import { printerFigures } from '../model/printer-check';

const ACCEPT = '.jpg,.jpeg,.png,.tif,.tiff,.pdf,image/jpeg,image/png,image/tiff,application/pdf';

type Reading =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'read'; name: string; result: PrinterCheckResult }
  | { kind: 'failed'; name: string; message: string };

/** What was read: the verdict in plain words and the measured figures. */
function PrinterCheckReport({ name, result }: { name: string; result: PrinterCheckResult }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={result.ok ? 'success' : 'warning'}
        showIcon
        title={result.ok ? result.verdict : '打印机设置需要调整'}
        description={result.ok ? '可以用这台打印机的当前设置打印答题卡' : result.verdict}
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        title={`校准页：${name}`}
        items={printerFigures(result).map((f) => ({
          key: f.label,
          label: f.label,
          children: f.value,
        }))}
      />
    </Space>
  );
}

/**
 * 打印机校准: the teacher uploads a scan of the printer check page (printed from 打印 › 打印机校准)
 * and sees the printer's scale and offset with a verdict (actual size, or what to change).
 */
export function PrinterCheckPanel() {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<Reading>({ kind: 'idle' });
  const read = (file: File) => {
    setReading({ kind: 'reading', name: file.name });
    scanApi.printerCheck(file, file.name).then(
      (result) => setReading({ kind: 'read', name: file.name, result }),
      (error: unknown) =>
        setReading({ kind: 'failed', name: file.name, message: messageOf(error, '读取失败') }),
    );
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} aria-label="打印机校准">
      <Typography.Paragraph>
        先在<Link to="/pringtingtest">打印机校准</Link>
        页打印校准页（选择“实际大小”），再用扫描仪按 300 dpi 扫描，把扫描得到的图片上传到这里，
        即可看到打印机的实际比例和偏移。
      </Typography.Paragraph>
      <Button
        icon={<UploadOutlined />}
        loading={reading.kind === 'reading'}
        onClick={() => input.current?.click()}
      >
        上传校准页扫描件
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label="选择校准页扫描件"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) read(file);
        }}
      />
      {reading.kind === 'reading' && (
        <Space>
          <Spin size="small" />
          <Typography.Text type="secondary">正在读取 {reading.name}…</Typography.Text>
        </Space>
      )}
      {reading.kind === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={`无法读取校准页：${reading.name}`}
          description={reading.message}
        />
      )}
      {reading.kind === 'read' && (
        <PrinterCheckReport name={reading.name} result={reading.result} />
      )}
    </Space>
  );
}
