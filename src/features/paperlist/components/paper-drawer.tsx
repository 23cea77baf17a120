import { useEffect, useState } from 'react';
import { Button, Descriptions, Drawer, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { PaperDetail } from '../../../shared/api';
import { sectionHeader } from '../../../shared/paper';
import { paperListApi } from '../api/paperlist.api';

/** 打开: a paper's facts, versions and 大题, with 编辑 / 布置 / 复制. */
export function PaperDrawer(props: {
  paperId: string | null;
  onClose(): void;
  onEdit(p: PaperDetail): void;
  onAssign(p: PaperDetail): void;
  onCopy(p: PaperDetail): void;
}) {
  const { paperId, onClose, onEdit, onAssign, onCopy } = props;
  const [paper, setPaper] = useState<PaperDetail | null>(null);
  useEffect(() => {
    if (!paperId) return;
    let live = true;
    setPaper(null);
    paperListApi.detail(paperId).then(
      (p) => live && setPaper(p),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [paperId, onClose]);
  return (
    <Drawer open={paperId !== null} onClose={onClose} size={560} title={paper?.title ?? '作业'}>
      {!paper ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="学科">
              {paper.stageName}
              {paper.subjectName}
            </Descriptions.Item>
            <Descriptions.Item label="状态">{paper.status}</Descriptions.Item>
            <Descriptions.Item label="题数">{paper.questionCount}</Descriptions.Item>
            <Descriptions.Item label="满分">{paper.fullMarks}</Descriptions.Item>
            <Descriptions.Item label="班级" span={2}>
              {paper.classes.map((c) => c.name).join('、') || '未布置'}
            </Descriptions.Item>
            <Descriptions.Item label="版本" span={2}>
              {paper.versions.map((v) => (
                <Tag key={v.version} color={v.frozenAt ? 'orange' : 'default'}>
                  第 {v.version} 版{v.frozenAt ? '（已打印或扫描）' : ''}
                </Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="创建时间" span={2}>
              {dayjs(paper.createdAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Text strong>大题</Typography.Text>
            {paper.doc.sections.map((section, i) => (
              <Typography.Paragraph key={section.id} style={{ margin: '4px 0 0' }}>
                {sectionHeader(section, i)}
              </Typography.Paragraph>
            ))}
          </div>
          <Space>
            <Button type="primary" onClick={() => onEdit(paper)}>
              编辑
            </Button>
            <Button onClick={() => onAssign(paper)}>布置到班级</Button>
            <Button onClick={() => onCopy(paper)}>复制</Button>
          </Space>
        </Space>
      )}
    </Drawer>
  );
}
