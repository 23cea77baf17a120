import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RehearseSettingsView } from '../../../shared/api/rehearse';
import { reply, stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { RehearsePage } from './rehearse-page';

const settings = (over: Partial<RehearseSettingsView> = {}): RehearseSettingsView => ({
  wrongLine: 1,
  clearAfter: 1,
  schedule: [1, 2, 4, 7, 15, 30],
  similar: 2,
  difficulty: null,
  canEdit: true,
  ...over,
});

/** The page with one class and no wrong questions, its settings as given. */
function renderWith(current: RehearseSettingsView) {
  const stub = stubHttp({
    'GET /teacher/analysis/person/classes': () => ({
      classes: [{ id: 'c1', name: '初二(1)班', students: [{ id: 's1', name: '张三' }] }],
    }),
    'GET /teacher/rehearse/entries': () => ({
      today: '2026-09-02',
      entries: [],
      knowledge: [],
      kinds: [],
      subjects: [{ id: 'junior-math', name: '数学' }],
    }),
    'GET /teacher/rehearse/classes/:id/batches': () => ({ batches: [] }),
    'GET /teacher/rehearse/settings': () => current,
    'PUT /teacher/rehearse/settings': ({ body }) =>
      reply({ ...(body as RehearseSettingsView), canEdit: true }, '保存成功'),
    'POST /teacher/rehearse/practice': () => ({ batchId: 'b', sets: [] }),
  });
  renderFeature(<RehearsePage />, { path: '/rehearse' });
  return stub;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('错题重练设置', () => {
  it('checks each field with its message, saves through the API and preselects the practice defaults', async () => {
    const { calls } = renderWith(settings());
    fireEvent.click(await screen.findByRole('button', { name: /设置/ }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect((field(/复习间隔/) as HTMLInputElement).value).toBe('1, 2, 4, 7, 15, 30'),
    );
    type(/错题线/, '0');
    type(/答对几次/, '11');
    type(/复习间隔/, '1, 3, 2');
    expect(await within(drawer).findByText('错题线须在 1% 到 100% 之间')).toBeTruthy();
    expect(await within(drawer).findByText('答对次数须在 1 到 10 之间')).toBeTruthy();
    expect(await within(drawer).findByText('复习间隔须逐次增加')).toBeTruthy();
    type(/复习间隔/, '1, 二');
    expect(await within(drawer).findByText('请用逗号分隔天数，如 1, 2, 4, 7, 15, 30')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    type(/错题线/, '60');
    type(/答对几次/, '2');
    type(/复习间隔/, '1，3、9 20');
    fireEvent.mouseDown(field(/每道错题配同类题/));
    fireEvent.click(await screen.findByTitle('1 道'));
    fireEvent.mouseDown(field(/同类题难度/));
    fireEvent.click(await screen.findByTitle('较难'));
    fireEvent.click(within(drawer).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      wrongLine: 0.6,
      clearAfter: 2,
      schedule: [1, 3, 9, 20],
      similar: 1,
      difficulty: 4,
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();

    // 重练练习 starts from the saved defaults.
    fireEvent.click(screen.getByRole('tab', { name: '重练练习' }));
    fireEvent.click(await screen.findByRole('button', { name: '生成错题练习' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/teacher/rehearse/practice')).toBe(true),
    );
    expect(calls.find((c) => c.url === '/teacher/rehearse/practice')?.body).toMatchObject({
      similar: 1,
      difficulty: 4,
    });
  });

  it('shows the settings read-only to a teacher who is not an administrator', async () => {
    renderWith(settings({ wrongLine: 0.8, canEdit: false }));
    fireEvent.click(await screen.findByRole('button', { name: /设置/ }));
    expect(await screen.findByText('只有学校管理员可以修改错题重练设置')).toBeTruthy();
    await waitFor(() => expect((field(/错题线/) as HTMLInputElement).value).toBe('80'));
    expect((field(/错题线/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '保 存' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
