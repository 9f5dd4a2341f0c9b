// Runs in Chromium: a screen test (vitest.config.ts).
import { FIRST_TAPS_GLOBAL, PAGE_START_SCRIPT, PREFETCH_ATTRIBUTE } from '@shared/api/page-start';
import { afterAll, afterEach, expect, test } from 'vitest';

/**
 * The start script of a server-rendered page (shared/api/page-start.ts) asks for the sign-in
 * dialog's chunks at a guest's first kept tap, after the app's own.
 */
const root = document.createElement('div');
root.id = 'root';
root.innerHTML = '<button type="button">Ingresar</button>';
document.body.append(root);
afterAll(() => root.remove());

function startScript() {
  const start = document.createElement('script');
  start.dataset.entry = 'data:text/javascript,';
  start.dataset.preload = '/assets/app-1.js /assets/app-2.js';
  start.setAttribute(PREFETCH_ATTRIBUTE, '/assets/sign-in-dialog-1.js /assets/login-modal-1.js');
  start.textContent = PAGE_START_SCRIPT;
  document.head.append(start);
  return start;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
    .map((l) => new URL(l.href).pathname)
    .filter((p) => p.startsWith('/assets/'));
const tap = () => root.querySelector('button')!.click();

afterEach(() => {
  // The next test's script takes the taps: this one's lets them through.
  (window as unknown as Record<string, { live: boolean }>)[FIRST_TAPS_GLOBAL]!.live = true;
  document.head
    .querySelectorAll('link[href^="/assets/"], script[data-entry], script[src^="data:"]')
    .forEach((e) => e.remove());
  root.querySelector('button')!.removeAttribute('data-tap-pending');
  localStorage.clear();
});

test("a signed-in person's early tap starts the app and asks for no sign-in dialog", async () => {
  localStorage.setItem('token', 'un-token');
  const start = startScript();
  tap();
  await expect.poll(preloaded).toEqual(['/assets/app-1.js', '/assets/app-2.js']);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(preloaded()).toEqual(['/assets/app-1.js', '/assets/app-2.js']);
  expect(start.hasAttribute(PREFETCH_ATTRIBUTE)).toBe(true);
});

test("a guest's first early tap asks for the sign-in dialog's chunks once the app's have arrived, once, and the app asks for them no more", async () => {
  const start = startScript();
  tap();
  tap();
  await expect
    .poll(preloaded)
    .toEqual([
      '/assets/app-1.js',
      '/assets/app-2.js',
      '/assets/sign-in-dialog-1.js',
      '/assets/login-modal-1.js',
    ]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(preloaded()).toHaveLength(4);
  expect(start.hasAttribute(PREFETCH_ATTRIBUTE)).toBe(false);
  const entries = [...document.head.querySelectorAll('script[src^="data:"]')];
  expect(entries).toHaveLength(1);
});
