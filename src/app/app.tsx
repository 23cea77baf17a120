import { useEffect, useMemo } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { bindNavigator } from './lib/navigator';
import { bindMessageApi } from './lib/notifier';
import { createAppRouter } from './router/router';
import { services, store } from './services';
import { ServicesContext } from './services-context';
import './chrome/chrome.css';

dayjs.locale('zh-cn');

/** Hands antd's context-aware message API to code outside React (the request layer). */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
}

/** The app: Redux store, Ant Design in zh_CN, services and the history router. */
export function App() {
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => {
    bindNavigator((path) => void router.navigate(path));
    void services.session.restore().catch(() => undefined);
  }, [router]);
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <MessageBridge />
          <ServicesContext.Provider value={services}>
            <RouterProvider router={router} />
          </ServicesContext.Provider>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
