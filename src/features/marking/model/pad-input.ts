import { scoreProblem } from '../../../shared/marking';

/** A score field of the pad. */
export interface PadField {
  label: string;
  full: number;
}

/** What the score pad holds: the text typed per field and the field the keys go to. */
export interface PadState {
  texts: string[];
  active: number;
  error: string | null;
}

/** A pad's start: empty fields, or the scores given before (回评). */
export const initialPad = (
  fields: readonly PadField[],
  scores?: readonly number[] | null,
): PadState => ({
  texts: fields.map((_, i) => (scores?.[i] === undefined ? '' : String(scores[i]))),
  active: 0,
  error: null,
});

const set = (s: PadState, text: string, error: string | null = null): PadState => ({
  ...s,
  texts: s.texts.map((t, i) => (i === s.active ? text : t)),
  error,
});

const clampStep = (v: number, step: number, full: number) =>
  Math.min(full, Math.max(0, Math.round(v / step) * step));

/** The scores typed, or null where a field is empty or not a number. */
export const padScores = (s: PadState): (number | null)[] =>
  s.texts.map((t) => (t === '' || Number.isNaN(Number(t)) ? null : Number(t)));

/** What a key does on the pad. */
export type PadAction =
  { kind: 'state'; state: PadState } | { kind: 'submit'; scores: number[] } | { kind: 'none' };

/**
 * The score pad's keys: digits and "." type into the active field (a score over full marks is
 * refused at once); Backspace deletes; ↑/↓ add or take a step; F or = gives full marks, Z or -
 * zero; Tab/←/→ move between fields; Enter moves to the next empty field or, when all are filled,
 * submits the scores if every one is within full marks and on the step.
 */
export function padKey(
  s: PadState,
  key: string,
  fields: readonly PadField[],
  step: number,
  shift = false,
): PadAction {
  const f = fields[s.active];
  if (!f) return { kind: 'none' };
  const cur = s.texts[s.active] ?? '';
  const state = (next: PadState): PadAction => ({ kind: 'state', state: next });
  if (/^[0-9]$/.test(key) || key === '.') {
    const text = cur === '0' && key !== '.' ? key : cur + key;
    if (!/^\d*\.?\d{0,2}$/.test(text)) return { kind: 'none' };
    if (Number(text) > f.full) return state({ ...s, error: `${f.label}满分 ${f.full} 分` });
    return state(set(s, text));
  }
  if (key === 'Backspace') return state(set(s, cur.slice(0, -1)));
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const v = clampStep((Number(cur) || 0) + (key === 'ArrowUp' ? step : -step), step, f.full);
    return state(set(s, String(v)));
  }
  if (key === 'f' || key === 'F' || key === '=') return state(set(s, String(f.full)));
  if (key === 'z' || key === 'Z' || key === '-') return state(set(s, '0'));
  const move = (to: number) =>
    state({ ...s, active: (to + fields.length) % fields.length, error: null });
  if (key === 'Tab') return move(s.active + (shift ? -1 : 1));
  if (key === 'ArrowRight') return move(s.active + 1);
  if (key === 'ArrowLeft') return move(s.active - 1);
  if (key === 'Enter') {
    const scores = padScores(s);
    const empty = scores.findIndex((v, i) => v === null && i !== s.active);
    if (scores[s.active] !== null && empty >= 0) return move(empty);
    const problem = scoreProblem(fields, step, scores);
    if (problem) return state({ ...s, error: problem });
    return { kind: 'submit', scores: scores as number[] };
  }
  return { kind: 'none' };
}
