import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { RootState } from '../state/root-reducer';
import { Providers } from './providers';
import type { AppStore } from './store';

/**
 * The whole app on a router made by app/start.tsx. `serverState` is the store as the server rendered
 * the page: hydration reads it, so what the browser changes meanwhile (the signed-in user)
 * shows right after instead of breaking hydration.
 */
export function App({
  store,
  router,
  serverState,
}: {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  serverState?: RootState;
}) {
  return (
    <Providers store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </Providers>
  );
}
