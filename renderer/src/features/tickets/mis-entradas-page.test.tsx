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
import { filtrarEntradas } from './ticket-filter';

const NOW = new Date('2030-07-13T12:00:00.000Z');

// The second ticket's event ends exactly now: its last day is past, so it is finished.
const TICKETS = [
  makeTicket({ idTicket: 1, evento: 'Futuro Club', finEvento: '2030-08-02T09:00:00.000Z' }),
  makeTicket({ idTicket: 2, evento: 'Noche Ácida', finEvento: NOW.toISOString(), dsTipo: 'VIP' }),
  makeTicket({
    idTicket: 3,
    evento: 'Aurora',
    inicio: '2030-07-10T02:00:00.000Z',
    fin: '2030-07-10T08:00:00.000Z',
    // A two-day event whose first day is past but whose last day is not: still upcoming.
    finEvento: '2030-07-14T08:00:00.000Z',
  }),
  makeTicket({ idTicket: 4, evento: 'Pasado Fest', finEvento: '2030-01-01T08:00:00.000Z' }),
];

/** The page's two reads; no sent transfers unless a test says otherwise. */
const network = (routes: Parameters<typeof fakeNetwork>[0]) =>
  fakeNetwork({ 'GET /Entrada/MisTransferencias': () => json(200, { enviadas: [] }), ...routes });

const names = () =>
  within(screen.getByRole('list', { name: T.titulo }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
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
            makeTicket({ idTicket: 2, evento: 'Aurora' }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await screen.findByRole('list', { name: T.titulo });
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
              reventa: makeReventa({ estado: 'vendida' }),
            }),
            makeTicket({ idTicket: 3, evento: 'Pasado Fest' }),
          ],
        }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await screen.findByRole('list', { name: T.titulo });
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
    await screen.findByRole('list', { name: T.titulo });
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
    const card = await screen.findByRole('article', { name: T.verEntrada('Noche Ácida', 'VIP') });
    expect(within(card).getByRole('link', { name: 'Noche Ácida' }).getAttribute('href')).toBe(
      '/entrada-adquirida?idTicket=2',
    );
    expect(card.textContent).toContain('Viernes, 12 de julio · 23:00 – 07:00');
    expect(card.textContent).toContain(`VIP · ${formatPesos(15000)}`);
    expect(card.textContent).toContain('Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires');
    expect(within(card).getByText(T.finalizado)).toBeTruthy();
  });

  it('says so when there are no tickets, and per filter', async () => {
    network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [TICKETS[3]] }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await screen.findByRole('list', { name: T.titulo });
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
    // The tickets stay first.
    expect(names()).toEqual(['Futuro Club']);
    expect(calls.some((r) => r.url.endsWith('/Entrada/MisTransferencias'))).toBe(true);
  });

  it('without sent transfers there is no such section', async () => {
    network({
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [TICKETS[0]] }),
      'GET /Entrada/MisTransferencias': () => json(200, { enviadas: [] }),
    });
    renderApp('/mis-entradas', makeUser([0]));
    await screen.findByRole('list', { name: T.titulo });
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
