import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { AssistantExample, AssistantSlide } from '../../../shared/api/assistant';
import { RichText } from '../../../ui';
import { pct, score } from '../model/format';
import { AnswerImage } from './answer-image';

const askName = (s: { name: string; answer: string | null }) =>
  s.answer === null ? s.name : s.answer ? `${s.name}（选${s.answer}）` : `${s.name}（未作答）`;

/**
 * Shrinks a slide's type (the --fit factor, down to half) until nothing in it overflows, so a
 * long question still shows whole without scrolling.
 */
function fitSlide(el: HTMLElement | null) {
  if (!el) return;
  const parts = [el, ...el.querySelectorAll<HTMLElement>('.slide-question, .slide-side')];
  const over = () => parts.some((p) => p.scrollHeight > p.clientHeight + 1);
  let scale = 1;
  el.style.setProperty('--fit', '1');
  while (over() && scale > 0.5) {
    scale -= 0.05;
    el.style.setProperty('--fit', scale.toFixed(2));
  }
}

/** 选项分布 as bars: each option's share, the right ones green. */
function OptionBars({ slide }: { slide: AssistantSlide }) {
  const d = slide.distribution;
  if (!d) return null;
  return (
    <div className="slide-panel">
      <div className="slide-panel-title">选项分布</div>
      {d.options.map((o) => (
        <div key={o.option} className="slide-bar-row">
          <span className="slide-bar-label">{o.option}</span>
          <span className="slide-bar-track">
            <span
              className={o.right ? 'slide-bar right' : 'slide-bar'}
              style={{ width: `${Math.round((o.share ?? 0) * 100)}%` }}
            />
          </span>
          <span className="slide-bar-value">
            {o.count} 人 {pct(o.share)}
          </span>
        </div>
      ))}
      {d.unread > 0 ? <div className="slide-small">{d.unread} 人未识别到作答</div> : null}
    </div>
  );
}

/** An example answer, the student's name shown only when the teacher chooses. */
function Example({
  paperId,
  example,
  index,
  showNames,
  onOpen,
}: {
  paperId: string;
  example: AssistantExample;
  index: number;
  showNames: boolean;
  onOpen: (e: AssistantExample) => void;
}) {
  const who = showNames ? `${example.studentName}（${example.className}）` : `学生${index + 1}`;
  return (
    <button type="button" className="slide-example" onClick={() => onOpen(example)}>
      <span className={example.kind === '优秀答卷' ? 'slide-tag good' : 'slide-tag bad'}>
        {example.kind}
      </span>
      <span className="slide-example-who">
        {who}
        {example.score === null ? '' : ` · ${score(example.score)} 分`}
      </span>
      {example.note ? <span className="slide-small">{example.note}</span> : null}
      {example.images > 0 ? (
        <AnswerImage paperId={paperId} itemId={example.itemId} index={0} />
      ) : null}
    </button>
  );
}

/** One screen of 作业讲评: the question on the left, its figures, examples and who to ask on the right. */
export function Slide({
  paperId,
  slide,
  showNames,
  onOpen,
}: {
  paperId: string;
  slide: AssistantSlide;
  showNames: boolean;
  onOpen: (e: AssistantExample) => void;
}) {
  const ask = slide.ask;
  const root = useRef<HTMLDivElement>(null);
  const fit = useCallback(() => fitSlide(root.current), []);
  useLayoutEffect(fit, [fit, slide, showNames]);
  useEffect(() => {
    const ro = new ResizeObserver(fit);
    if (root.current) ro.observe(root.current);
    return () => ro.disconnect();
  }, [fit]);
  return (
    <div className="slide" data-question={slide.label} ref={root} onLoadCapture={fit}>
      <div className="slide-top">
        <span className="slide-no">第 {slide.label} 题</span>
        <span className="slide-meta">
          {slide.kind} · {score(slide.full)} 分
        </span>
        <span className="slide-rate">
          得分率 <b>{pct(slide.scoreRate)}</b>
        </span>
        <span className="slide-meta">
          满分 {slide.fullCount} / {slide.participants} 人
        </span>
      </div>
      <div className="slide-body">
        <div className="slide-question">
          <RichText value={slide.stem} />
          {slide.parts.map((p) => (
            <div key={p.label} className="slide-part">
              {p.label} <RichText value={p.stem} />（{score(p.score)} 分）
            </div>
          ))}
          {slide.options.length ? (
            <div className="slide-options">
              {slide.options.map((o) => (
                <div key={o.label}>
                  {o.label}. <RichText value={o.content} />
                </div>
              ))}
            </div>
          ) : null}
          <div className="slide-answer">
            <b>标准答案：</b>
            {slide.objective ? slide.key : <RichText value={slide.answer} />}
          </div>
          {slide.analysis.length ? (
            <div className="slide-analysis">
              <b>解析：</b>
              <RichText value={slide.analysis} />
            </div>
          ) : null}
        </div>
        <div className="slide-side">
          <OptionBars slide={slide} />
          {slide.examples.length ? (
            <div className="slide-panel">
              <div className="slide-panel-title">优秀答卷与典型错误</div>
              <div className="slide-examples">
                {slide.examples.slice(0, 2).map((e, i) => (
                  <Example
                    key={e.itemId}
                    paperId={paperId}
                    example={e}
                    index={i}
                    showNames={showNames}
                    onOpen={onOpen}
                  />
                ))}
              </div>
            </div>
          ) : null}
          <div className="slide-panel">
            <div className="slide-panel-title">提问学生</div>
            <div>请讲解：{ask.right.length ? ask.right.map((s) => s.name).join('、') : '无'}</div>
            <div>
              说说思路：
              {ask.wrong.length ? ask.wrong.map(askName).join('、') : '无'}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
