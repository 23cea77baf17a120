import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { renderApp } from '../render.fixture';
import { buildSignedInServices } from '../signed-in.fixture';

const pageText = () => document.querySelector('main.app-main')?.textContent ?? '';

describe('pages the menu hides, opened by typing the address', () => {
  it.each(['/dataCenter/subject', '/dataCenter/correctScore', '/dataCenter/averageScore'])(
    '%s says 很抱歉，您暂无该操作权限 to a teacher who is no 年级主任',
    async (path) => {
      renderApp(path, buildSignedInServices({ gradeDirector: false, administrator: false }));
      expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
      expect(pageText()).not.toContain('学科统计');
    },
  );

  it('/team/member says so to a teacher who does not administer the school', async () => {
    renderApp(
      '/team/member',
      buildSignedInServices({ gradeDirector: false, administrator: false }),
    );
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
  });

  it('still opens them for a 年级主任 and an administrator', async () => {
    renderApp('/dataCenter/subject', buildSignedInServices());
    await waitFor(() => expect(pageText()).toContain('学科统计'));
    expect(screen.queryByText(MESSAGES.forbidden)).toBeNull();
  });
});
