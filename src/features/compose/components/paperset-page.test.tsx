import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/paper';
import { renderFeature } from '../../../../tests/support/render-feature';
import { buildDoc } from '../compose.fixture';
import { composeServer } from '../compose.server.fixture';
import { PapersetPage } from './paperset-page';

const open = (id: string) => renderFeature(<PapersetPage />, { path: `/paperset?paperId=${id}` });
const sheet = () => screen.getByRole('article', { name: '试卷预览' });

async function chooseSize(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '纸张' }));
  fireEvent.click(await screen.findByTitle(label));
}

describe('PapersetPage (试卷设置)', () => {
  it('shows full marks computed from the scores and A3 in two columns with 密封线', async () => {
    const server = composeServer({ id: 's-a3' });
    open('s-a3');
    expect((await screen.findByTestId('full-marks')).textContent).toBe('29 分');
    const seal = screen.getByRole('switch', { name: '密封线' });
    expect(seal.hasAttribute('disabled')).toBe(true);
    await chooseSize('A3（横向两栏）');
    await waitFor(() => expect(sheet().getAttribute('data-size')).toBe('A3'));
    expect((sheet().querySelector('.pp-body') as HTMLElement).style.columnCount).toBe('2');
    fireEvent.click(screen.getByRole('switch', { name: '密封线' }));
    expect(await within(sheet()).findByText('密封线内不要答题')).toBeTruthy();
    await waitFor(() =>
      expect(server.current().doc.settings).toMatchObject({ size: 'A3', sealLine: true }),
    );
  });

  it('keeps an invalid entry out of the paper and says why in Chinese', async () => {
    const server = composeServer({ id: 's-bad' });
    open('s-bad');
    const digits = await screen.findByRole('spinbutton', { name: '考号位数' });
    fireEvent.change(digits, { target: { value: '20' } });
    expect(await screen.findByText('考号位数为 4～12')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '试卷标题' }), {
      target: { value: '期中测试' },
    });
    await waitFor(() => expect(server.saved.length).toBeGreaterThan(0));
    expect(server.current().doc.settings).toMatchObject({
      title: '期中测试',
      card: { idDigits: DEFAULT_SETTINGS.card.idDigits },
    });
  });

  it('asks for a title before saving', async () => {
    const untitled = buildDoc(undefined, 's-untitled');
    const server = composeServer({
      id: 's-untitled',
      doc: { ...untitled, settings: { ...untitled.settings, title: '' } },
    });
    open('s-untitled');
    fireEvent.click(await screen.findByRole('button', { name: /保存试卷/ }));
    expect((await screen.findAllByText('请填写试卷标题')).length).toBeGreaterThan(0);
    expect(server.calls.some((c) => c.url.endsWith('/save'))).toBe(false);
  });

  it('saves the paper and offers 布置到班级, which opens /paperlist with the paper', async () => {
    const server = composeServer({ id: 's-save' });
    const { location } = open('s-save');
    fireEvent.click(await screen.findByRole('button', { name: /保存试卷/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/《八年级数学单元测试》已保存到作业列表/)).toBeTruthy();
    expect(
      server.calls.some((c) => c.method === 'POST' && c.url === '/teacher/paper/s-save/save'),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /布置到班级/ }));
    await waitFor(() => expect(location()).toBe('/paperlist?assign=s-save'));
  });
});
