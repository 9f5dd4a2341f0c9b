import type { ConsoleMessage, Page } from '@playwright/test';
import { routePath } from '@shared/routes';
import { ARTISTS_TEXT, FOOTER_TEXT, HOME_TEXT, SEARCH_TEXT } from '@shared/texts/discovery';
import { EVENT_TEXT } from '@shared/texts/event';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { TERMS_TEXT } from '@shared/texts/admin-content';
import { FRAME_TEXT } from '@shared/texts/frame';
import { NOT_FOUND_TITLE, PAGE_TITLES } from '@shared/texts/page-titles';
import { SEO_TEXT } from '@shared/texts/seo';
import type { EventoView } from '@shared/api/discovery';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { freshAccount, openSignedIn } from './support/checkout';
import { activeArtists, eventNamed, onSaleEvents } from './support/discovery';
import { E2E } from './support/stack-env';
import { expect, test } from './support/fixtures';

/**
 * Public pages come from the server as HTML (issue 11): readable without JavaScript, then
 * hydrated by the same components without a warning or a second fetch of their data.
 */

interface PublicPage {
  path: string;
  heading: string;
  /** Detail pages are titled after what they show. */
  titled?: boolean;
}

async function publicPages(request: Parameters<typeof onSaleEvents>[0]): Promise<PublicPage[]> {
  const [evento] = await onSaleEvents(request);
  const [artista] = await activeArtists(request);
  const noticias = (await (await request.get(`${E2E.apiBase}/noticia`)).json()) as {
    noticias: Array<{ idNoticia: number; titulo: string }>;
  };
  const noticia = noticias.noticias[0]!;
  return [
    { path: '/', heading: HOME_TEXT.titulo },
    { path: routePath('evento', { id: evento!.idEvento }), heading: evento!.nombre, titled: true },
    { path: routePath('artistas'), heading: ARTISTS_TEXT.titulo },
    {
      path: routePath('artista', { id: artista!.idArtista }),
      heading: artista!.nombre,
      titled: true,
    },
    { path: routePath('noticias'), heading: NEWS_TEXT.titulo },
    {
      path: routePath('noticia', { id: noticia.idNoticia }),
      heading: noticia.titulo,
      titled: true,
    },
  ];
}

test('every public page is readable with JavaScript off: its heading, its content and its title', async ({
  browser,
  request,
}) => {
  const pages = await publicPages(request);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E.webUrl });
  try {
    const page = await context.newPage();
    for (const { path, heading, titled } of pages) {
      await test.step(path, async () => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
        await expect(page.getByText(EVENT_TEXT.cargando)).toHaveCount(0);
        if (titled) await expect(page).toHaveTitle(SEO_TEXT.titulo(heading));
      });
    }
    // The home grid lists the on-sale events, each a link to its page.
    await page.goto('/');
    const grid = page.getByRole('list', { name: HOME_TEXT.titulo });
    const [first] = await onSaleEvents(request);
    await expect(grid.getByRole('link', { name: new RegExp(first!.nombre) })).toHaveAttribute(
      'href',
      routePath('evento', { id: first!.idEvento }),
    );
    // The search is a plain form the server answers: without accents or capitals it finds
    // "La Fábrica: Industrial" (docs/screens/looks-*.png).
    const fabrica = eventNamed(await onSaleEvents(request), 'La Fábrica: Industrial');
    await page.getByRole('searchbox', { name: SEARCH_TEXT.etiqueta }).fill('fabrica');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: SEARCH_TEXT.resultados('fabrica') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?busqueda=fabrica$/);
    await expect(grid.getByRole('link', { name: new RegExp(fabrica.nombre) })).toBeVisible();
    // Its line-up links to each artist's page, which lists the artist's upcoming dates.
    const actives = new Set((await activeArtists(request)).map((a) => a.idArtista));
    const dj = fabrica.artistas.find((a) => actives.has(a.idArtista))!;
    await page.goto(routePath('evento', { id: fabrica.idEvento }));
    const lineup = page.getByRole('region', { name: EVENT_TEXT.artistas });
    await lineup.getByRole('link', { name: dj.nombre, exact: true }).click();
    await expect(page).toHaveURL(routePath('artista', { id: dj.idArtista }));
    const fechas = page.getByRole('region', { name: ARTISTS_TEXT.proximasFechas });
    await expect(fechas.getByRole('link', { name: new RegExp(fabrica.nombre) })).toHaveAttribute(
      'href',
      routePath('evento', { id: fabrica.idEvento }),
    );
  } finally {
    await context.close();
  }
});

test('an unknown event answers 404 with "No se encontró el evento.", also without JavaScript', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E.webUrl });
  try {
    const bare = await context.newPage();
    const res = await bare.goto(routePath('evento', { id: 987654 }));
    expect(res?.status()).toBe(404);
    await expect(bare.getByText(EVENT_TEXT.noEncontrado)).toBeVisible();
  } finally {
    await context.close();
  }
  const res = await page.goto(routePath('evento', { id: 987654 }));
  expect(res?.status()).toBe(404);
  await expect(page.getByText(EVENT_TEXT.noEncontrado)).toBeVisible();
});

test('an address that names no page answers 404, kept out of search, with the not-found page in the frame', async ({
  page,
}) => {
  const res = await page.goto('/no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(
    page.getByRole('heading', { level: 1, name: FRAME_TEXT.noEncontrado }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
});

test('a screen whose code cannot be downloaded says so inside the frame, and Reintentar loads it once the server answers', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_TEXT.titulo })).toBeVisible();
  // The server stops serving the app's code: the next screen's chunk cannot arrive.
  await page.route('**/assets/**', (route) => route.abort('connectionrefused'));
  await page
    .getByRole('navigation', { name: 'Legales' })
    .getByRole('link', { name: FOOTER_TEXT.terminos })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: FRAME_TEXT.sinConexion });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await page.unroute('**/assets/**');
  await alert.getByRole('button', { name: FRAME_TEXT.reintentar }).click();
  await expect(page.getByRole('heading', { level: 1, name: TERMS_TEXT.titulo })).toBeVisible();
  await expect(page).toHaveTitle(PAGE_TITLES.terminos);
});

/** Console errors and React's hydration messages (recoverable errors land in the console too). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('public pages hydrate with no console error or hydration warning, and fetch nothing again', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/v1/Media/file/'))
      apiCalls.push(url.pathname + url.search);
  });
  for (const { path, heading } of await publicPages(request)) {
    await test.step(path, async () => {
      apiCalls.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's data came with the HTML; only the session check may ask the API.
      expect(
        apiCalls.filter((c) => !c.startsWith('/api/v1/Security/')),
        path,
      ).toEqual([]);
      // The app is live: a client-side control answers.
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(problems, path).toEqual([]);
    });
  }
  // Moving on inside the app fetches what the next page needs, as before.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Artistas' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ARTISTS_TEXT.titulo })).toBeVisible();
  expect(problems).toEqual([]);
});

/** A phone, where the dead taps and the jumps were seen (docs/decisions/0077). */
const PHONE = { width: 390, height: 844 };

/** An on-sale event bought straight from its page: no virtual queue, a ticket row on sale. */
const buyable = (e: EventoView) =>
  e.fechas.every((f) => !f.altaDemanda) &&
  e.fechas.some((f) => f.entradas.some((t) => t.cantidad > 0));

test('taps made on a public page before its app has started are answered once it is up: "+" twice counts two, "Ingresar" opens the sign-in, then "Comprar" asks a guest to sign in', async ({
  browser,
  request,
}) => {
  const evento = (await onSaleEvents(request)).find(buyable)!;
  const context = await browser.newContext({
    baseURL: E2E.webUrl,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  // The app's entry is held back until the taps are made, so they surely land before the app is
  // up, as they do for seconds on a slow phone (4× slower CPU here too).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(routePath('evento', { id: evento.idEvento }), { waitUntil: 'commit' });
    const plus = page
      .getByRole('button', { name: EVENT_TEXT.agregarEntrada, disabled: false })
      .first();
    await plus.tap();
    await plus.tap();
    await page.getByRole('button', { name: 'Ingresar', exact: true }).tap();
    const appUp = () =>
      page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
    expect(await appUp()).toBe(false);
    release();
    await expect(plus.locator('xpath=..').locator('output')).toHaveText('2');
    const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).tap();
    await expect(dialog).toBeVisible();
  } finally {
    release();
    await context.close();
  }
});

test.describe('scroll positions', () => {
  // The home list and the event are compared with where the reader left them.
  test.use({ catalogue: 'read' });

  test('a new page starts at the top and Back returns where the reader was: an event opened from the scrolled home list, the checkout from a scrolled event', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const [eventos, buyer] = await Promise.all([
      onSaleEvents(request),
      freshAccount(request, 'scroll'),
    ]);
    const names = eventos.filter(buyable).map((e) => e.nombre);
    await openSignedIn(page, null, buyer.session.token, '/');
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));

    // The last card of the list naming an event bought straight away: far down on a phone.
    const cards = page.getByRole('list', { name: HOME_TEXT.titulo }).getByRole('link');
    let nombre = '';
    for (let i = (await cards.count()) - 1; i >= 0 && !nombre; i--) {
      const text = (await cards.nth(i).textContent()) ?? '';
      nombre = names.find((n) => text.includes(n)) ?? '';
    }
    const card = cards.filter({ hasText: nombre }).first();
    await card.scrollIntoViewIfNeeded();
    const listY = await scrollY();
    expect(listY).toBeGreaterThan(300);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
    await expect.poll(scrollY).toBe(0);

    const plus = page
      .getByRole('button', { name: EVENT_TEXT.agregarEntrada, disabled: false })
      .first();
    await plus.scrollIntoViewIfNeeded();
    await plus.click();
    const comprar = page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true });
    await comprar.scrollIntoViewIfNeeded();
    const eventY = await scrollY();
    expect(eventY).toBeGreaterThan(300);
    await comprar.click();
    await page.waitForURL(`**${routePath('comprar')}`);
    await expect(page.getByText(CHECKOUT_TEXT.titulo).first()).toBeVisible();
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
    await expect.poll(scrollY).toBe(eventY);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: HOME_TEXT.titulo })).toBeVisible();
    await expect.poll(scrollY).toBe(listY);
  });
});
