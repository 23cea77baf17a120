import type { ReactNode } from 'react';
import { Button, Card, Typography } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';

/** The top of a print screen: back to 作业列表, the title, and an optional link on the right. */
export function PrintHead({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <header className="print-head">
      <Link to="/paperlist" className="print-back">
        <ArrowLeftOutlined /> 返回作业列表
      </Link>
      <Typography.Title level={4} className="print-title">
        {title}
      </Typography.Title>
      {extra}
    </header>
  );
}

/** Props of the options card. */
export interface PrintOptionsCardProps {
  children: ReactNode;
  /** The file the button downloads; null: nothing to download yet. */
  fileName: string | null;
  downloading: boolean;
  onDownload(): void;
}

/** 打印选项: the screen's choices, 下载 PDF and the Chinese file name it will save. */
export function PrintOptionsCard({
  children,
  fileName,
  downloading,
  onDownload,
}: PrintOptionsCardProps) {
  return (
    <Card className="print-options" title="打印选项" size="small">
      {children}
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        block
        className="print-download"
        disabled={!fileName}
        loading={downloading}
        onClick={onDownload}
      >
        下载 PDF
      </Button>
      {fileName ? (
        <Typography.Text type="secondary" className="print-file-name">
          {fileName}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
