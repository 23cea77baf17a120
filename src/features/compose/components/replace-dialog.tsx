import { useEffect, useState } from 'react';
import { Button, Empty, Flex, Modal, Space, Spin, Tag } from 'antd';
import type { PaperQuestion } from '../../../layout';
import type { BankQuestion } from '../../../shared/api';
import { RichText } from '../../../ui';
import { composeApi } from '../api/compose.api';

/** Props of 换一题. */
export interface ReplaceDialogProps {
  /** The 小题 to replace; null when closed. */
  target: PaperQuestion | null;
  /** Bank questions already on the paper (never offered). */
  usedIds: string[];
  onPick(q: BankQuestion): void;
  onClose(): void;
}

/** 换一题: bank questions of the same kind sharing a 知识点; picking one replaces the 小题. */
export function ReplaceDialog({ target, usedIds, onPick, onClose }: ReplaceDialogProps) {
  const [list, setList] = useState<BankQuestion[] | null>(null);
  const targetId = target?.questionId;
  const exclude = usedIds.join(',');
  useEffect(() => {
    if (!targetId) return;
    let live = true;
    setList(null);
    composeApi
      .similar(targetId, exclude.split(','))
      .then((found) => live && setList(found))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [targetId, exclude]);
  return (
    <Modal
      open={target !== null}
      title={target ? `换一题：第${target.no}题` : '换一题'}
      footer={null}
      width={720}
      onCancel={onClose}
      destroyOnHidden
    >
      {list === null ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty description="题库中没有同题型、同知识点的其他试题" />
      ) : (
        <Flex vertical gap={12}>
          {list.map((q) => (
            <Flex key={q.id} gap={12} align="start" className="compose-similar">
              <Space orientation="vertical" size={4} style={{ flex: 1 }}>
                <RichText value={q.stem} />
                <Space size={4} wrap>
                  <Tag>{q.typeName}</Tag>
                  <Tag>{q.difficultyName}</Tag>
                  {q.knowledge.map((k) => (
                    <Tag key={k.id} color="blue">
                      {k.name}
                    </Tag>
                  ))}
                </Space>
              </Space>
              <Button type="primary" size="small" onClick={() => onPick(q)}>
                选用
              </Button>
            </Flex>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
