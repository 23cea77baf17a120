import { Alert, Button, Space, Tag } from 'antd';
import { QUESTION_KINDS } from '../../../layout';
import { contentProblems, type ImportedQuestion } from '../../../shared/api';
import { RichText } from '../../../ui';
import { QuestionBody } from '../components/question-body';

/** One recognised question in the preview, with what was not understood and what still blocks saving. */
export function ImportItem({
  q,
  onEdit,
  onRemove,
}: {
  q: ImportedQuestion;
  onEdit: () => void;
  onRemove: () => void;
}) {
  // The server's notes come numbered (第3题：…); local checks are added when not already said.
  const blocking = contentProblems(q);
  const said = q.problems;
  const all = [...said, ...blocking.filter((b) => !said.some((p) => p.endsWith(b)))];
  return (
    <article className="bank-card bank-import-item" aria-label={`导入第${q.index}题`}>
      <header className="bank-card-tags">
        <span className="bank-card-no">{q.index}.</span>
        <Tag color="blue">{QUESTION_KINDS[q.kind].name}</Tag>
        <span className="bank-card-score">{q.score}分</span>
        {all.length === 0 && <Tag color="success">已识别</Tag>}
      </header>
      <QuestionBody q={q} />
      <div className="bank-card-answer">
        <b>【答案】</b>
        <RichText value={q.answer} />
        {q.analysis.length > 0 && (
          <div>
            <b>【解析】</b>
            <RichText value={q.analysis} />
          </div>
        )}
      </div>
      {all.length > 0 && (
        <Alert
          type={blocking.length ? 'error' : 'warning'}
          showIcon
          title={blocking.length ? '需要修改后才能保存' : '请核对'}
          description={
            <ul className="bank-problems">
              {all.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      <footer className="bank-card-footer">
        <span />
        <Space>
          <Button onClick={onEdit}>修改</Button>
          <Button danger onClick={onRemove}>
            不导入此题
          </Button>
        </Space>
      </footer>
    </article>
  );
}
