import { useEffect } from 'react';
import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { QuestionBrowser } from '../../features/bank/pages';
import { BasketSummary, BasketToggle, useBasketActions } from '../../features/basket';
import { ComposePage } from '../../features/compose';
import './edit-page.css';

/** 选题: the question bank with 加入/移出试题篮 on each card, and the basket beside it. */
function SelectQuestionsPage({
  subjectId,
  textbookId,
}: {
  subjectId?: string;
  textbookId?: string;
}) {
  const { load, setStageSubject } = useBasketActions();
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  return (
    <div className="edit-select">
      <div className="edit-select__bank">
        <QuestionBrowser
          subjectId={subjectId}
          textbookId={textbookId}
          renderActions={(q) => <BasketToggle question={q} />}
          onChoiceChange={({ stageId, subjectId: subject }) =>
            setStageSubject({ stageId, subjectId: subject })
          }
        />
      </div>
      <aside className="edit-select__basket" aria-label="试题篮">
        <Card size="small" title="试题篮">
          <BasketSummary />
        </Card>
      </aside>
    </div>
  );
}

/** /edit: with type=2 the 组卷中心 of paperId; otherwise 选题 (spec section 2 query). */
export function EditPage() {
  const [params] = useSearchParams();
  if (params.get('type') === '2') return <ComposePage />;
  return (
    <SelectQuestionsPage
      subjectId={params.get('subjectId') ?? undefined}
      textbookId={params.get('textbookId') ?? undefined}
    />
  );
}
