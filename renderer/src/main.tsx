import './app/global.css';

/**
 * The app's entry, started one piece per task (docs/decisions/0077-first-tap-and-page-start.md):
 * evaluating React, the router, Redux and the app's own modules in one go was the page's
 * longest task while it started, the time a tap waits. The first two imports below each
 * evaluate one vendor chunk (vite.web.config.ts), the third the app's own modules, and the
 * browser gets the thread back between them.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await import('./app/boot/react-stage');
  await nextTask();
  await import('./app/boot/vendor-stage');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  await start();
}

void boot();
