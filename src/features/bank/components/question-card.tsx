import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Space, Tag } from 'antd';
import type { BankQuestion } from '../../../shared/api';
import { RichText } from '../../../ui';
import { QuestionBody } from './question-body';

/** What a card offers besides the app's actions. */
export interface CardHandlers {
  onDerive: (q: BankQuestion) => void;
  onEdit: (q: BankQuestion) => void;
  onDelete: (q: BankQuestion) => void;
}

/** One question: tags, stem, options, parts, answer and 解析 on demand, 知识点, actions. */
export function QuestionCard({
  q,
  no,
  actions,
  handlers,
}: {
  q: BankQuestion;
  no: number;
  actions?: ReactNode;
  handlers: CardHandlers;
}) {
  const [open, setOpen] = useState(false);
  return (
    <article className="bank-card" data-question-id={q.id} aria-label={`第${no}题`}>
      <header className="bank-card-tags">
        <span className="bank-card-no">{no}.</span>
        <Tag color="blue">{q.typeName}</Tag>
        <Tag>{q.difficultyName}</Tag>
        <Tag>{q.year}年</Tag>
        {q.source && <Tag>{q.source}</Tag>}
        {q.mine && <Tag color="green">{q.originId ? '我的衍生题' : '我的试题'}</Tag>}
        <span className="bank-card-score">{q.score}分</span>
      </header>
      <QuestionBody q={q} />
      {open && (
        <div className="bank-card-answer">
          <div>
            <b>【答案】</b>
            <RichText value={q.answer} />
          </div>
          {q.parts.some((p) => p.answer.length) &&
            q.parts.map((p) => (
              <div key={p.label}>
                {p.label} <RichText value={p.answer} />
              </div>
            ))}
          <div>
            <b>【解析】</b>
            {q.analysis.length ? <RichText value={q.analysis} /> : '暂无解析'}
          </div>
        </div>
      )}
      <footer className="bank-card-footer">
        <Space size={4} wrap>
          {q.knowledge.map((k) => (
            <Tag key={k.id} variant="filled" color="processing">
              {k.name}
            </Tag>
          ))}
        </Space>
        <Space wrap>
          <Button type="link" onClick={() => setOpen(!open)}>
            {open ? '收起答案解析' : '查看答案解析'}
          </Button>
          <Button onClick={() => handlers.onDerive(q)}>衍生</Button>
          {q.mine && <Button onClick={() => handlers.onEdit(q)}>编辑</Button>}
          {q.mine && (
            <Popconfirm
              title="删除这道试题？"
              description="删除后题库中不再显示，已组入试卷的题目不受影响。"
              okText="删除"
              cancelText="取消"
              onConfirm={() => handlers.onDelete(q)}
            >
              <Button danger>删除</Button>
            </Popconfirm>
          )}
          {actions}
        </Space>
      </footer>
    </article>
  );
}
