import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { buildRoutes } from './routes';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  );
}
