// Runs in Chromium: a screen test (vitest.config.ts).
import { PREFETCH_ATTRIBUTE } from '@shared/api/page-start';
import { afterEach, expect, test } from 'vitest';
import { prefetchLater } from './prefetch-later';

/** The page's start script as the server writes it, naming the sign-in dialog's chunks. */
function startScript(hrefs: string[]) {
  const start = document.createElement('script');
  start.type = 'text/plain'; // not run here: only its attributes are read
  start.setAttribute(PREFETCH_ATTRIBUTE, hrefs.join(' '));
  document.head.append(start);
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => ({
    path: new URL(l.href).pathname,
    crossOrigin: l.crossOrigin,
  }));

afterEach(() => {
  document.head
    .querySelectorAll(`link[rel="prefetch"], script[${PREFETCH_ATTRIBUTE}]`)
    .forEach((e) => e.remove());
  localStorage.clear();
});

test("a guest's page fetches the sign-in dialog's chunks once it is up, in order, in the module loader's mode, once", async () => {
  startScript(['/assets/login-modal-1.js', '/assets/modal-1.js']);
  prefetchLater();
  prefetchLater(); // a second screen becoming ready asks for nothing more
  await expect.poll(() => prefetched().length).toBe(2);
  expect(prefetched()).toEqual([
    { path: '/assets/login-modal-1.js', crossOrigin: 'anonymous' },
    { path: '/assets/modal-1.js', crossOrigin: 'anonymous' },
  ]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(prefetched()).toHaveLength(2);
});

test("a signed-in person's page fetches no sign-in dialog", async () => {
  localStorage.setItem('token', 'un-token');
  startScript(['/assets/login-modal-1.js']);
  prefetchLater();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(prefetched()).toEqual([]);
});
