import { useState } from 'react';
import { Alert, App, Button, Empty, Space, Spin, Tag } from 'antd';
import type { Annotation, BlockInfo, TaskView } from '../../../shared/api/marking';
import type { AnnotationTool } from '../model/annotation-shapes';
import { markingApi } from '../api/marking.api';
import { useMarkingSession } from '../hooks/use-marking-session';
import { AnnotationToolbar } from './annotation-toolbar';
import { AnswerImages } from './answer-images';
import { ProblemDialog } from './problem-dialog';
import { QuestionPanel } from './question-panel';
import { ScorePad } from './score-pad';

/** The scores the 题组长 sees when ruling: the earlier 评次. */
function Earlier({ task }: { task: TaskView }) {
  if (!task.earlier) return null;
  return (
    <Space wrap>
      {task.earlier.map((e) => (
        <Tag key={e.round} color="orange">
          {['', '一评', '二评', '仲裁'][e.round]}：{e.scores.join(' + ')}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * 阅卷: the item on screen (images only, fitted to the width, zoomable, with 批注), the score pad,
 * 问题卷 and example marks; after a submit the prefetched next item shows at once.
 */
export function MarkView({ info, queue }: { info: BlockInfo; queue: 'mark' | 'leader' }) {
  const { message } = App.useApp();
  const s = useMarkingSession(info.blockId, queue);
  const [tool, setTool] = useState<AnnotationTool | null>(null);
  const [text, setText] = useState('');
  const [zoom, setZoom] = useState(1);
  const [notes, setNotes] = useState<Annotation[]>([]);
  const [problem, setProblem] = useState(false);
  const [delta, setDelta] = useState<number | null>(null);
  const task = s.current;

  const images = task ? (
    <AnswerImages
      crops={task.crops}
      zoom={zoom}
      tool={tool}
      text={text}
      annotations={notes}
      onAnnotate={setNotes}
    />
  ) : s.loading ? (
    <Spin tip="正在领取答卷…" />
  ) : (
    <Empty description={s.reason ?? '暂无可评的答卷'} />
  );

  return (
    <div className="write-page">
      <section className="write-images" aria-label="作答图片">
        <AnnotationToolbar
          blockId={info.blockId}
          tool={tool}
          text={text}
          zoom={zoom}
          onTool={setTool}
          onText={setText}
          onZoom={setZoom}
          onUndo={() => setNotes(notes.slice(0, -1))}
          onDelta={setDelta}
        />
        <div style={{ marginTop: 8 }}>{images}</div>
      </section>
      <aside className="write-side">
        <div className="write-head">
          <b>{info.name}</b>
          <Tag>{info.mode === 'double' ? '双评' : '单评'}</Tag>
          {queue === 'leader' && <Tag color="red">题组长裁定</Tag>}
          <span>
            本次已评 {s.marked} 份{info.quota ? `，配额 ${info.quota} 份` : ''}
          </span>
        </div>
        {task?.student && (
          <div>
            {task.student.className} {task.student.name}
          </div>
        )}
        {task?.blank && <Alert type="warning" showIcon message="该答卷未测到笔迹，疑似空白" />}
        {task && <Earlier task={task} />}
        {delta !== null && (
          <Alert
            type="info"
            message={`所选评语建议${delta > 0 ? '加' : '减'} ${Math.abs(delta)} 分`}
          />
        )}
        {s.error && (
          <Alert
            type="error"
            showIcon
            message={s.error}
            closable
            onClose={() => s.setError(null)}
          />
        )}
        {task && (
          <ScorePad
            key={task.taskId}
            fields={info.fields}
            step={info.step}
            initial={task.scores}
            onSubmit={(scores) => {
              const kept = notes;
              setNotes([]);
              setDelta(null);
              void s.submit(scores, kept);
            }}
          />
        )}
        {task && (
          <Space wrap>
            <Button danger onClick={() => setProblem(true)}>
              问题卷
            </Button>
            {(['优秀答卷', '典型错误'] as const).map((k) => (
              <Button
                key={k}
                onClick={() =>
                  void markingApi
                    .example(task.itemId, k)
                    .then(() => message.success(`已标记为${k}`))
                }
              >
                {k}
              </Button>
            ))}
          </Space>
        )}
        <QuestionPanel info={info} />
      </aside>
      <ProblemDialog
        open={problem}
        onCancel={() => setProblem(false)}
        onFlag={async (reason, note) => {
          await s.flag(reason, note);
          setProblem(false);
          setNotes([]);
          message.success('已标记为问题卷');
        }}
      />
    </div>
  );
}
