import { useState } from 'react';
import { App } from 'antd';
import type { PaperDoc, PaperQuestion } from '../../../layout';
import { bankQuestionIds, fromBankQuestion } from '../../../shared/paper';
import type { ComposeAction } from '../model/compose.reducer';
import { ReplaceDialog } from './replace-dialog';
import { SectionBlock } from './section-block';
import { SortableList } from './sortable-list';

/** The 大题 of a paper, sortable, with 换一题. */
export function PaperEditor({
  doc,
  dispatch,
}: {
  doc: PaperDoc;
  dispatch(a: ComposeAction): void;
}) {
  const { message } = App.useApp();
  const [target, setTarget] = useState<PaperQuestion | null>(null);
  return (
    <>
      <SortableList
        ids={doc.sections.map((s) => s.id)}
        onMove={(sectionId, to) => dispatch({ type: 'moveSection', sectionId, to })}
      >
        {doc.sections.map((section, i) => (
          <SectionBlock
            key={section.id}
            section={section}
            index={i}
            count={doc.sections.length}
            dispatch={dispatch}
            onReplace={setTarget}
          />
        ))}
      </SortableList>
      <ReplaceDialog
        target={target}
        usedIds={bankQuestionIds(doc)}
        onClose={() => setTarget(null)}
        onPick={(q) => {
          if (target) {
            dispatch({ type: 'replaceQuestion', id: target.id, next: fromBankQuestion(q) });
            void message.success(`第${target.no}题已更换`);
          }
          setTarget(null);
        }}
      />
    </>
  );
}
