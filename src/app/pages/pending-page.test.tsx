import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.fixture';
import { buildSignedInServices } from '../signed-in.fixture';
import { PENDING_PAGES } from './pending-pages';

const HAN = /^\p{Script=Han}+$/u;

describe('pages a later issue builds', () => {
  it('each have a Chinese title, empty state and action', () => {
    expect(PENDING_PAGES.length).toBeGreaterThan(0);
    for (const page of PENDING_PAGES) {
      expect([page.path, HAN.test(page.title)]).toEqual([page.path, true]);
      expect(page.empty).toMatch(/\p{Script=Han}/u);
      expect(page.action.label).toMatch(/\p{Script=Han}/u);
    }
  });

  it.each(PENDING_PAGES.map((page) => [page.path, page] as const))(
    '%s shows its title and an empty state with a way on',
    async (path, page) => {
      const { router } = renderApp(path, buildSignedInServices());
      const heading = await screen.findByRole('heading', { name: page.title });
      const main = heading.closest('main') as HTMLElement;
      expect(within(main).getByText(page.summary)).toBeTruthy();
      const empty = main.querySelector('.ant-empty') as HTMLElement;
      expect(within(empty).getByText(page.empty)).toBeTruthy();
      fireEvent.click(within(empty).getByRole('button', { name: page.action.label }));
      await waitFor(() => expect(router.state.location.pathname).toBe(page.action.to));
    },
  );
});
