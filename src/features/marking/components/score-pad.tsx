import { useEffect, useRef, useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { scoreProblem } from '../../../shared/marking';
import { initialPad, padKey, padScores, type PadField, type PadState } from '../model/pad-input';
import './marking.css';

/** Props of the score pad. */
export interface ScorePadProps {
  fields: readonly PadField[];
  step: number;
  /** Scores given before (回评); the pad starts empty otherwise. */
  initial?: readonly number[] | null;
  disabled?: boolean;
  /** Called with scores already checked against full marks and the step. */
  onSubmit: (scores: number[]) => void;
}

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);

/**
 * 给分板: one field per question or part; the keyboard alone scores (digits, Enter, F 满分, Z 零分,
 * ↑/↓ a step, Tab between fields); buttons do the same on a tablet. A score over full marks or off
 * the step is refused before anything is sent.
 */
export function ScorePad({ fields, step, initial, disabled, onSubmit }: ScorePadProps) {
  const [pad, setPad] = useState<PadState>(() => initialPad(fields, initial));
  const latest = useRef({ pad, fields, step, onSubmit, disabled });
  latest.current = { pad, fields, step, onSubmit, disabled };

  const press = (key: string, shift = false) => {
    const cur = latest.current;
    if (cur.disabled) return false;
    const out = padKey(cur.pad, key, cur.fields, cur.step, shift);
    if (out.kind === 'state') setPad(out.state);
    if (out.kind === 'submit') cur.onSubmit(out.scores);
    return out.kind !== 'none';
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (press(e.key, e.shiftKey)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const full = (i: number) =>
    setPad((s) => ({
      ...s,
      active: i,
      texts: s.texts.map((t, j) => (j === i ? String(fields[i]!.full) : t)),
      error: null,
    }));
  const submit = () => {
    const scores = padScores(pad);
    const problem = scoreProblem(fields, step, scores);
    if (problem) setPad({ ...pad, error: problem });
    else onSubmit(scores as number[]);
  };
  const total = padScores(pad).reduce<number>((n, v) => n + (v ?? 0), 0);
  const active = fields[pad.active];
  const quick =
    active && active.full / step <= 24
      ? Array.from({ length: Math.round(active.full / step) + 1 }, (_, i) => i * step)
      : [];

  return (
    <div className="score-pad" aria-label="给分板">
      {fields.map((f, i) => (
        <div
          key={`${f.label}-${i}`}
          className={`score-pad-field${i === pad.active ? ' is-active' : ''}`}
          onClick={() => setPad((s) => ({ ...s, active: i }))}
        >
          <span className="score-pad-label">{f.label}</span>
          <output className="score-pad-value" aria-label={`${f.label}得分`}>
            {pad.texts[i] || '　'}
          </output>
          <span className="score-pad-full">/ {f.full} 分</span>
          <Button size="small" onClick={() => full(i)} disabled={disabled}>
            满分
          </Button>
        </div>
      ))}
      {quick.length > 0 && (
        <div className="score-pad-quick">
          {quick.map((v) => (
            <Button
              key={v}
              size="small"
              disabled={disabled}
              onClick={() =>
                setPad((s) => ({
                  ...s,
                  texts: s.texts.map((t, j) => (j === s.active ? String(v) : t)),
                  error: null,
                }))
              }
            >
              {v}
            </Button>
          ))}
        </div>
      )}
      <Space wrap>
        <Button disabled={disabled} onClick={() => press('ArrowDown')} aria-label={`减 ${step} 分`}>
          −{step}
        </Button>
        <Button disabled={disabled} onClick={() => press('ArrowUp')} aria-label={`加 ${step} 分`}>
          +{step}
        </Button>
        <Button disabled={disabled} onClick={() => press('z')}>
          零分
        </Button>
        <Tag color="blue">合计 {Math.round(total * 100) / 100} 分</Tag>
      </Space>
      {pad.error && (
        <div className="score-pad-error" role="alert">
          {pad.error}
        </div>
      )}
      <Button type="primary" block disabled={disabled} onClick={submit}>
        提交（Enter）
      </Button>
      <div className="score-pad-keys">
        数字键给分 · Enter 提交 · F 满分 · Z 零分 · ↑↓ 步长 {step} · Tab 换题
      </div>
    </div>
  );
}
