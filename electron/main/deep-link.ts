import { deepLinkPath, DESKTOP_SCHEME } from '@shared/routes';

/**
 * pulso:// links (issue 15): the payment provider's "back to Pulso" opens the desktop app on
 * the order instead of the website. The operating system hands the link over: on Windows and
 * Linux as an argument of a second start of the app (which gives it to the running one through
 * the single-instance lock), on macOS through 'open-url'. Any web page or program can open a
 * pulso:// link, so only the shapes shared/routes.ts allows become an app path; the rest is
 * dropped. Electron-free (its calls are injected) so tests run it as a plain module.
 */

export interface DeepLinkHub {
  /** A link from the operating system: queued for the renderer when allowed, and focused. */
  receive(url: string): boolean;
  /** The renderer's waiting call (deep-link:next): the next app path, or null if replaced. */
  next(): Promise<string | null>;
}

export function createDeepLinkHub(deps: {
  /** Brings the window forward (or opens one): the buyer is looking at the browser. */
  focus(): void;
  warn?: (message: string) => void;
}): DeepLinkHub {
  const warn = deps.warn ?? ((message: string) => console.warn(message));
  // Only the latest link matters: it is the one the person just followed.
  let queued: string | null = null;
  let waiting: ((path: string | null) => void) | null = null;

  return {
    receive(url) {
      const path = deepLinkPath(url);
      if (!path) {
        // Not echoed whole: it came from outside and may be long or odd.
        warn(`[pulso] Enlace pulso:// rechazado (${String(url).slice(0, 60)})`);
        return false;
      }
      deps.focus();
      if (waiting) {
        const answer = waiting;
        waiting = null;
        answer(path);
      } else queued = path;
      return true;
    },
    next() {
      if (queued) {
        const path = queued;
        queued = null;
        return Promise.resolve(path);
      }
      // One waiting call at a time: a reloaded page's call replaces the dead page's.
      waiting?.(null);
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
  };
}

/** The pulso:// link in a command line (Windows and Linux pass it as an argument), if any. */
export function deepLinkInArgv(argv: ReadonlyArray<string>): string | null {
  const prefix = `${DESKTOP_SCHEME}:`;
  return argv.find((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}

/** What claimSingleInstance needs from Electron's `app` (index.ts passes the real calls). */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  /** app.setAsDefaultProtocolClient for DESKTOP_SCHEME (with the script path in development). */
  registerScheme(): void;
  onSecondInstance(listener: (argv: string[]) => void): void;
  /** macOS: 'open-url' (index.ts calls event.preventDefault()). */
  onOpenUrl(listener: (url: string) => void): void;
  quit(): void;
}

/**
 * One Pulso at a time, and the links it is given. Answers false when another Pulso already
 * runs: Electron hands this start's arguments (the link) to that one's 'second-instance', and
 * this one quits. Otherwise the app becomes pulso://'s handler, and the link it was started
 * with, later starts' links and macOS's links all go to the hub.
 */
export function claimSingleInstance(
  app: SingleInstanceApp,
  opts: { argv: ReadonlyArray<string>; hub: DeepLinkHub; focus(): void },
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.registerScheme();
  app.onSecondInstance((argv) => {
    // A plain second start still brings the window forward, as before deep links.
    opts.focus();
    const link = deepLinkInArgv(argv);
    if (link) opts.hub.receive(link);
  });
  app.onOpenUrl((url) => opts.hub.receive(url));
  const launched = deepLinkInArgv(opts.argv);
  if (launched) opts.hub.receive(launched);
  return true;
}
