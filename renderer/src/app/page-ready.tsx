import { useEffect } from 'react';
import { replayFirstTaps } from './first-taps';

/**
 * Placed after the screen, inside its Suspense boundary (layout/app-layout.tsx): its effect runs
 * once the screen itself is hydrated, which in a server-rendered page comes after the frame
 * around it. From then on the page answers: the taps it kept meanwhile are replayed
 * (docs/decisions/0077-first-tap-and-page-start.md), and end-to-end tests wait for the
 * `data-app-ready` mark before they click. Then what a first tap may need is fetched.
 */
export function PageReady() {
  useEffect(() => {
    void replayFirstTaps();
    document.documentElement.dataset.appReady = '';
    // Its own chunk: the first load of `/` stays within its budget.
    void import('./prefetch-later').then((m) => m.prefetchLater());
  }, []);
  return null;
}
