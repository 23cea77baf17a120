import { App } from 'antd';
import type { BankCatalog, BankQuestion } from '../../../shared/api';
import { bankApi } from '../api/bank.api';
import type { StageSubIdObj } from '../bank.slice';
import { bankValues, newValues, toQuestionInput } from '../editor/editor.values';
import { QuestionEditor } from '../editor/question-editor';

/** What the editor was opened for: a new question, a 衍生 copy, or an edit of one's own. */
export type EditorTarget =
  | { mode: 'new'; chapterIds: string[]; knowledgeIds: string[] }
  | { mode: 'derive'; question: BankQuestion }
  | { mode: 'edit'; question: BankQuestion };

const TITLES = {
  new: '新建试题',
  derive: '衍生试题（保存为我的新题，原题不变）',
  edit: '编辑试题',
};
const DONE = { new: '试题已保存', derive: '已衍生为我的试题', edit: '试题已修改' };

/** Opens the question editor for a target and saves through the matching call. */
export function EditorHost({
  target,
  catalog,
  choice,
  onDone,
  onClose,
}: {
  target: EditorTarget;
  catalog: BankCatalog;
  choice: StageSubIdObj;
  onDone: () => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const initial =
    target.mode === 'new'
      ? newValues(choice.subjectId, new Date(), target)
      : bankValues(target.question);
  return (
    <QuestionEditor
      title={TITLES[target.mode]}
      initial={initial}
      catalog={catalog}
      textbookId={choice.textbookId || undefined}
      onClose={onClose}
      onSubmit={async (v) => {
        const input = toQuestionInput(v);
        if (target.mode === 'new') await bankApi.create(input);
        else if (target.mode === 'derive') await bankApi.derive(target.question.id, input);
        else await bankApi.update(target.question.id, input);
        void message.success(DONE[target.mode]);
        onDone();
      }}
    />
  );
}
