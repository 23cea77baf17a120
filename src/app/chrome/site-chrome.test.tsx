import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.fixture';
import { buildSignedInServices } from '../signed-in.fixture';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const logo = () => document.querySelector<HTMLImageElement>('img.top-nav__logo');

describe('top navigation logo', () => {
  it('shows the default logo when the user has neither orgLogo nor logoPath', async () => {
    renderApp('/rehearse', buildSignedInServices({ user: { orgLogo: '', logoPath: '' } }));
    await screen.findByRole('heading', { name: '错题重练' });
    expect(logo()?.getAttribute('src')).toBe('/logo.svg');
    expect(existsSync(resolve('public/logo.svg'))).toBe(true);
  });

  it("shows the school's logo when it has one", async () => {
    renderApp('/rehearse', buildSignedInServices({ user: { orgLogo: PNG } }));
    await screen.findByRole('heading', { name: '错题重练' });
    expect(logo()?.getAttribute('src')).toBe(PNG);
  });
});

describe('footer', () => {
  it('lists the product family and the technical support', async () => {
    renderApp('/rehearse', buildSignedInServices());
    const footer = await screen.findByRole('contentinfo');
    const family = within(footer).getByText('产品家族').closest('section') as HTMLElement;
    expect(
      within(family)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['智能作业系统', '理科考试系统', '宿舍睡眠系统']);
    const support = within(footer).getByText('技术支持').closest('section') as HTMLElement;
    expect(
      within(support)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['软件更新', '硬件服务', '7*24h 售后响应']);
    expect(within(footer).getByRole('link', { name: '关于我们' }).getAttribute('href')).toBe(
      '/aboutUs',
    );
    expect(within(footer).getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe(
      '/protocol',
    );
  });
});

describe('helper bar', () => {
  it('opens 使用说明 in a new tab at the help page served with the app', async () => {
    renderApp('/rehearse', buildSignedInServices());
    const bar = await screen.findByRole('complementary', { name: '帮助栏' });
    const help = within(bar).getByRole('link', { name: /使用说明/ });
    expect(help.getAttribute('href')).toBe('/help.html');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(existsSync(resolve('public/help.html'))).toBe(true);
  });

  it('使用说明 says as the scan dialog does when the paper size is chosen, and explains file import', () => {
    const text = readFileSync(resolve('public/help.html'), 'utf8').replace(/\s+/g, '');
    expect(text).toContain('自适应选“否”时，再选择纸张大小');
    expect(text).toContain('文件导入');
  });

  it('sends 问题反馈 to /userset?nav=2, which opens the feedback tab', async () => {
    const { router } = renderApp('/rehearse', buildSignedInServices());
    const bar = await screen.findByRole('complementary', { name: '帮助栏' });
    fireEvent.click(within(bar).getByRole('link', { name: /问题反馈/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userset'));
    expect(router.state.location.search).toBe('?nav=2');
    expect(await screen.findByRole('button', { name: '提交反馈' })).toBeTruthy();
  });
});
