// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, within } from '@testing-library/react';
import { MY_EVENTS_TEXT } from '@shared/texts/organiser';
import { CANCEL_TEXT, SALES_TEXT } from '@shared/texts/sales';
import { SETTLEMENT_TEXT } from '@shared/texts/settlement';
import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';

/** A cancelled event keeps its place on the organiser's screens, with its refunds so far. */
const EVENTOS = [
  makeEvento({ idEvento: 7, nombre: 'Noche Suspendida', estado: 5 }),
  makeEvento({ idEvento: 8, nombre: 'En Venta Fest', estado: 2 }),
  // Cancelled before anyone bought: nothing to give back.
  makeEvento({ idEvento: 9, nombre: 'Nunca Vendió', estado: 5 }),
];

function network() {
  return fakeNetwork({
    'GET /Evento/GetEventos': () =>
      json(200, { eventos: EVENTOS, total: EVENTOS.length, page: 1, pageSize: 100 }),
    'GET /Evento/GetProgresoReembolsos': () =>
      json(200, {
        eventos: [
          { idEvento: 7, total: 15, hechos: 12, fallidos: 1 },
          { idEvento: 9, total: 0, hechos: 0, fallidos: 0 },
        ],
      }),
    'GET /Evento/GetVentas': () =>
      json(200, {
        idEvento: 7,
        nombre: 'Noche Suspendida',
        filas: [],
        totalEntradas: 0,
        totalRecaudado: 0,
        transferidas: [],
        totalReventas: 0,
        puerta: { entradas: 0, efectivo: 0, transferencia: 0, mercadopago: 0, total: 0 },
      }),
  });
}

const links = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);

describe("a cancelled event on the organiser's screens", () => {
  it('Mis eventos creados: marked cancelled, with the refunds done and the way to them and the settlement', async () => {
    network();
    renderApp('/mis-eventos-creados', makeUser([0, 2]));
    const card = await screen.findByRole('article', { name: 'Noche Suspendida' });
    expect(within(card).getByText(CANCEL_TEXT.cancelado)).toBeTruthy();
    expect(within(card).queryByText('Borrado')).toBeNull();
    expect(await within(card).findByText(CANCEL_TEXT.reembolsosResumen(12, 15))).toBeTruthy();
    expect(within(card).getByText(CANCEL_TEXT.conFallidos(1))).toBeTruthy();
    expect(links(card)).toEqual([
      [CANCEL_TEXT.verReembolsos, '/cancelar-evento/7'],
      [SETTLEMENT_TEXT.enlace, '/liquidacion/7'],
      [MY_EVENTS_TEXT.acciones.entradasVendidas, '/entradas-vendidas/7'],
    ]);
    const nunca = screen.getByRole('article', { name: 'Nunca Vendió' });
    expect(within(nunca).getByText(CANCEL_TEXT.sinCompras)).toBeTruthy();
    // An event on sale carries none of it.
    const venta = screen.getByRole('article', { name: 'En Venta Fest' });
    expect(within(venta).queryByText(CANCEL_TEXT.cancelado)).toBeNull();
    expect(within(venta).queryByRole('link', { name: CANCEL_TEXT.verReembolsos })).toBeNull();
  });

  it('Entradas vendidas: listed, marked, with its refunds and settlement', async () => {
    network();
    renderApp('/entradas-vendidas', makeUser([0, 2]));
    const link = await screen.findByRole('link', {
      name: SALES_TEXT.verVentas('Noche Suspendida'),
    });
    expect(link.getAttribute('href')).toBe('/entradas-vendidas/7');
    const item = link.closest('li')!;
    expect(within(item).getByText(CANCEL_TEXT.cancelado)).toBeTruthy();
    expect(await within(item).findByText(CANCEL_TEXT.reembolsosResumen(12, 15))).toBeTruthy();
    expect(
      within(item).getByRole('link', { name: SETTLEMENT_TEXT.enlace }).getAttribute('href'),
    ).toBe('/liquidacion/7');
  });

  it('its sales page says so first, keeps the settlement and offers no door', async () => {
    network();
    renderApp('/entradas-vendidas/7', makeUser([0, 2]));
    await screen.findByRole('heading', {
      level: 1,
      name: SALES_TEXT.tituloEvento('Noche Suspendida'),
    });
    expect(await screen.findByText(CANCEL_TEXT.reembolsosResumen(12, 15))).toBeTruthy();
    expect(screen.getByText(CANCEL_TEXT.cancelado)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: SETTLEMENT_TEXT.enlace }).length).toBeGreaterThan(0);
    // No door, codes or guest list for a night that will not happen.
    expect(screen.queryByRole('link', { name: /Puerta/ })).toBeNull();
  });
});
