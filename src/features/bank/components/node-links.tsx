import { Button, Tag } from 'antd';
import type { KnowledgeChapterItem } from '../../../shared/api';
import { bankApi } from '../api/bank.api';
import type { ChapterType } from '../bank.slice';
import { useLoad } from '../../../ui';

/** What the chapter ↔ 知识点 links under the filters show and do. */
export interface NodeLinksProps {
  type: ChapterType;
  /** The chosen node of the tree (a chapter or a 知识点). */
  nodeId: string | undefined;
  /** The chosen 知识点 chip narrowing a chapter's questions. */
  knowledgeId: string | undefined;
  onKnowledge: (id: string | undefined) => void;
  /** Switches the browser to a chapter that teaches the chosen 知识点. */
  onChapter: (chapter: KnowledgeChapterItem) => void;
}

/**
 * The chapter ↔ 知识点 map at work: by 章节, the chosen chapter's 知识点 as chips that narrow the
 * list; by 知识点, the chapters that teach the chosen point, a click switching to that chapter.
 */
export function NodeLinks({ type, nodeId, knowledgeId, onKnowledge, onChapter }: NodeLinksProps) {
  const byChapter = type === 'booknode' && !!nodeId;
  const kps = useLoad(byChapter ? `k:${nodeId}` : null, () =>
    bankApi.chapterKnowledge(nodeId ?? ''),
  );
  const chapters = useLoad(!byChapter && nodeId ? `c:${nodeId}` : null, () =>
    bankApi.knowledgeChapters(nodeId ?? ''),
  );
  if (byChapter) {
    if (!kps.data?.length) return null;
    return (
      <div className="bank-filter-row" role="group" aria-label="本章知识点">
        <span className="bank-filter-label">本章知识点：</span>
        <Tag.CheckableTag checked={!knowledgeId} onChange={() => onKnowledge(undefined)}>
          全部
        </Tag.CheckableTag>
        {kps.data.map((k) => (
          <Tag.CheckableTag
            key={k.id}
            checked={knowledgeId === k.id}
            onChange={() => onKnowledge(knowledgeId === k.id ? undefined : k.id)}
          >
            <span title={k.parentName ? `${k.parentName} › ${k.name}` : k.name}>{k.name}</span>
          </Tag.CheckableTag>
        ))}
      </div>
    );
  }
  if (!nodeId || !chapters.data) return null;
  return (
    <div className="bank-filter-row" role="group" aria-label="讲授该知识点的章节">
      <span className="bank-filter-label">所在章节：</span>
      {chapters.data.length === 0 ? (
        <span className="bank-hint">教材中暂无讲授该知识点的章节</span>
      ) : (
        chapters.data.map((c) => (
          <Button
            key={c.id}
            type="link"
            size="small"
            title={`${c.textbookName}${c.chapterName ? ` › ${c.chapterName}` : ''} › ${c.name}`}
            onClick={() => onChapter(c)}
          >
            {c.name}
          </Button>
        ))
      )}
    </div>
  );
}
