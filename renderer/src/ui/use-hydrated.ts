import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from the next
 * render on (and at once in a page the browser renders itself). What depends on the browser
 * (screen width, stored choices) waits for true, so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
