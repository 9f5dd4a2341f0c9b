import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { acquireCatalogue, type CatalogueAccess } from './catalogue-lock';
import { startDesktopHarness, type DesktopHarness } from './desktop-harness';
import { desktopMode } from './desktop-mode';
import { startElectronHarness } from './electron-harness';
import { E2E } from './stack-env';

export type Target = 'web' | 'desktop';

interface Fixtures {
  target: Target;
  /** The desktop app's main-process side (desktop project only). */
  desktop: DesktopHarness | null;
  /** How a test touches catalogue-wide state (see catalogue-lock.ts); set with test.use. */
  catalogue: CatalogueAccess;
  catalogueLock: void;
}

/**
 * One set of specs, two targets: on `web` the page is the website; on `desktop` it is the
 * desktop renderer with its bridge (see desktop-harness.ts for the mode without Electron).
 */
export const test = base.extend<Fixtures>({
  catalogue: ['none', { option: true }],
  // Held for the whole test, before any page opens; waiting has its own time limit.
  catalogueLock: [
    async ({ catalogue }, use) => {
      if (catalogue === 'none') return use();
      const release = await acquireCatalogue(catalogue);
      try {
        await use();
      } finally {
        await release();
      }
    },
    { auto: true, timeout: 600_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
  target: async ({}, use, testInfo) => {
    await use((testInfo.project.metadata as { target: Target }).target);
  },
  desktop: async ({ context, target }, use) => {
    if (target !== 'desktop') return use(null);
    if (desktopMode() === 'electron') {
      const harness = await startElectronHarness();
      await use(harness);
      await harness.close();
      return;
    }
    await use(await startDesktopHarness(context));
  },
  page: async ({ page, desktop }, use) => {
    if (desktop) return use(desktop.page());
    await use(waitingForHydration(page));
  },
});

export { expect };

/**
 * Public pages arrive rendered by the server and are readable before their script has run; a
 * click before hydration would be lost. goto and reload wait for the app's ready mark there.
 */
export function waitingForHydration(page: Page): Page {
  const ready = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('pulso-server-state') ||
        document.documentElement.hasAttribute('data-app-ready'),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

let seq = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix: string): string {
  seq += 1;
  return `${prefix}.${Date.now().toString(36)}${process.pid}${seq}@pulso.test`.toLowerCase();
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

export async function openLogin(page: Page) {
  await nav(page).getByRole('button', { name: 'Ingresar' }).click();
  return page.getByRole('dialog', { name: 'Iniciar Sesión' });
}

export async function login(page: Page, email: string, password: string) {
  return signInThrough(await openLogin(page), email, password);
}

/** Signs in through a sign-in dialog already opened (by a link of the page, say). */
export async function signInThrough(dialog: Locator, email: string, password: string) {
  await dialog.getByPlaceholder('Tu email').fill(email);
  await dialog.getByPlaceholder('Tu contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Ingresar', exact: true }).click();
  return dialog;
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  return page.getByRole('menu');
}

/** Chooses who the local identity provider signs in next (its control endpoint). */
export async function setGoogleIdentity(identity: {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}) {
  const res = await fetch(`${E2E.idpUrl}/__control/identity`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });
  if (!res.ok) throw new Error(`identity provider refused: ${res.status}`);
}
