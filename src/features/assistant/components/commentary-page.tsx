import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  LeftOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Button, Empty, Modal, Space, Switch } from 'antd';
import { useCallback, useRef, useState } from 'react';
import type { AssistantExample } from '../../../shared/api/assistant';
import { assistantApi } from '../api/assistant.api';
import { useDeckKeys } from '../hooks/use-deck-keys';
import { useFitHeight } from '../hooks/use-fit-height';
import { useFullscreen } from '../hooks/use-fullscreen';
import { usePaperChoice, usePaperData } from '../hooks/use-paper-choice';
import { AnswerImage } from './answer-image';
import { AssistantFrame } from './assistant-frame';
import { Slide } from './slide';
import './commentary.css';

/**
 * 作业讲评 (/assistant/commentary): a deck for the classroom projector, one question a screen,
 * stepped by keyboard or clicker, shown full screen; examples' names hidden unless chosen.
 */
export function AssistantCommentaryPage() {
  const choice = usePaperChoice();
  const paperId = choice.paper?.id;
  const { data: c, loading, reload } = usePaperData('commentary', paperId, assistantApi.commentary);
  const [at, setAt] = useState({ paperId: '', index: 0 });
  const index = at.paperId === paperId ? at.index : 0;
  const count = c?.slides.length ?? 0;
  const go = useCallback(
    (to: (i: number) => number) =>
      setAt((s) => ({ paperId: paperId ?? '', index: to(s.paperId === paperId ? s.index : 0) })),
    [paperId],
  );
  useDeckKeys(count, go);
  const deck = useRef<HTMLDivElement>(null);
  const height = useFitHeight(deck);
  const full = useFullscreen(deck);
  const [showNames, setShowNames] = useState(false);
  const [open, setOpen] = useState<AssistantExample | null>(null);
  const slide = c?.slides[index];
  return (
    <AssistantFrame
      title="作业讲评"
      choice={choice}
      ready={!!c}
      loading={loading}
      onRetry={reload}
      extra={
        <Space wrap>
          <Switch checked={showNames} onChange={setShowNames} aria-label="显示姓名" />
          <span>显示姓名</span>
        </Space>
      }
    >
      {() => (
        <div
          ref={deck}
          className={full.on ? 'deck is-full' : 'deck'}
          style={full.on ? undefined : { height }}
          data-deck
        >
          <div className="deck-bar">
            <Button icon={<LeftOutlined />} disabled={index === 0} onClick={() => go((i) => i - 1)}>
              上一题
            </Button>
            <span className="deck-count" aria-live="polite">
              {count ? `${index + 1} / ${count}` : '0 / 0'}
            </span>
            <Button disabled={index >= count - 1} onClick={() => go((i) => i + 1)}>
              下一题 <RightOutlined />
            </Button>
            <span className="deck-hint">← → 或 PageUp / PageDown 翻页，Home / End 首尾</span>
            <Button
              icon={full.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={full.toggle}
            >
              {full.on ? '退出全屏' : '全屏'}
            </Button>
          </div>
          {slide ? (
            <Slide paperId={c!.paperId} slide={slide} showNames={showNames} onOpen={setOpen} />
          ) : (
            <Empty description="这份作业没有题目" />
          )}
          <Modal
            open={!!open}
            onCancel={() => setOpen(null)}
            footer={null}
            width="80vw"
            getContainer={() => deck.current ?? document.body}
            title={
              open
                ? `${open.kind}${showNames ? ` · ${open.studentName}（${open.className}）` : ''}`
                : ''
            }
          >
            {open
              ? Array.from({ length: open.images }, (_, i) => (
                  <AnswerImage
                    key={i}
                    paperId={c!.paperId}
                    itemId={open.itemId}
                    index={i}
                    style={{ width: '100%' }}
                  />
                ))
              : null}
          </Modal>
        </div>
      )}
    </AssistantFrame>
  );
}
