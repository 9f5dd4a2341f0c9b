import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { serverStateHydrated } from '../api/base-api';
import { getPlatform, initPlatform } from '../platform';
import { readStoredUser } from '../platform/local-store';
import { adoptStoredUser, restoreSession } from '../session/session-actions';
import { startSessionMirror } from '../session/session-mirror';
import { App } from './app';
import { buildRoutes } from './routes';
import { loadMatchedScreens, readServerState } from './server-rendered';
import { createAppStore } from './store';

/** Makes the store and the router and hydrates the page the server sent, or renders one. */
export async function start(): Promise<void> {
  // The desktop API base comes from the main process, so the platform is ready before any call.
  await initPlatform();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const routes = buildRoutes();
  // Public pages on the website arrive rendered by the server (issue 11); the desktop app and
  // every other page render here.
  const serverState = readServerState();
  if (serverState) {
    const store = createAppStore(null);
    store.dispatch(serverStateHydrated(serverState));
    await loadMatchedScreens(routes);
    // Evaluating the app's modules was a task of its own (main.tsx); making the router and
    // hydrating start another, so a tap waiting meanwhile is not held up by both
    // (docs/decisions/0077-first-tap-and-page-start.md).
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Hydration data (none: the pages have no loaders) tells the router the page came from the
    // server, so it does not scroll to the top on hydrating, where the reader may have scrolled
    // while the app started (ScrollRestoration, app/layout/app-layout.tsx).
    const router = createBrowserRouter(routes, { hydrationData: {} });
    // Making the router matches the page against every route: a task of its own too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const asRendered = store.getState();
    // A transition: hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App store={store} router={router} serverState={asRendered} />
        </StrictMode>,
      );
    });
    startSessionMirror(store.dispatch);
    void store.dispatch(adoptStoredUser());
    void store.dispatch(restoreSession());
    return;
  }
  const store = createAppStore(readStoredUser());
  startSessionMirror(store.dispatch);
  void store.dispatch(restoreSession());
  const router = createBrowserRouter(routes);
  // Desktop (issue 15): the payment provider's pulso:// link opens its order in this window.
  getPlatform().onDeepLink?.((path) => void router.navigate(path));
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}
