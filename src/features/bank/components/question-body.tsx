import type { QuestionContent } from '../../../shared/api';
import type { QuestionKind } from '../../../layout';
import { RichText } from '../../../ui';

/** A question's stem, its options (not for 判断) and its parts with their scores. */
export function QuestionBody({
  q,
}: {
  q: Pick<QuestionContent, 'stem' | 'options' | 'parts'> & { kind: QuestionKind };
}) {
  return (
    <>
      <div className="bank-card-stem">
        <RichText value={q.stem} />
      </div>
      {q.kind !== 'judge' && q.options.length > 0 && (
        <ol className="bank-card-options">
          {q.options.map((o) => (
            <li key={o.label}>
              {o.label}. <RichText value={o.content} />
            </li>
          ))}
        </ol>
      )}
      {q.parts.map((p) => (
        <div className="bank-card-part" key={p.label}>
          {p.label} <RichText value={p.stem} />（{p.score}分）
        </div>
      ))}
    </>
  );
}
