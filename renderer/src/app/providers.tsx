import { App as AntApp, ConfigProvider, theme } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

dayjs.locale('es');

/** Dark theme with a violet accent: club lighting, readable contrast. */
const PULSO_THEME = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#a855f7',
    colorLink: '#c084fc',
    colorBgBase: '#0b0b12',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={esES} theme={PULSO_THEME}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
