import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Both projects and both workers share one server database. Some specs read catalogue-wide
 * state and expect it to hold still while they compare it with the screen (every on-sale
 * event, the artists directory, the news list, the four carousel slides); the administrator
 * specs change it. This lock, shared by the worker processes through files, keeps them apart:
 * - 'read': shares with other readers;
 * - 'write': adds or changes rows of its own (unique names), so shares with other writers;
 * - 'exclusive': the one carousel or terms file, shares with nobody.
 * Waiters are served in arrival order, so a steady stream of readers never starves a writer.
 */
export type CatalogueAccess = 'none' | 'read' | 'write' | 'exclusive';
type Mode = Exclude<CatalogueAccess, 'none'>;

interface Entry {
  ticket: number;
  mode: Mode;
  pid: number;
}
interface State {
  next: number;
  entries: Entry[];
}

const compatible = (a: Mode, b: Mode) => a === b && a !== 'exclusive';

/** Set once by playwright.config.ts in the runner; its workers inherit it. */
export const LOCK_DIR_ENV = 'PULSO_E2E_LOCK_DIR';

function lockDir(): string {
  const dir = process.env[LOCK_DIR_ENV];
  if (!dir)
    throw new Error(`${LOCK_DIR_ENV} is not set: run the specs through playwright.config.ts`);
  return dir;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Runs `fn` on the state with a short mkdir mutex held (a mutex older than 5 s is stale). */
async function withState<T>(fn: (state: State) => T): Promise<T> {
  const dir = lockDir();
  const mutex = path.join(dir, 'mutex');
  const file = path.join(dir, 'state.json');
  for (;;) {
    try {
      mkdirSync(mutex);
      break;
    } catch {
      try {
        if (Date.now() - statSync(mutex).mtimeMs > 5_000) rmSync(mutex, { recursive: true });
      } catch {
        // released meanwhile
      }
      await sleep(20);
    }
  }
  try {
    let state: State = { next: 1, entries: [] };
    try {
      state = JSON.parse(readFileSync(file, 'utf8')) as State;
    } catch {
      // first use
    }
    // A worker that died holding or waiting leaves nothing behind.
    state.entries = state.entries.filter((e) => alive(e.pid));
    const result = fn(state);
    writeFileSync(file, JSON.stringify(state));
    return result;
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}

/** Waits for the lock in `mode`; answers the release function. */
export async function acquireCatalogue(mode: Mode): Promise<() => Promise<void>> {
  const ticket = await withState((s) => {
    const t = s.next++;
    s.entries.push({ ticket: t, mode, pid: process.pid });
    return t;
  });
  const release = () =>
    withState((s) => {
      s.entries = s.entries.filter((e) => e.ticket !== ticket);
    });
  try {
    // Granted once everyone who came earlier (holding or waiting) can share with this mode.
    while (
      !(await withState((s) =>
        s.entries.every((e) => e.ticket >= ticket || compatible(e.mode, mode)),
      ))
    )
      await sleep(100);
  } catch (err) {
    await release();
    throw err;
  }
  return release;
}
