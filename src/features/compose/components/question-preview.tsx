import type { PaperQuestion } from '../../../layout';
import { questionLead } from '../../../layout';
import { RichText } from '../../../ui';
import { answerRuns, previewOptionsPerRow } from '../model/preview';

/** The 【答案】/【解析】 lines of a question. */
export function AnswerPreview({ q, numbered }: { q: PaperQuestion; numbered: boolean }) {
  return (
    <div className="pp-answer">
      {numbered && <span>{q.no}．</span>}
      <b>【答案】</b>
      <RichText value={answerRuns(q)} />
      {q.analysis.length > 0 && (
        <div>
          <b>【解析】</b>
          <RichText value={q.analysis} />
        </div>
      )}
    </div>
  );
}

/** A 小题 as printed: number and score, stem, compact options, parts, and maybe its answer. */
export function QuestionPreview(props: {
  q: PaperQuestion;
  columnMm: number;
  withAnswer: boolean;
}) {
  const { q, columnMm, withAnswer } = props;
  // 判断题 are answered √/× on the card: their options are not printed.
  const options = q.kind === 'judge' ? [] : q.options;
  const perRow = previewOptionsPerRow(options, columnMm);
  return (
    <div className="pp-question" data-no={q.no}>
      <div>
        <span>{questionLead(q)}</span>
        <RichText value={q.stem} />
      </div>
      {options.length > 0 && (
        <div className="pp-options" style={{ gridTemplateColumns: `repeat(${perRow}, 1fr)` }}>
          {options.map((o) => (
            <div key={o.label}>
              {o.label}．<RichText value={o.content} />
            </div>
          ))}
        </div>
      )}
      {q.parts.map((p) => (
        <div key={p.label} className="pp-part">
          {p.label}
          <RichText value={p.stem} />
        </div>
      ))}
      {withAnswer && <AnswerPreview q={q} numbered={false} />}
    </div>
  );
}
