import { Collapse, Tag } from 'antd';
import type { BlockInfo } from '../../../shared/api/marking';
import { RichText } from '../../../ui';

/** The block's stems, standard answers and 得分点, folded until asked for. */
export function QuestionPanel({ info }: { info: BlockInfo }) {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'q',
          label: '题目、标准答案与得分点',
          children: (
            <div>
              {info.questions.map((q) => (
                <div key={q.no} style={{ marginBottom: 8 }}>
                  <div>
                    <b>第{q.no}题</b> <RichText value={q.stem} />
                  </div>
                  <div>
                    <Tag color="green">答案</Tag>
                    <RichText value={q.answer} />
                  </div>
                  {q.parts.map((p) => (
                    <div key={p.label}>
                      {p.label} <RichText value={p.answer} />
                    </div>
                  ))}
                </div>
              ))}
              {info.points.length > 0 && (
                <ul>
                  {info.points.map((p, i) => (
                    <li key={i}>
                      {info.fields[p.field]?.label}：{p.text}（{p.score}分）
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
