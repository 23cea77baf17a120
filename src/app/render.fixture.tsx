import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { appRoutes } from './router/router';
import { ServicesContext } from './services-context';
import type { buildServices } from './services.fixture';

/** Renders the whole route tree (or `routes`) at `path` with the given services and store. */
export function renderApp(
  path: string,
  built: ReturnType<typeof buildServices>,
  routes: RouteObject[] = appRoutes,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={built.store}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <ServicesContext.Provider value={built.services}>
            <RouterProvider router={router} />
          </ServicesContext.Provider>
        </AntApp>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, router };
}
