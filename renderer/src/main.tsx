import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { createAppStore } from './app/store';
import { initPlatform } from './platform';
import { readStoredUser } from './platform/local-store';
import { restoreSession } from './session/session-actions';
import { startSessionMirror } from './session/session-mirror';

async function start(): Promise<void> {
  // The desktop API base comes from the main process, so the platform is ready before any call.
  await initPlatform();
  const store = createAppStore(readStoredUser());
  startSessionMirror(store.dispatch);
  void store.dispatch(restoreSession());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

void start();
