import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.fixture';
import { buildServices } from '../services.fixture';
import { buildSignedInServices } from '../signed-in.fixture';

/** Every path of spec section 2's table, written out from the spec (not from the route table). */
const SPEC_PATHS = [
  '/',
  '/login',
  '/userset',
  '/protocol',
  '/edit',
  '/paperset',
  '/scan',
  '/team/details',
  '/team/member',
  '/team/group',
  '/invite',
  '/schoolmaterials',
  '/paperbinding',
  '/analysis',
  '/analysis/grade',
  '/analysis/class',
  '/analysis/person',
  '/correct',
  '/write',
  '/paperlist',
  '/pringtingtest',
  '/printing',
  '/printgrade',
  '/printanswer',
  '/printcode',
  '/printBarcode',
  '/printgradetest',
  '/aboutUs',
  '/bigData',
  '/assistant',
  '/assistant/analysis',
  '/assistant/commentary',
  '/assistant/details',
  '/assistant/papaerReport',
  '/dataCenter/subject',
  '/dataCenter/correctScore',
  '/dataCenter/averageScore',
  '/rehearse',
  '/largescreen',
  '/answerCard',
  '/404',
];

/** Where a signed-in user ends up: the guard's and the redirect rows' rules of spec section 2. */
const LANDING: Record<string, string> = {
  '/': '/paperList',
  '/404': '/paperList',
  '/analysis': '/analysis/grade',
  '/assistant': '/assistant/analysis',
};

const HOME_TEXT = '让每一份作业都有数据';
const pageText = () => document.querySelector('main.app-main')?.textContent?.trim() ?? '';

describe('every path of spec section 2, for a signed-in grade director', () => {
  it.each(SPEC_PATHS)('%s renders its own page', async (path) => {
    const { router } = renderApp(path, buildSignedInServices());
    const landing = LANDING[path] ?? path;
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    await waitFor(() => expect(pageText()).not.toBe(''));
    expect(screen.queryByText(HOME_TEXT)).toBeNull();
    // Still there once the page has settled (an unknown path would have gone on to / and away).
    expect(router.state.location.pathname).toBe(landing);
  });
});

describe('redirects', () => {
  it.each([
    ['/assistant', '/assistant/analysis', '数据分析'],
    ['/dataCenter', '/dataCenter/subject', '学科统计'],
    ['/analysis', '/analysis/grade', '年级学情'],
  ])('%s goes to %s', async (from, to, title) => {
    const { router } = renderApp(from, buildSignedInServices());
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });

  it('sends an unknown path to / (home for anonymous users)', async () => {
    const { router } = renderApp(
      '/no/such/page',
      buildServices(() => undefined),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(HOME_TEXT)).toBeTruthy();
  });

  it('sends a signed-in user from an unknown path via / on to /paperList', async () => {
    const { router } = renderApp('/no/such/page', buildSignedInServices());
    await waitFor(() => expect(router.state.location.pathname).toBe('/paperList'));
  });

  it('shows the 404 page to anonymous users at /404', async () => {
    const { router } = renderApp(
      '/404',
      buildServices(() => undefined),
    );
    expect(await screen.findByText('很抱歉，你访问的页面不存在。')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });
});
