/**
 * Unit-test setup. Only renderer files run under jsdom; for them it fills in the browser APIs
 * antd needs and jsdom lacks. Node-environment tests (shared, electron) skip all of it.
 */
import { afterAll, afterEach, vi } from 'vitest';

// Unit files share their worker's modules and globals (vitest.config.ts): a clock or a spy a
// file left behind must not reach the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  // antd screens are lazy chunks now: their first render (antd computing its theme styles,
  // several hundred ms in jsdom) happens inside findBy*/waitFor rather than in render(). A
  // file's first render also compiles the route's modules: on a loaded 2-core machine that
  // passed 3 s ("Unable to find role=heading" in the first test of a file). A query returns
  // as soon as its element is there, so the longer bound costs passing tests nothing.
  configure({ asyncUtilTimeout: 10_000 });

  // Evaluates (min-width)/(max-width) against window.innerWidth (jsdom: 1024), so antd's
  // breakpoints behave as on a desktop-sized screen unless a test resizes the window.
  const matches = (query: string): boolean => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const width = window.innerWidth;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      value: ResizeObserverStub,
    });
  }
  window.scrollTo = () => undefined;
  // jsdom does not implement pseudo-element styles; antd's scrollbar measurement asks for them.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}
