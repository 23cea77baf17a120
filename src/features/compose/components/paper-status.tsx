import type { ReactNode } from 'react';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { CheckCircleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import type { PaperDoc } from '../../../layout';
import type { PaperDetail } from '../../../shared/api';
import { totals } from '../../../shared/paper';
import type { PaperSnapshot, SaveState } from '../model/paper-session';

/** 已保存 / 保存中… / 保存失败 (with 重试). */
export function SaveStatus({ save, onRetry }: { save: SaveState; onRetry(): void }) {
  if (save === 'failed') {
    return (
      <Space role="status" aria-label="保存状态">
        <Typography.Text type="danger">
          <WarningOutlined /> 保存失败
        </Typography.Text>
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      </Space>
    );
  }
  return (
    <Typography.Text type="secondary" role="status" aria-label="保存状态">
      {save === 'saved' ? <CheckCircleOutlined /> : <LoadingOutlined />}{' '}
      {save === 'saved' ? '已保存' : '保存中…'}
    </Typography.Text>
  );
}

/** The notice of a frozen (printed or scanned) version. */
export const frozenText = (version: number): string =>
  `已打印或已扫描：修改将生成第 ${version + 1} 版，已印出的答题卡仍按第 ${version} 版识别`;

/** Frozen-version and reload notices above the editor. */
export function PaperNotices({ snapshot }: { snapshot: PaperSnapshot }) {
  const { detail, notice } = snapshot;
  return (
    <>
      {detail?.frozen && <Alert type="warning" showIcon title={frozenText(detail.version)} />}
      {notice && <Alert type="info" showIcon closable title={notice} />}
    </>
  );
}

/** The bar above /edit and /paperset: page name, 学段学科, version, totals, save state, actions. */
export function PaperBar(props: {
  name: string;
  detail: PaperDetail;
  doc: PaperDoc;
  status: ReactNode;
  actions: ReactNode;
}) {
  const { name, detail, doc, status, actions } = props;
  const t = totals(doc);
  return (
    <div className="compose-bar">
      <Space size="middle" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <Tag color="blue">
          {detail.stageName}
          {detail.subjectName}
        </Tag>
        <Tag>第 {detail.version} 版</Tag>
        <Typography.Text strong data-testid="paper-totals">
          共 {t.count} 题，总分 {t.marks} 分
        </Typography.Text>
        {status}
      </Space>
      <Space wrap>{actions}</Space>
    </div>
  );
}
