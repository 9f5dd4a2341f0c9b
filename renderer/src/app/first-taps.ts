import { FIRST_TAPS_GLOBAL, TAP_PENDING_ATTRIBUTE, type FirstTaps } from '@shared/api/page-start';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands taps over to the app and replays the ones a server-rendered page kept while the app
 * was starting (server/src/modules/seo/deferred-entry.ts), in order, one task apart so each
 * tap sees what the one before it changed ("+" twice is two tickets). Called once the hydrated
 * tree is committed, when every button has its handler. Nothing to do in a page the browser
 * rendered itself.
 */
export async function replayFirstTaps(target: Window = window): Promise<void> {
  const taps = (target as unknown as Record<string, FirstTaps | undefined>)[FIRST_TAPS_GLOBAL];
  if (!taps || taps.live) return;
  taps.live = true;
  for (const button of taps.queue.splice(0)) {
    button.removeAttribute(TAP_PENDING_ATTRIBUTE);
    // A button the app has since replaced or disabled takes no tap, as it would not on screen.
    if (!button.isConnected || (button as HTMLButtonElement).disabled) continue;
    button.click();
    await nextTask();
  }
}
