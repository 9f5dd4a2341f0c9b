import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PUERTA_APP_PATH } from '@shared/api/door';
import { initPlatform } from '../platform';
import { openDoorDb } from './door-db';
import { DoorApp } from './door-app';
import './door.css';

/** Entry of the door app (puerta.html): no website store, router or antd. */
async function start(): Promise<void> {
  const platform = await initPlatform();
  // Web only: the service worker keeps the app opening with no connection (puerta/sw.js).
  if (platform.target === 'web' && 'serviceWorker' in navigator) {
    navigator.serviceWorker
      .register(`${PUERTA_APP_PATH}/sw.js`, { scope: `${PUERTA_APP_PATH}/` })
      .catch(() => {});
  }
  const db = await openDoorDb();
  const settings = await db.settings();
  await db.saveSettings(settings);
  const root = document.getElementById('puerta');
  if (!root) throw new Error('#puerta missing from puerta.html');
  createRoot(root).render(
    <StrictMode>
      <DoorApp db={db} initialSettings={settings} />
    </StrictMode>,
  );
}

void start();
