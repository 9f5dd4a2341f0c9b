/**
 * Waits for background work (the job queue's tasks) to reach a state: polls `check` until it
 * answers true, failing with `what` after `ms`.
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  ms = 15_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
