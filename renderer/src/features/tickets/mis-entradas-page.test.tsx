// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrdenEstado } from '@shared/domain/orders';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { TICKETS_TEXT as T } from '@shared/texts/tickets';
import { TRANSFER_TEXT as TT } from '@shared/texts/transfers';
import { RESALE_TEXT } from '@shared/texts/waitlist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';
import { makeReventa, makeTicket, makeTransferencia } from '../../test/ticket-fixtures';
import { openPaymentPage } from '../../ui/payment-page';
import { filtrarEntradas } from './ticket-filter';

vi.mock('../../ui/payment-page', () => ({ openPaymentPage: vi.fn(async () => 'same-tab') }));

const NOW = new Date('2030-07-13T12:00:00.000Z');

// The second ticket's event ends exactly now: its last day is past, so it is finished.
const TICKETS = [
  makeTicket({
    idTicket: 1,
    evento: 'Futuro Club',
    idEvento: 1,
    idFecha: 1,
    inicio: '2030-08-02T02:00:00.000Z',
    fin: '2030-08-02T09:00:00.000Z',
    finEvento: '2030-08-02T09:00:00.000Z',
  }),
  makeTicket({
    idTicket: 2,
    evento: 'Noche Ácida',
    idEvento: 2,
    idFecha: 2,
    finEvento: NOW.toISOString(),
    dsTipo: 'VIP',
  }),
  makeTicket({
    idTicket: 3,
    evento: 'Aurora',
    idEvento: 3,
    idFecha: 3,
    inicio: '2030-07-10T02:00:00.000Z',
    fin: '2030-07-10T08:00:00.000Z',
    // A two-day event whose first day is past but whose last day is not: still upcoming.
    finEvento: '2030-07-14T08:00:00.000Z',
  }),
  makeTicket({
    idTicket: 4,
    evento: 'Pasado Fest',
    idEvento: 4,
    idFecha: 4,
    inicio: '2030-01-01T02:00:00.000Z',
    fin: '2030-01-01T08:00:00.000Z',
    finEvento: '2030-01-01T08:00:00.000Z',
  }),
];

/** The page's two reads; no sent transfers unless a test says otherwise. */
const network = (routes: Parameters<typeof fakeNetwork>[0]) =>
  fakeNetwork({ 'GET /Entrada/MisTransferencias': () => json(200, { enviadas: [] }), ...routes });

/** The event of each card (one per event and day), in the order they show. */
const names = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
/** The list has arrived: its cards show. */
const loaded = () => screen.findAllByRole('article');
const filtro = (name: string) => userEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('/mis-entradas', () => {
  it('marks the tickets whose order may be refunded because the event changed', async () => {
    network({
      'GET /Entrada/MisEntradas': () =>
        json(200, {
          entradas: [
            makeTicket({ idTicket: 1, evento: 'Futuro Club', puedeReembolsar: true }),
            makeTicket({ idTicket: 2, evento: 'Aurora', idEvento: 2, idFecha: 2 }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await loaded();
    const card = (evento: string) => screen.getByRole('article', { name: new RegExp(evento) });
    expect(within(card('Futuro Club')).getByText(T.reembolsable)).toBeTruthy();
    expect(within(card('Aurora')).queryByText(T.reembolsable)).toBeNull();
  });

  it('labels the tickets listed for resale or resold', async () => {
    network({
      'GET /Entrada/MisEntradas': () =>
        json(200, {
          entradas: [
            makeTicket({ idTicket: 1, evento: 'Futuro Club', reventa: makeReventa() }),
            makeTicket({
              idTicket: 2,
              evento: 'Aurora',
              idEvento: 2,
              idFecha: 2,
              reventa: makeReventa({ estado: 'vendida' }),
            }),
            makeTicket({ idTicket: 3, evento: 'Pasado Fest', idEvento: 3, idFecha: 3 }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await loaded();
    const card = (evento: string) => screen.getByRole('article', { name: new RegExp(evento) });
    expect(within(card('Futuro Club')).getByText(RESALE_TEXT.etiqueta.publicada)).toBeTruthy();
    expect(RESALE_TEXT.etiqueta.publicada).toBe('En reventa');
    expect(within(card('Aurora')).getByText(RESALE_TEXT.etiqueta.vendida)).toBeTruthy();
    expect(within(card('Pasado Fest')).queryByText(/reventa|Revendida/)).toBeNull();
  });

  it('lists the tickets and filters Todos / Próximos / Finalizados by the last event day', async () => {
    network({ 'GET /Entrada/MisEntradas': () => json(200, { entradas: TICKETS }) });
    renderApp('/mis-entradas', makeUser([0]));
    expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    await loaded();
    expect(names()).toEqual(['Futuro Club', 'Noche Ácida', 'Aurora', 'Pasado Fest']);
    expect(screen.getByRole('button', { name: T.filtro.todos }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await filtro(T.filtro.proximos);
    expect(names()).toEqual(['Futuro Club', 'Aurora']);
    expect(
      screen.getByRole('button', { name: T.filtro.proximos }).getAttribute('aria-pressed'),
    ).toBe('true');
    await filtro(T.filtro.finalizados);
    expect(names()).toEqual(['Noche Ácida', 'Pasado Fest']);
    await filtro(T.filtro.todos);
    expect(names()).toHaveLength(4);
  });

  it('each card opens its ticket by id and shows day, type, price and place', async () => {
    network({ 'GET /Entrada/MisEntradas': () => json(200, { entradas: TICKETS }) });
    renderApp('/mis-entradas', makeUser([0]));
    const card = await screen.findByRole('article', {
      name: T.grupoAria('Noche Ácida', 'Viernes, 12 de julio'),
    });
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Noche Ácida');
    expect(within(card).getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe(
      '/entrada-adquirida?idTicket=2',
    );
    expect(within(card).getByText(T.cantidad(1))).toBeTruthy();
    expect(card.textContent).toContain('Viernes, 12 de julio · 23:00 – 07:00');
    // What it cost, adding up (shared/domain/receipt.ts): value, fee, total.
    expect(card.textContent).toContain(
      `VIP · ${formatPesos(15000)} + ${formatPesos(1500)} de cargo por servicio = ${formatPesos(16500)}`,
    );
    expect(card.textContent).toContain('Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires');
    expect(within(card).getByText(T.finalizado)).toBeTruthy();
  });

  it('says so when there are no tickets, and per filter', async () => {
    network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [TICKETS[3]] }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await loaded();
    await filtro(T.filtro.proximos);
    expect(screen.getByText(T.sinProximos)).toBeTruthy();

    network({ 'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }) });
    renderApp('/mis-entradas', makeUser([0]));
    expect(await screen.findByText(T.vacio)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.explorar }).getAttribute('href')).toBe('/');
  });

  it('back from paying, follows the order until it is paid and then lists the new tickets', async () => {
    let estado: OrdenEstado = 'pendiente';
    const { calls } = network({
      'GET /Entrada/MisEntradas': () =>
        json(200, { entradas: estado === 'pagada' ? [TICKETS[0]] : [] }),
      'GET /Orden/GetOrden': () => json(200, { idOrden: 55, numero: '3F9A0C2B77DE', estado }),
    });
    renderApp('/mis-entradas?orden=55&pago=pendiente', makeUser([0]));
    expect(await screen.findByText(T.confirmandoPago)).toBeTruthy();
    expect(await screen.findByText(T.vacio)).toBeTruthy();

    estado = 'pagada';
    expect(await screen.findByText(T.pagoAprobado, undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Futuro Club']));
    // The number people read, never the id in the address.
    expect(screen.getByText(T.numeroCompra('3F9A-0C2B-77DE'))).toBeTruthy();
    const polls = calls.filter((r) => r.url.includes('/Orden/GetOrden'));
    expect(new URL(polls[0]!.url).searchParams.get('idOrden')).toBe('55');
    // Once paid it stops asking.
    const count = polls.length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls.filter((r) => r.url.includes('/Orden/GetOrden'))).toHaveLength(count);
  });

  it('below the tickets, lists the transfers the buyer sent with where each stands', async () => {
    const { calls } = network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [TICKETS[0]] }),
      'GET /Entrada/MisTransferencias': () =>
        json(200, {
          enviadas: [
            makeTransferencia({ idTransferencia: 3, creadaAt: '2030-07-10T15:00:00.000Z' }),
            makeTransferencia({
              idTransferencia: 2,
              evento: 'Futuro Club',
              dia: '2030-08-02T02:00:00.000Z',
              dsTipo: 'VIP',
              estado: 'aceptada',
              correo: 'mora@example.com',
              para: 'Mora Díaz',
              creadaAt: '2030-07-01T02:30:00.000Z',
              cerradaAt: '2030-07-01T03:00:00.000Z',
            }),
            makeTransferencia({ idTransferencia: 1, estado: 'cancelada' }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    const list = await screen.findByRole('list', { name: TT.enviadasTitulo });
    expect(screen.getByRole('heading', { level: 2, name: TT.enviadasTitulo })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Noche Ácida',
      'Futuro Club',
      'Noche Ácida',
    ]);
    expect(items[0]!.textContent).toContain('Viernes, 12 de julio · General');
    expect(
      within(items[0]!).getByText(TT.enviadaLinea('amiga@example.com', '10 de julio de 2030')),
    ).toBeTruthy();
    expect(within(items[0]!).getByText(TT.estado.pendiente)).toBeTruthy();
    // Accepted: the account's name; the date is Buenos Aires' (23:30 of 30 June).
    expect(items[1]!.textContent).toContain('Jueves, 1 de agosto · VIP');
    expect(
      within(items[1]!).getByText(TT.enviadaLinea('Mora Díaz', '30 de junio de 2030')),
    ).toBeTruthy();
    expect(within(items[1]!).getByText(TT.estado.aceptada)).toBeTruthy();
    expect(within(items[2]!).getByText(TT.estado.cancelada)).toBeTruthy();
    // The tickets stay first (their list is a read of its own: it may come after the transfers).
    await loaded();
    expect(names()).toEqual(['Futuro Club']);
    expect(calls.some((r) => r.url.endsWith('/Entrada/MisTransferencias'))).toBe(true);
  });

  it('without sent transfers there is no such section', async () => {
    network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [TICKETS[0]] }),
      'GET /Entrada/MisTransferencias': () => json(200, { enviadas: [] }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await loaded();
    expect(screen.queryByRole('heading', { name: TT.enviadasTitulo })).toBeNull();
  });

  it('a rejected payment is said plainly', async () => {
    network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
      'GET /Orden/GetOrden': () => json(200, { idOrden: 56, estado: 'rechazada' }),
    });
    renderApp('/mis-entradas?orden=56', makeUser([0]));
    expect(await screen.findByText(T.pagoRechazado)).toBeTruthy();
  });

  it('back without paying (issue 15): the order still pending is offered to continue or cancel', async () => {
    const orden = {
      idOrden: 57,
      idEvento: 12,
      evento: 'Noche Ácida',
      estado: 'pendiente',
      items: [
        {
          idItem: 1,
          idFecha: 30,
          dia: '2030-07-20T02:00:00.000Z',
          cdTipo: 0,
          dsTipo: 'General',
          precioUnitario: 15000,
          cantidad: 2,
          itemSubtotal: 30000,
        },
      ],
      total: 33000,
      redirectUrl: 'http://localhost/api/v1/Pagos/Sandbox/pref-57',
    };
    let estado = 'pendiente';
    const { calls } = network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
      'GET /Orden/GetOrden': () => json(200, { ...orden, estado }),
      'GET /Orden/GetOrdenPendiente': () =>
        json(200, { orden: estado === 'pendiente' ? { ...orden, restanteMs: 120_000 } : null }),
      'POST /Orden/CancelarPendiente': () => {
        estado = 'expirada';
        return json(200, { ...orden, estado, redirectUrl: null });
      },
    });
    renderApp('/mis-entradas?orden=57&pago=rechazado', makeUser([0]));
    const panel = await screen.findByRole('region', { name: CHECKOUT_TEXT.pendienteTitulo });
    expect(within(panel).getByText(`2 x General · Viernes, 19 de julio`)).toBeTruthy();
    expect(within(panel).getByText('$ 33.000')).toBeTruthy();
    expect(within(panel).getByRole('timer').textContent).toBe(
      CHECKOUT_TEXT.tiempoRestante('02:00'),
    );
    expect(within(panel).getByRole('button', { name: CHECKOUT_TEXT.continuarPago })).toBeTruthy();
    const [asked] = calls.filter((r) => r.url.includes('/Orden/GetOrdenPendiente'));
    expect(new URL(asked!.url).searchParams.get('idEvento')).toBe('12');

    await userEvent.click(
      within(panel).getByRole('button', { name: CHECKOUT_TEXT.cancelarCompra }),
    );
    expect(await screen.findByText(CHECKOUT_TEXT.compraCancelada)).toBeTruthy();
    expect(screen.queryByRole('region', { name: CHECKOUT_TEXT.pendienteTitulo })).toBeNull();
    expect(
      screen.getByRole('link', { name: CHECKOUT_TEXT.volverAlEvento }).getAttribute('href'),
    ).toBe('/evento/12');
  });

  it('a rejected payment offers "Reintentar el pago" within its hold: a new order, paid at once', async () => {
    const item = {
      idItem: 1,
      idFecha: 30,
      dia: '2030-07-20T02:00:00.000Z',
      cdTipo: 0,
      dsTipo: 'General',
      precioUnitario: 15000,
      cantidad: 2,
      itemSubtotal: 30000,
    };
    const rechazada = {
      idOrden: 59,
      idEvento: 12,
      estado: 'rechazada',
      items: [item],
      createdAt: new Date(NOW.getTime() - 2 * 60_000).toISOString(),
      holdExpiresAt: new Date(NOW.getTime() + 8 * 60_000).toISOString(),
      redirectUrl: null,
    };
    const nueva = {
      ...rechazada,
      idOrden: 60,
      estado: 'pendiente',
      redirectUrl: 'http://localhost/api/v1/Pagos/Sandbox/pref-60',
    };
    const { calls } = network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
      'GET /Orden/GetOrden': () => json(200, rechazada),
      'POST /Orden/ReintentarPago': () => json(201, nueva),
    });
    renderApp('/mis-entradas?orden=59&pago=rechazado', makeUser([0]));
    expect(await screen.findByText(T.pagoRechazado)).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: CHECKOUT_TEXT.reintentarPago }),
    );
    await waitFor(() => expect(vi.mocked(openPaymentPage)).toHaveBeenCalledWith(nueva.redirectUrl));
    const [sent] = calls.filter((r) => r.url.endsWith('/Orden/ReintentarPago'));
    expect(await sent!.clone().json()).toEqual({ idOrden: 59 });
    expect(screen.getByRole('link', { name: CHECKOUT_TEXT.volverAlEvento })).toBeTruthy();
  });

  it('past its hold, a rejected payment offers only the way back', async () => {
    network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
      'GET /Orden/GetOrden': () =>
        json(200, {
          idOrden: 61,
          idEvento: 12,
          estado: 'rechazada',
          items: [],
          holdExpiresAt: new Date(NOW.getTime() - 60_000).toISOString(),
        }),
    });
    renderApp('/mis-entradas?orden=61&pago=rechazado', makeUser([0]));
    expect(await screen.findByText(T.pagoRechazado)).toBeTruthy();
    expect(screen.getByRole('link', { name: CHECKOUT_TEXT.volverAlEvento })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.reintentarPago })).toBeNull();
  });

  it('a rejected payment offers the way back to its event', async () => {
    network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
      'GET /Orden/GetOrden': () => json(200, { idOrden: 58, idEvento: 12, estado: 'rechazada' }),
    });
    renderApp('/mis-entradas?orden=58&pago=rechazado', makeUser([0]));
    expect(await screen.findByText(T.pagoRechazado)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: CHECKOUT_TEXT.volverAlEvento }).getAttribute('href'),
    ).toBe('/evento/12');
  });
});

describe('ticket filter', () => {
  it('splits on the end of the last day, not the first', () => {
    const now = NOW.getTime();
    const ids = (f: 'todos' | 'proximos' | 'finalizados') =>
      filtrarEntradas(TICKETS, f, now).map((t) => t.idTicket);
    expect(ids('todos')).toEqual([1, 2, 3, 4]);
    expect(ids('proximos')).toEqual([1, 3]);
    expect(ids('finalizados')).toEqual([2, 4]);
  });
});

describe('/mis-entradas grouped by event and day', () => {
  const day = (idFecha: number, inicio: string, fin: string) => ({
    idFecha,
    inicio,
    fin,
    finEvento: fin,
  });
  // NOW is 13 July 2030, 09:00 in Buenos Aires.
  const SOON = day(10, '2030-07-20T02:00:00.000Z', '2030-07-20T09:00:00.000Z');
  const LATER = day(11, '2030-08-10T02:00:00.000Z', '2030-08-10T09:00:00.000Z');
  const RECENT = day(12, '2030-07-06T02:00:00.000Z', '2030-07-06T09:00:00.000Z');
  const OLD = day(13, '2030-05-04T02:00:00.000Z', '2030-05-04T09:00:00.000Z');

  it('shows one card per event and day with its count: upcoming soonest first, then past most recent first', async () => {
    network({
      'GET /Entrada/MisEntradas': () =>
        json(200, {
          // As the server answers: newest day first, then by ticket.
          entradas: [
            makeTicket({ idTicket: 9, evento: 'Agosto Techno', idEvento: 2, ...LATER }),
            makeTicket({ idTicket: 5, evento: 'Julio House', ...SOON }),
            makeTicket({ idTicket: 6, evento: 'Julio House', ...SOON, dsTipo: 'VIP' }),
            makeTicket({ idTicket: 7, evento: 'Julio House', ...SOON }),
            makeTicket({ idTicket: 3, evento: 'Ayer Club', idEvento: 3, ...RECENT }),
            makeTicket({ idTicket: 1, evento: 'Mayo Fest', idEvento: 4, ...OLD }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await loaded();
    const section = (name: string) => screen.getByRole('list', { name });
    const cards = (name: string) =>
      within(section(name))
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
    expect(screen.getByRole('heading', { level: 2, name: T.proximas })).toBeTruthy();
    expect(cards(T.proximas)).toEqual(['Julio House', 'Agosto Techno']);
    expect(screen.getByRole('heading', { level: 2, name: T.pasadas })).toBeTruthy();
    expect(cards(T.pasadas)).toEqual(['Ayer Club', 'Mayo Fest']);

    const julio = screen.getByRole('article', {
      name: T.grupoAria('Julio House', 'Viernes, 19 de julio'),
    });
    expect(within(julio).getByText(T.cantidad(3))).toBeTruthy();
    // Each of its tickets opens its own page, in the order they were issued.
    expect(
      within(julio)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['General', '/entrada-adquirida?idTicket=5'],
      ['VIP', '/entrada-adquirida?idTicket=6'],
      ['General', '/entrada-adquirida?idTicket=7'],
    ]);
    expect(within(julio).queryByText(T.finalizado)).toBeNull();
    const mayo = screen.getByRole('article', { name: /Mayo Fest/ });
    expect(within(mayo).getByText(T.cantidad(1))).toBeTruthy();
    expect(within(mayo).getByText(T.finalizado)).toBeTruthy();
  });

  it('marks a used ticket with when it entered', async () => {
    network({
      'GET /Entrada/MisEntradas': () =>
        json(200, {
          entradas: [
            // Let in at 23:40 of Friday 5 July (Buenos Aires).
            makeTicket({ idTicket: 3, ...RECENT, usadoAt: '2030-07-06T02:40:00.000Z' }),
            makeTicket({ idTicket: 4, ...RECENT }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    const [card] = await loaded();
    expect(within(card!).getByText(T.cantidad(2))).toBeTruthy();
    const lines = within(card!)
      .getAllByRole('link')
      .map((l) => l.closest('li')!);
    expect(within(lines[0]!).getByText(T.usadaEl('Vie, 5 jul, 23:40'))).toBeTruthy();
    expect(within(lines[1]!).queryByText(/Usada/)).toBeNull();
  });

  it("keeps a cancelled event's tickets, marked cancelled with the refund of each purchase", async () => {
    const cancelacion = (estado: 'pendiente' | 'hecho', monto: number) => ({
      reembolso: { estado, monto },
    });
    network({
      'GET /Entrada/MisEntradas': () =>
        json(200, {
          entradas: [
            makeTicket({
              idTicket: 5,
              idOrden: 1,
              ...SOON,
              cancelacion: cancelacion('hecho', 33000),
            }),
            makeTicket({
              idTicket: 6,
              idOrden: 1,
              ...SOON,
              cancelacion: cancelacion('hecho', 33000),
            }),
            makeTicket({
              idTicket: 7,
              idOrden: 2,
              ...SOON,
              cancelacion: cancelacion('pendiente', 16500),
            }),
            // Received from someone else: the money goes back to who bought it.
            makeTicket({
              idTicket: 8,
              idOrden: 3,
              ...SOON,
              numeroOrden: null,
              cancelacion: { reembolso: null },
            }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    const [card] = await loaded();
    expect(within(card!).getByText(T.cancelado)).toBeTruthy();
    expect(within(card!).getByText(T.cantidad(4))).toBeTruthy();
    // (Pesos are written with a no-break space, which text matchers do not take.)
    const lines = within(card!)
      .getAllByText(/Reembols/)
      .map((p) => p.textContent);
    expect(lines).toEqual([
      T.reembolso.hecho(formatPesos(33000)),
      T.reembolso.pendiente(formatPesos(16500)),
    ]);
    expect(within(card!).getByText(T.reembolsoAjeno)).toBeTruthy();
    // Once per purchase, whatever its number of tickets; no "Finalizado" or "Usada" either.
    expect(within(card!).queryByText(T.finalizado)).toBeNull();
  });
});

describe('/mis-entradas: add-ons (docs/decisions/0090-add-ons.md)', () => {
  it('a ticket with add-ons says what it includes under its type; one without, nothing', async () => {
    network({
      'GET /Entrada/MisEntradas': () =>
        json(200, {
          entradas: [
            makeTicket({ idTicket: 1, evento: 'Futuro Club', adicionales: ['Combo trago'] }),
            makeTicket({ idTicket: 2, evento: 'Futuro Club' }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await loaded();
    const [card] = screen.getAllByRole('article');
    const lines = Array.from(card!.querySelectorAll<HTMLElement>('.ticket-lines > li'));
    expect(lines.map((li) => within(li).queryByText(T.incluye(['Combo trago'])) !== null)).toEqual([
      true,
      false,
    ]);
    expect(T.incluye(['Combo trago'])).toBe('Incluye: Combo trago');
    expect(T.incluye(['Combo trago', 'Locker', 'Estacionamiento'])).toBe(
      'Incluye: Combo trago, Locker y Estacionamiento',
    );
  });
});

describe('/mis-entradas: who uses each ticket (docs/decisions/0089-mesas-and-order-limits.md)', () => {
  it('a ticket its holder named says who enters under its type, next to what it includes', async () => {
    network({
      'GET /Entrada/MisEntradas': () =>
        json(200, {
          entradas: [
            makeTicket({
              idTicket: 1,
              evento: 'Futuro Club',
              adicionales: ['Combo trago'],
              nombreAsistente: 'Juana Paz',
            }),
            makeTicket({ idTicket: 2, evento: 'Futuro Club' }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await loaded();
    const [card] = screen.getAllByRole('article');
    const lines = Array.from(card!.querySelectorAll<HTMLElement>('.ticket-lines > li'));
    const ingresa = within(lines[0]!).getByText(T.asistente('Juana Paz'));
    expect(ingresa.textContent).toBe('Asistente: Juana Paz');
    // Right after the add-ons line, under the type.
    expect(ingresa.previousElementSibling?.textContent).toBe(T.incluye(['Combo trago']));
    expect(within(lines[1]!).queryByText(/^Asistente:/)).toBeNull();
  });
});
