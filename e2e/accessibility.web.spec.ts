import { ROUTES, routePath } from '@shared/routes';
import { EVENT_TEXT } from '@shared/texts/event';
import { noticias } from './support/admin';
import {
  check,
  checkVisits,
  expectCovers,
  session,
  settle,
  timed,
  type Visit,
} from './support/a11y-pages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { misEntradasApi, openSignedIn, sellerWithEventOnSale } from './support/checkout';
import { activeArtists, openFilters, onSaleEvents } from './support/discovery';
import { expect, openLogin, openUserMenu, test } from './support/fixtures';

/**
 * Accessibility of the website's public and attendee pages (axe-core, WCAG 2.0/2.1 A and AA:
 * no serious or critical violation), where their users meet them: attendees use the website.
 * Each page is loaded once, by one page per role (the demo accounts); pages with ids open the
 * demo seed's data. The organiser's, administrator's and door pages are accessibility.spec.ts,
 * on both targets. The spec reads and changes nothing of the catalogue: it opens forms and
 * dialogs but never sends them.
 */

// One page per role visits many pages; a loaded 2-core machine needs about 15 s a page.
test.describe.configure({ timeout: 360_000 });

test('public pages, as a guest', async ({ page, request }, testInfo) => {
  const started = Date.now();
  const eventos = await onSaleEvents(request);
  // An event without an image, so the placeholder's letters are checked whatever ran before.
  const evento = (await sellerWithEventOnSale(request, 'a11y-sin-imagen')).evento;
  const alta = eventos.find((e) => e.nombre === 'La Fábrica: Industrial') ?? evento;
  const [artista] = await activeArtists(request);
  const [noticia] = await noticias(request);
  const visits: Visit[] = [
    { key: 'home', path: routePath('home') },
    { key: 'login', path: routePath('login') },
    { key: 'register', path: routePath('register') },
    { key: 'evento', path: routePath('evento', { id: evento.idEvento }) },
    { key: 'artistas', path: routePath('artistas') },
    { key: 'artista', path: routePath('artista', { id: artista!.idArtista }) },
    { key: 'noticias', path: routePath('noticias') },
    { key: 'noticia', path: routePath('noticia', { id: noticia!.idNoticia }) },
    { key: 'comoLlegar', path: routePath('comoLlegar', { idEvento: evento.idEvento }) },
    { key: 'preCrearEvento', path: routePath('preCrearEvento') },
    { key: 'terminos', path: routePath('terminos') },
    { key: 'privacidad', path: routePath('privacidad') },
    // Opened directly rather than as Google's popup: it says the window can be closed.
    {
      key: 'googleCallback',
      path: routePath('googleCallback'),
      ready: (p) => p.getByText('Ya podés cerrar esta ventana'),
    },
    // Without a token: the page's own answer to a bad link.
    { key: 'restablecerPassword', path: routePath('restablecerPassword') },
    // Without a token too: the confirmation page's answer to a bad link.
    { key: 'confirmarCorreo', path: routePath('confirmarCorreo') },
    { key: 'filaVirtual', path: routePath('filaVirtual', { idFecha: alta.fechas[0]!.idFecha }) },
    // A link that leads nowhere (the demo has no pending transfer).
    { key: 'transferencia', path: routePath('transferencia', { token: 'enlace-vencido' }) },
    { key: 'arrepentimiento', path: routePath('arrepentimiento') },
    // A guest opening a withdrawal's mailed link is asked to sign in.
    {
      key: 'arrepentimientoConfirmar',
      path: routePath('arrepentimientoConfirmar', { token: 'x'.repeat(43) }),
    },
    // A guest opening a productora's mailed invitation is asked to sign in.
    {
      key: 'invitacionProductora',
      path: `${routePath('invitacionProductora')}?token=${'x'.repeat(43)}`,
    },
  ];
  expectCovers('invitado', visits);
  await checkVisits(page, visits);
  timed(testInfo, started, visits.length);
});

test('the not-found page and the login, filter dialogs, as a guest', async ({ page }, testInfo) => {
  const started = Date.now();
  await test.step('a page that does not exist', async () => {
    await page.goto('/no-existe');
    await check(page, 'not found (/no-existe)');
  });
  await test.step('the login dialog', async () => {
    await page.goto('/');
    await settle(page);
    const dialog = await openLogin(page);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  await test.step('the filters dialog', async () => {
    await openFilters(page);
    await expectNoSeriousA11yViolations(page, 'filters dialog');
  });
  timed(testInfo, started, 3);
});

test("the attendee's pages and checkout", async ({ page, request, desktop }, testInfo) => {
  const started = Date.now();
  const s = await session(request, 'asistente');
  const [entrada] = await misEntradasApi(request, s);
  const eventos = await onSaleEvents(request);
  const evento = eventos.find(
    (e) => e.fechas.length === 1 && e.nombre !== 'La Fábrica: Industrial',
  )!;
  const visits: Visit[] = [
    { key: 'misEntradas', path: routePath('misEntradas') },
    { key: 'eventosFavoritos', path: routePath('eventosFavoritos') },
    { key: 'miPerfil', path: routePath('miPerfil') },
    {
      key: 'entradaAdquirida',
      path: `${routePath('entradaAdquirida')}?idTicket=${entrada!.idTicket}`,
    },
    { key: 'listaEspera', path: routePath('listaEspera') },
    { key: 'crearEvento', path: routePath('crearEvento') },
  ];
  expectCovers('asistente', [...visits, { key: 'comprar', path: routePath('comprar') }]);
  await openSignedIn(page, desktop, s.token, visits[0]!.path);
  await checkVisits(page, visits, visits[0]!.path);

  await test.step('the user menu', async () => {
    const menu = await openUserMenu(page);
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'user menu');
    await page.keyboard.press('Escape');
  });
  await test.step(`${routePath('comprar')} (from an event page)`, async () => {
    await page.goto(routePath('evento', { id: evento.idEvento }));
    await settle(page);
    await page.getByRole('button', { name: EVENT_TEXT.agregarEntrada }).first().click();
    await page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.comprar.path}$`));
    await check(page, `comprar (${routePath('comprar')})`);
  });
  timed(testInfo, started, visits.length + 2);
});
