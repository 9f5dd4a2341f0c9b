import type { ConsoleMessage, Page } from '@playwright/test';
import { routePath } from '@shared/routes';
import { ARTISTS_TEXT, EVENT_TEXT, HOME_TEXT, NEWS_TEXT } from '@shared/texts/discovery';
import { SEO_TEXT } from '@shared/texts/seo';
import { activeArtists, onSaleEvents } from './support/discovery';
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
