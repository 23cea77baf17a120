import { memo } from 'react';
import { Checkbox, Tag } from 'antd';
import {
  ESSAY_DEFAULT_CHARS,
  QUESTION_KINDS,
  type PaperQuestion,
  type QuestionCardOptions,
} from '../../../layout';
import {
  boxHeightError,
  canBeOptional,
  defaultBoxHeight,
  essayCharsError,
  type OptionalGroup,
} from '../model/card-options';
import { CardSizeInput } from './card-size-input';

/** Props of the table of subjective questions on the card. */
export interface CardQuestionTableProps {
  questions: PaperQuestion[];
  groups: OptionalGroup[];
  /** Questions ticked for a new 选做 group. */
  picked: ReadonlySet<string>;
  onPick(id: string, on: boolean): void;
  onCard(id: string, card: QuestionCardOptions): void;
}

/** The card options without one key (so the default applies again). */
function withValue<K extends 'boxHeight' | 'essayChars'>(
  card: QuestionCardOptions,
  key: K,
  v: number | undefined,
): QuestionCardOptions {
  const { [key]: _old, ...rest } = card;
  return v === undefined ? rest : { ...rest, [key]: v };
}

function AnswerArea({ q, onCard }: { q: PaperQuestion; onCard: CardQuestionTableProps['onCard'] }) {
  if (q.kind === 'essay') {
    return (
      <CardSizeInput
        label={`第 ${q.no} 题作文格数`}
        value={q.card.essayChars}
        fallback={ESSAY_DEFAULT_CHARS}
        unit="格"
        validate={essayCharsError}
        onChange={(v) => onCard(q.id, withValue(q.card, 'essayChars', v))}
      />
    );
  }
  return (
    <CardSizeInput
      label={`第 ${q.no} 题答题框高度`}
      value={q.card.boxHeight}
      fallback={defaultBoxHeight(q)}
      unit="毫米"
      validate={boxHeightError}
      onChange={(v) => onCard(q.id, withValue(q.card, 'boxHeight', v))}
    />
  );
}

interface RowProps {
  q: PaperQuestion;
  /** 1-based number of its 选做 group, 0 when none. */
  groupNo: number;
  picked: boolean;
  onPick: CardQuestionTableProps['onPick'];
  onCard: CardQuestionTableProps['onCard'];
}

/** One question's row; memoised so ticking or editing one row leaves the others alone. */
const Row = memo(function Row({ q, groupNo, picked, onPick, onCard }: RowProps) {
  return (
    <tr>
      <td>
        {groupNo > 0 ? (
          <Tag color="orange">选做{groupNo}</Tag>
        ) : (
          canBeOptional(q) && (
            <Checkbox
              aria-label={`选择第 ${q.no} 题`}
              checked={picked}
              onChange={(e) => onPick(q.id, e.target.checked)}
            />
          )
        )}
      </td>
      <td>{q.no}</td>
      <td>{QUESTION_KINDS[q.kind].name}</td>
      <td>{q.score} 分</td>
      <td>
        <AnswerArea q={q} onCard={onCard} />
      </td>
    </tr>
  );
});

/** 题号, 题型, 分值, the box height (or 作文格 count) and the 选做 tick of each question. */
export function CardQuestionTable(props: CardQuestionTableProps) {
  const { questions, groups, picked, onPick, onCard } = props;
  const groupNo = (q: PaperQuestion) => groups.findIndex((g) => g.id === q.card.optionalGroup) + 1;
  return (
    <table className="card-questions" aria-label="主观题答题区">
      <thead>
        <tr>
          <th>选做</th>
          <th>题号</th>
          <th>题型</th>
          <th>分值</th>
          <th>答题区</th>
        </tr>
      </thead>
      <tbody>
        {questions.map((q) => (
          <Row
            key={q.id}
            q={q}
            groupNo={groupNo(q)}
            picked={picked.has(q.id)}
            onPick={onPick}
            onCard={onCard}
          />
        ))}
      </tbody>
    </table>
  );
}
