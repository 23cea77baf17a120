import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

// antd pages render slowly in happy-dom: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders a feature's element at `path` inside Redux (the given slices), antd zh_CN with its App
 * context and a memory router; other paths render their path text so navigation can be asserted.
 */
export function renderFeature(
  element: ReactElement,
  { path = '/', reducers = {} }: { path?: string; reducers?: Record<string, Reducer> } = {},
) {
  const store = configureStore({ reducer: { _: (s: null = null) => s, ...reducers } });
  const route = path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <p data-testid="location">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, location };
}
