import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RootState } from '../state/root-reducer';
import type { AppStore } from './store';

/**
 * Only the store wraps the whole app. antd's ConfigProvider (theme, es_ES locale, dayjs) is
 * not here: the shell and the home page are plain HTML, and every antd surface is a lazy
 * chunk that wraps itself in ui/antd-scope.tsx, so the first download carries no antd.
 */
export function Providers({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}
