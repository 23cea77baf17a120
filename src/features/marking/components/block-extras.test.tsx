import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockInput } from '../../../shared/api/marking';
import { MarkerQuotas, PointsEditor } from './block-extras';

const buildBlock = (overrides: Partial<BlockInput> = {}): BlockInput => ({
  name: '第17题',
  fields: [
    { questionId: 'q17', part: 1, no: 17, label: '第17题(1)', full: 4 },
    { questionId: 'q17', part: 2, no: 17, label: '第17题(2)', full: 6 },
  ],
  step: 1,
  points: [],
  mode: 'single',
  tolerance: 2,
  combine: 'mean',
  leaderId: null,
  markers: [
    { userId: 'u1', quota: null },
    { userId: 'u2', quota: 30 },
  ],
  ...overrides,
});

const ok = () => screen.getByRole('button', { name: /确\s?定/ });

describe('PointsEditor', () => {
  it('adds 得分点 with text, part and marks', async () => {
    const onChange = vi.fn();
    render(<PointsEditor block={buildBlock()} disabled={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '得分点（0）' }));
    fireEvent.click(await screen.findByRole('button', { name: '添加得分点' }));
    fireEvent.change(screen.getByLabelText('得分点1'), { target: { value: ' 列出方程 ' } });
    fireEvent.change(screen.getByLabelText('得分点1分值'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('得分点1分值'));
    fireEvent.click(ok());
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([{ field: 0, text: '列出方程', score: 3 }]),
    );
  });

  it('refuses points of a part adding up to more than its full marks, and empty text', async () => {
    const onChange = vi.fn();
    const block = buildBlock({
      points: [
        { field: 0, text: '设未知数', score: 2 },
        { field: 0, text: '解方程', score: 2 },
      ],
    });
    render(<PointsEditor block={block} disabled={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '得分点（2）' }));
    fireEvent.change(await screen.findByLabelText('得分点2分值'), { target: { value: '3' } });
    fireEvent.blur(screen.getByLabelText('得分点2分值'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '第17题(1)的得分点合计 5 分，超过满分 4 分',
    );
    expect(ok().closest('button')!.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('得分点2分值'), { target: { value: '2' } });
    fireEvent.blur(screen.getByLabelText('得分点2分值'));
    fireEvent.change(screen.getByLabelText('得分点1'), { target: { value: ' ' } });
    expect((await screen.findByRole('alert')).textContent).toBe('请填写得分点');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('MarkerQuotas', () => {
  it('sets a marker’s quota and clears it back to 不限', () => {
    const onChange = vi.fn();
    const names = new Map([
      ['u1', '王老师'],
      ['u2', '赵老师'],
    ]);
    render(<MarkerQuotas block={buildBlock()} names={names} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('王老师配额'), { target: { value: '40' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { userId: 'u1', quota: 40 },
      { userId: 'u2', quota: 30 },
    ]);
    fireEvent.change(screen.getByLabelText('赵老师配额'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith([
      { userId: 'u1', quota: null },
      { userId: 'u2', quota: null },
    ]);
  });
});
