import { useCallback, useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import {
  layoutCard,
  subjectiveBoxHeight,
  type CardLayout,
  type PaperDoc,
  type QuestionCardOptions,
} from '../../../layout';
import {
  groupError,
  groupName,
  optionalGroups,
  subjectiveQuestions,
  type OptionalGroup,
} from '../model/card-options';
import type { ComposeAction } from '../model/compose.reducer';
import { CardPreview } from '../../../ui';
import { CardQuestionTable } from './card-question-table';

/** Props of the 答题卡作答区 section of /paperset. */
export interface CardSettingsProps {
  doc: PaperDoc;
  dispatch(action: ComposeAction): void;
}

function cardOf(doc: PaperDoc): CardLayout | null {
  try {
    return layoutCard(doc);
  } catch {
    return null;
  }
}

function GroupItem({ g, no, onRemove }: { g: OptionalGroup; no: number; onRemove(): void }) {
  const box = Math.max(...g.questions.map(subjectiveBoxHeight));
  const problem = groupError(g.questions);
  return (
    <li className="card-groups__item">
      <Typography.Text>
        选做{no}：{groupName(g)}，共用一个 {Math.round(box)} 毫米答题框和选题填涂
      </Typography.Text>
      <Button size="small" aria-label={`取消选做${no}`} onClick={onRemove}>
        取消选做
      </Button>
      {problem && (
        <Typography.Text type="warning" className="card-groups__problem">
          {problem}，请在组卷中统一分值
        </Typography.Text>
      )}
    </li>
  );
}

/**
 * Per-question answer-card settings: each subjective box's height (or an essay's 作文格 count),
 * 选做 groups sharing one box with choice bubbles, and a live preview of the card layout.
 */
export function CardSettings({ doc, dispatch }: CardSettingsProps) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const card = useMemo(() => cardOf(doc), [doc]);
  const questions = subjectiveQuestions(doc);
  const groups = optionalGroups(doc);
  const pick = useCallback((id: string, on: boolean) => {
    setPicked((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setError(null);
  }, []);
  const setCard = useCallback(
    (id: string, c: QuestionCardOptions) => dispatch({ type: 'setCard', id, card: c }),
    [dispatch],
  );
  const makeGroup = () => {
    const chosen = questions.filter((q) => picked.has(q.id));
    const problem = groupError(chosen);
    setError(problem);
    if (problem) return;
    dispatch({ type: 'groupQuestions', ids: chosen.map((q) => q.id) });
    setPicked(new Set());
  };
  return (
    <section className="compose-settings__card" aria-label="答题卡作答区">
      <Typography.Title level={5}>答题卡作答区</Typography.Title>
      <Typography.Paragraph type="secondary">
        每道主观题在答题卡上有一个方框，高度按题型和分值计算，可逐题调整；作文按格数印作文格；
        勾选同题型、同分值的题可设为选做题，共用一个答题框并由学生填涂所选题号。
      </Typography.Paragraph>
      {questions.length === 0 ? (
        <Typography.Text type="secondary">试卷中没有主观题，答题卡只有客观题填涂区</Typography.Text>
      ) : (
        <>
          <CardQuestionTable
            questions={questions}
            groups={groups}
            picked={picked}
            onPick={pick}
            onCard={setCard}
          />
          <Space className="card-groups__create" wrap>
            <Button onClick={makeGroup}>设为选做题</Button>
            {error && (
              <Typography.Text type="danger" role="alert">
                {error}
              </Typography.Text>
            )}
          </Space>
          {groups.length > 0 && (
            <ul className="card-groups" aria-label="选做题组">
              {groups.map((g, i) => (
                <GroupItem
                  key={g.id}
                  g={g}
                  no={i + 1}
                  onRemove={() => dispatch({ type: 'ungroup', group: g.id })}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <CardPreview card={card} />
    </section>
  );
}
