import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { RESENIA_MSG } from '@shared/api/after-sale';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { ROUTES, routePath } from '@shared/routes';
import { EVENT_TEXT } from '@shared/texts/event';
import { RATINGS_TEXT } from '@shared/texts/ratings';
import { TICKET_TEXT, TICKETS_TEXT } from '@shared/texts/tickets';
import {
  buyViaApi,
  entradaDe,
  freshAccount,
  onSalePayload,
  openSignedIn,
  sellerWithEventOnSale,
  type Account,
} from './support/checkout';
import { expect, test } from './support/fixtures';
import { bearer, fiestasOf, getEvento } from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * Rating a party (issue 6) on the website (an attendee's flow: e2e/README.md). Only people with a ticket
 * can rate, and only once the event is over, so each test sells a real ticket of an event
 * whose only day starts a few seconds after its creation (no day may start in the past,
 * issue 15) and ends a few seconds later: its sale window opened hours ago and runs to the
 * end, its door is open (12 h before the start), and the lifecycle job (every second in the
 * e2e stack) moves it to Finalizado when the day is over. Nothing is written behind the
 * server's back.
 */

// The event is on sale for a few seconds: the catalogue readers wait meanwhile.
test.use({ catalogue: 'write' });

/**
 * How long after its creation the event's only day ends: the sale and the early check take
 * about a second, so this leaves ten times that in reserve for a loaded machine.
 */
const ENDS_AFTER_MS = 12_000;

function runningEventPayload(nombre: string) {
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  return onSalePayload(nombre, {
    fiesta: { nombre: `Ciclo ${nombre}` },
    fechas: [
      {
        // Ahead of the server's clock when created (the request follows at once).
        inicio: at(ENDS_AFTER_MS / 4),
        fin: at(ENDS_AFTER_MS),
        inicioVenta: at(-3 * 3_600_000),
        finVenta: at(ENDS_AFTER_MS),
        entradas: [{ cdTipo: 0, precio: 4000, cantidad: 50 }],
      },
    ],
  });
}

function rate(
  request: APIRequestContext,
  who: Account,
  idEvento: number,
  estrellas: number,
  texto: string,
) {
  return request.post(`${E2E.apiBase}/Resenia/CrearResenia`, {
    headers: bearer(who.session.token),
    data: { idEvento, estrellas, texto },
  });
}

const autor = (who: Account) => `${who.user.nombre} ${who.user.apellido.charAt(0)}.`;

test('an attendee rates the party once the event is over; the party page and the event page show the average to one decimal', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  // Someone without a ticket (nadie) can never rate it.
  const [sol, teo, uma, nadie] = await Promise.all(
    ['sol', 'teo', 'uma', 'sin-entrada'].map((who) => freshAccount(request, `${who}-${target}`)),
  );
  const seller = await sellerWithEventOnSale(request, `resenia-${target}`, runningEventPayload);
  const { idEvento, nombre, evento } = seller;
  const { idFecha } = entradaDe(evento, 0);
  const ordenes = await Promise.all(
    [sol, teo, uma].map((who) =>
      buyViaApi(request, who, idEvento, [{ idFecha, cdTipo: 0, cantidad: 1 }]),
    ),
  );
  // Only people the door let in may rate (issue 10): the organiser scans them in.
  for (const ticket of ordenes.flatMap((o) => o.tickets)) {
    const res = await request.post(`${E2E.apiBase}/Puerta/Escanear`, {
      headers: bearer(seller.session.token),
      data: {
        idEscaneo: randomUUID(),
        dispositivo: randomUUID(),
        puerta: 'Puerta 1',
        idFecha,
        codigo: ticket.codigo,
      },
    });
    expect(((await res.json()) as { resultado: string }).resultado).toBe('admitido');
  }

  await test.step('while it runs, rating waits for the end', async () => {
    const early = await rate(request, sol, idEvento, 5, 'Demasiado pronto.');
    expect(early.status()).toBe(409);
    expect(await early.text()).toContain(RESENIA_MSG.eventoNoTerminado);
    expect(Date.now(), 'the purchases and this check ran before the day ended').toBeLessThan(
      Date.parse(evento.fechas[0]!.fin),
    );
  });

  await test.step('the lifecycle finishes the event when its day is over', async () => {
    await expect
      .poll(async () => (await getEvento(request, seller.session.token, idEvento)).estado, {
        timeout: ENDS_AFTER_MS + 20_000,
        intervals: [500],
      })
      .toBe(ESTADO_EVENTO.FINALIZADO);
    const res = await rate(request, nadie, idEvento, 5, 'No fui pero opino.');
    expect(res.status()).toBe(403);
    expect(await res.text()).toContain(RESENIA_MSG.soloAsistentes);
    for (const [who, estrellas, texto] of [
      [teo, 5, 'Un sonido impecable toda la noche.'],
      [uma, 4, 'Muy buena, aunque la barra tardaba.'],
    ] as const)
      expect((await rate(request, who, idEvento, estrellas, texto)).status()).toBe(201);
  });

  const filtros = page.getByRole('group', { name: TICKETS_TEXT.filtros });
  const list = page.getByRole('list', { name: TICKETS_TEXT.pasadas });
  const card = list
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: nombre }) });

  await test.step('"Finalizados" holds the ticket, offering to rate it', async () => {
    await openSignedIn(page, desktop, sol.session.token, ROUTES.misEntradas.path);
    await filtros.getByRole('button', { name: TICKETS_TEXT.filtro.proximos, exact: true }).click();
    await expect(page.getByText(TICKETS_TEXT.sinProximos, { exact: true })).toBeVisible();
    await filtros
      .getByRole('button', { name: TICKETS_TEXT.filtro.finalizados, exact: true })
      .click();
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(card.getByText(TICKETS_TEXT.finalizado, { exact: true })).toBeVisible();
    await expect(card.getByText(TICKETS_TEXT.calificar, { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'General', exact: true }).click();
  });

  const texto = 'La mejor fecha del ciclo, volvería mañana.';
  await test.step('the rating form: stars and text are required, then the rating is kept', async () => {
    await expect(
      page.getByRole('heading', { level: 2, name: TICKET_TEXT.calificar }),
    ).toBeVisible();
    const enviar = page.getByRole('button', { name: TICKET_TEXT.enviar, exact: true });
    await enviar.click();
    await expect(page.getByRole('alert')).toHaveText([RESENIA_MSG.estrellas, RESENIA_MSG.texto]);
    // A star is chosen by clicking it (the radio inside it is only for keyboards and readers).
    const cuatro = page.getByRole('radio', { name: RATINGS_TEXT.estrella(4) });
    await page.locator('label').filter({ has: cuatro }).click();
    await expect(cuatro).toBeChecked();
    await expect(page.getByRole('alert')).toHaveText([RESENIA_MSG.texto]);
    await page.getByLabel(TICKET_TEXT.texto, { exact: true }).fill(texto);
    await enviar.click();
    await expect(page.getByRole('status').filter({ hasText: RESENIA_MSG.gracias })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: TICKET_TEXT.resenia })).toBeVisible();
    await expect(page.getByRole('img', { name: RATINGS_TEXT.estrellas(4) })).toBeVisible();
    await expect(page.getByText(texto, { exact: true })).toBeVisible();
    // Once per person and event.
    const again = await rate(request, sol, idEvento, 1, 'Cambié de opinión.');
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain(RESENIA_MSG.yaReseniaste);
  });

  const [fiesta] = await fiestasOf(request, seller.session);
  expect(fiesta).toBeDefined();
  await test.step("the party's page, as its organiser: the average to one decimal, search and order", async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      `${ROUTES.reseniasDeLaFiesta.path}?idFiesta=${fiesta!.idFiesta}`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: RATINGS_TEXT.tituloFiesta(fiesta!.dsNombre) }),
    ).toBeVisible();
    // (5 + 4 + 4) / 3 = 4.33…
    const average = page.getByRole('group', { name: RATINGS_TEXT.promedio });
    await expect(average.getByText('4,3', { exact: true })).toBeVisible();
    await expect(average.getByRole('img', { name: RATINGS_TEXT.estrellas(4.3) })).toBeVisible();
    await expect(average.getByText(RATINGS_TEXT.cantidad(3), { exact: true })).toBeVisible();
    const reviews = page.getByRole('list', { name: RATINGS_TEXT.lista });
    const authors = reviews.getByRole('article').locator('strong');
    // Most recent first: Sol rated last.
    await expect(authors).toHaveText([autor(sol), autor(uma), autor(teo)]);
    await page.getByLabel(RATINGS_TEXT.ordenar).selectOption({ label: RATINGS_TEXT.orden.alta });
    await expect(authors).toHaveText([autor(teo), autor(sol), autor(uma)]);
    await page.getByLabel(RATINGS_TEXT.ordenar).selectOption({ label: RATINGS_TEXT.orden.baja });
    await expect(authors).toHaveText([autor(sol), autor(uma), autor(teo)]);
    await page.getByLabel(RATINGS_TEXT.buscar).fill('BARRA');
    await expect(authors).toHaveText([autor(uma)]);
    await page.getByLabel(RATINGS_TEXT.buscar).fill('nada que ver');
    await expect(page.getByText(RATINGS_TEXT.sinResultados, { exact: true })).toBeVisible();
  });

  await test.step("the event page's reviews block", async () => {
    await page.goto(routePath('evento', { id: idEvento }));
    const block = page.getByRole('region', { name: EVENT_TEXT.resenias, exact: true });
    await expect(block.getByText('4,3', { exact: true })).toBeVisible();
    await expect(block.getByText(RATINGS_TEXT.cantidad(3), { exact: true })).toBeVisible();
    const latest = block.getByRole('list', { name: RATINGS_TEXT.ultimas });
    await expect(latest.getByRole('article')).toHaveCount(3);
    await expect(latest.getByRole('article').first()).toContainText(texto);
  });
});
