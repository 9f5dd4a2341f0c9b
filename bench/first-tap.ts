import { chromium, type Browser } from '@playwright/test';
import { EVENT_TEXT } from '@shared/texts/event';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';

/**
 * The dead-tap window of a server-rendered page (docs/decisions/0077): a phone under
 * Lighthouse's mobile throttling, applied (its "devtools" figures for slow 4G: 562.5 ms of
 * latency, 1,474.56 kbit/s down, 675 up, a 4× slower CPU), opens the page with an empty cache
 * and taps a button as soon as it can, as a person would. Recorded in the page, from the
 * navigation's start: when the button is first painted, when the app is up, when the tap was
 * made and when its answer showed ("Iniciar Sesión" opens; "+" shows 1). A tap with no answer
 * 30 s after the app came up (the sign-in dialog downloads antd first) was lost.
 */

/** Lighthouse's mobileSlow4G, as DevTools applies it (lighthouse/core/config/constants.js). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = { width: 412, height: 823 };
const LOST_AFTER_READY_MS = 30_000;

export type TapTarget = 'ingresar' | 'agregar';

interface Marks {
  button: number | null;
  ready: number | null;
  tap: number | null;
  answer: number | null;
}

export interface TapFigures {
  /** The button's first paint, ms after the navigation started. */
  buttonMs: number;
  /** The app answers taps from here (data-app-ready). */
  readyMs: number;
  /** From the tap to its answer on screen; null when the tap was lost. */
  answerMs: number | null;
  /** Whether the tap was made before the app was up (the case that matters). */
  early: boolean;
}

/** Runs in the page before any of its scripts: watches for the button, the app and the answer. */
function instrument(target: TapTarget) {
  // A page's globals, reached through globalThis: this file runs in Node too.
  const page = globalThis as unknown as Window & { __firstTap: Marks };
  const document = page.document;
  const marks: Marks = { button: null, ready: null, tap: null, answer: null };
  page.__firstTap = marks;
  let tapped: Element | null = null;
  const label = (b: Element) => b.getAttribute('aria-label') ?? b.textContent?.trim();
  const isButton = (b: Element) =>
    target === 'ingresar' ? label(b) === 'Ingresar' : label(b) === 'Agregar una entrada';
  const answered = () =>
    target === 'ingresar'
      ? [...document.querySelectorAll('[role="dialog"]')].some((d) =>
          d.textContent?.includes('Iniciar Sesión'),
        )
      : tapped?.parentElement?.querySelector('output')?.textContent?.trim() === '1';
  const check = () => {
    if (marks.button === null && [...document.querySelectorAll('button')].some(isButton)) {
      marks.button = -1;
      page.requestAnimationFrame(() => (marks.button = performance.now()));
    }
    if (marks.ready === null && document.documentElement.hasAttribute('data-app-ready'))
      marks.ready = performance.now();
    if (marks.tap !== null && marks.answer === null && answered()) marks.answer = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  page.addEventListener(
    'pointerdown',
    (e) => {
      if (marks.tap !== null) return;
      marks.tap = performance.now();
      tapped = e.target instanceof Element ? e.target.closest('button') : null;
    },
    true,
  );
}

export async function openPhone(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/**
 * `readFirstMs`: instead of tapping as soon as it can, the person reads the page that long
 * after the app is up, then taps (what a download the tap needs costs once the page has had
 * time to fetch it).
 */
export async function firstTap(
  browser: Browser,
  pageUrl: string,
  target: TapTarget,
  readFirstMs: number | null = null,
): Promise<TapFigures> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // As text, with the helper tsx's compiler wraps named functions in (absent from the page).
    await context.addInitScript({
      content: `var __name = (f) => f; (${instrument.toString()})(${JSON.stringify(target)});`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(pageUrl, { waitUntil: 'commit' });
    const button =
      target === 'ingresar'
        ? page.getByRole('button', { name: 'Ingresar', exact: true })
        : page.getByRole('button', { name: EVENT_TEXT.agregarEntrada, disabled: false });
    if (readFirstMs !== null) {
      await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 120_000 });
      await page.waitForTimeout(readFirstMs);
    }
    await button.first().tap({ timeout: 60_000 });
    await page.waitForFunction(
      (lostAfter) => {
        const m = (globalThis as unknown as { __firstTap: Marks }).__firstTap;
        return m.answer !== null || (m.ready !== null && performance.now() - m.ready > lostAfter);
      },
      LOST_AFTER_READY_MS,
      { timeout: 180_000, polling: 100 },
    );
    const m = await page.evaluate(
      () => (globalThis as unknown as { __firstTap: Marks }).__firstTap,
    );
    return {
      buttonMs: m.button!,
      readyMs: m.ready!,
      answerMs: m.answer === null ? null : m.answer - m.tap!,
      early: m.tap! < m.ready!,
    };
  } finally {
    await context.close();
  }
}
