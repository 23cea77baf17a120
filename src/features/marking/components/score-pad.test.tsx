import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScorePad } from './score-pad';

const one = [{ label: '第16题', full: 12 }];
const two = [
  { label: '第17题(1)', full: 4 },
  { label: '第17题(2)', full: 8 },
];
const key = (k: string, shift = false) => fireEvent.keyDown(window, { key: k, shiftKey: shift });
const value = (label: string) => screen.getByLabelText(`${label}得分`).textContent?.trim();

describe('ScorePad', () => {
  it('scores with the keyboard alone: digits, Enter submits', () => {
    const onSubmit = vi.fn();
    render(<ScorePad fields={one} step={1} onSubmit={onSubmit} />);
    key('1');
    key('0');
    expect(value('第16题')).toBe('10');
    key('Enter');
    expect(onSubmit).toHaveBeenCalledWith([10]);
  });

  it('refuses a score over full marks as it is typed, and one off the step before sending', () => {
    const onSubmit = vi.fn();
    render(<ScorePad fields={one} step={1} onSubmit={onSubmit} />);
    key('1');
    key('5');
    expect(screen.getByRole('alert').textContent).toBe('第16题满分 12 分');
    expect(value('第16题')).toBe('1');
    key('.');
    key('5');
    key('Enter');
    expect(screen.getByRole('alert').textContent).toBe('第16题的得分须按 1 分的步长给出');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives full marks with F and zero with Z, steps with ↑/↓ on a 0.5 step', () => {
    const onSubmit = vi.fn();
    render(<ScorePad fields={one} step={0.5} onSubmit={onSubmit} />);
    key('f');
    expect(value('第16题')).toBe('12');
    key('ArrowDown');
    expect(value('第16题')).toBe('11.5');
    key('z');
    key('ArrowUp');
    key('Enter');
    expect(onSubmit).toHaveBeenCalledWith([0.5]);
  });

  it('moves to the next part on Enter and submits when all parts are filled', () => {
    const onSubmit = vi.fn();
    render(<ScorePad fields={two} step={1} onSubmit={onSubmit} />);
    key('3');
    key('Enter');
    expect(onSubmit).not.toHaveBeenCalled();
    key('7');
    key('Enter');
    expect(onSubmit).toHaveBeenCalledWith([3, 7]);
  });

  it('starts from the earlier scores in 回评 and takes buttons on a tablet', () => {
    const onSubmit = vi.fn();
    render(<ScorePad fields={two} step={1} initial={[2, 5]} onSubmit={onSubmit} />);
    expect([value('第17题(1)'), value('第17题(2)')]).toEqual(['2', '5']);
    fireEvent.click(screen.getAllByRole('button', { name: '满 分' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: '提交（Enter）' }));
    expect(onSubmit).toHaveBeenCalledWith([2, 8]);
  });

  it('sends nothing while disabled', () => {
    const onSubmit = vi.fn();
    render(<ScorePad fields={one} step={1} disabled onSubmit={onSubmit} />);
    key('5');
    key('Enter');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
