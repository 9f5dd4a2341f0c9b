// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntradaView } from '@shared/api/discovery';
import type { ComprarState } from '@shared/domain/purchase';
import { formatPesos } from '@shared/format/es-ar';
import { EVENT_TEXT } from '@shared/texts/event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page as browser } from 'vitest/browser';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';

/**
 * Rows with what an organiser set (docs/decisions/0089-mesas-and-order-limits.md), beside a
 * template's General: a mesa for 6 (at most 2 per order), a pack sold 2 at least, a presale
 * whose own sale opens later and a row whose sale is over.
 */
const DIA = 'Viernes, 12 de julio';
const base = makeEvento();
const GENERAL = base.fechas[0]!.entradas[0]!;
const MESA: EntradaView = {
  idEntrada: 305,
  tipo: { cdTipo: 5, dsTipo: 'Mesa VIP x6' },
  precio: 180000,
  cantidad: 5,
  descripcion: 'Con una botella de espumante',
  personas: 6,
  maxPorOrden: 2,
};
const PACK: EntradaView = {
  idEntrada: 306,
  tipo: { cdTipo: 6, dsTipo: 'Pack amigos' },
  precio: 12000,
  cantidad: 50,
  minPorOrden: 2,
};
const SOCIOS: EntradaView = {
  idEntrada: 307,
  tipo: { cdTipo: 7, dsTipo: 'Preventa socios' },
  precio: 9000,
  cantidad: 40,
  // jueves 20 de junio de 2030, 20:00 in Buenos Aires
  ventaDesde: '2030-06-20T23:00:00.000Z',
};
const ULTIMA: EntradaView = {
  idEntrada: 308,
  tipo: { cdTipo: 8, dsTipo: 'Última hora' },
  precio: 20000,
  cantidad: 40,
  ventaHasta: '2020-01-01T03:00:00.000Z',
};
const EVENTO = makeEvento({
  fechas: [{ ...base.fechas[0]!, entradas: [GENERAL, MESA, PACK, SOCIOS, ULTIMA] }],
});

function network() {
  return fakeNetwork({
    'GET /Evento/GetEventos': () => json(200, page([EVENTO])),
    'GET /Config': () => json(200, { google: null, mapsApiKey: null, serviceFeeRate: 0.15 }),
    'GET /Resenia/GetResenias': () =>
      json(200, { nombre: 'Noche Ácida', promedio: null, cantidad: 0, resenias: [] }),
  });
}

const tableRow = (tipo: string) => screen.getByRole('row', { name: new RegExp(`^${tipo}`) });
const selector = (tipo: string) =>
  screen.queryByRole('group', { name: EVENT_TEXT.cantidadDe(tipo, DIA) });

/** Every quantity the selector offers, stepping up from 0 until "+" stops. */
async function choicesOf(group: HTMLElement, agregar: string = EVENT_TEXT.agregarEntrada) {
  const seen = [Number(within(group).getByRole('status').textContent)];
  const plus = within(group).getByRole('button', { name: agregar });
  while (!(plus as HTMLButtonElement).disabled) {
    await userEvent.click(plus);
    seen.push(Number(within(group).getByRole('status').textContent));
  }
  return seen;
}

beforeEach(async () => {
  await browser.viewport(390, 844);
});
afterEach(async () => {
  await browser.viewport(1024, 768);
});

describe('event page: mesas, limits per order and a row’s own sale window (phone)', () => {
  it('a mesa reads as one: its description and people, the price per mesa, 0 to its maximum', async () => {
    network();
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    const mesa = tableRow('Mesa VIP x6');
    expect(within(mesa).getByText('Con una botella de espumante')).toBeTruthy();
    expect(within(mesa).getByText('Mesa para 6 personas · 6 entradas')).toBeTruthy();
    expect(within(mesa).getByRole('cell', { name: /^\$/ }).textContent).toBe(
      `${formatPesos(180000)}${EVENT_TEXT.porMesa}`,
    );
    // Its maximum (2) is under the usual 10: said, and the selector stops there.
    expect(within(mesa).getByText('Máximo 2 mesas por compra')).toBeTruthy();
    expect(await choicesOf(selector('Mesa VIP x6')!, EVENT_TEXT.agregarMesa)).toEqual([0, 1, 2]);
    // Nothing in the table spills past the phone's width.
    const table = mesa.closest('table')!;
    expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  });

  it('a row whose own sale has not opened says when it opens, and one whose sale ended says so', async () => {
    network();
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(tableRow('Preventa socios').textContent).toBe(
      `Preventa socios${formatPesos(9000)}A la venta desde el jueves 20 de junio a las 20:00`,
    );
    expect(selector('Preventa socios')).toBeNull();
    expect(within(tableRow('Última hora')).getByText('Venta terminada')).toBeTruthy();
    expect(selector('Última hora')).toBeNull();
  });

  it('a row sold 2 at least says so and offers 0, then 2 up to 10', async () => {
    network();
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(within(tableRow('Pack amigos')).getByText('Mínimo 2 por compra')).toBeTruthy();
    const pack = selector('Pack amigos')!;
    expect(await choicesOf(pack)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Back down, 2 goes straight to 0.
    const minus = within(pack).getByRole('button', { name: EVENT_TEXT.quitarEntrada });
    for (let i = 0; i < 8; i++) await userEvent.click(minus);
    expect(within(pack).getByRole('status').textContent).toBe('2');
    await userEvent.click(minus);
    expect(within(pack).getByRole('status').textContent).toBe('0');
    expect(minus).toHaveProperty('disabled', true);
  });

  it("a template's row is as it was: name, price and 0 to 10", async () => {
    network();
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(tableRow('General').textContent).toBe(`General${formatPesos(15000)}−0+`);
    expect(await choicesOf(selector('General')!)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('Comprar takes the mesa with its people to /comprar, priced per mesa', async () => {
    network();
    const { router } = renderApp('/evento/12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    await userEvent.click(
      within(selector('Mesa VIP x6')!).getByRole('button', { name: EVENT_TEXT.agregarMesa }),
    );
    await userEvent.click(
      within(selector('Pack amigos')!).getByRole('button', { name: EVENT_TEXT.agregarEntrada }),
    );
    await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.comprar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
    const state = router.state.location.state as ComprarState;
    expect(state.purchaseItems).toEqual([
      {
        dia: DIA,
        tipo: 'Mesa VIP x6',
        precio: 180000,
        cantidad: 1,
        itemSubtotal: 180000,
        idFecha: 30,
        cdTipo: 5,
        personas: 6,
      },
      {
        dia: DIA,
        tipo: 'Pack amigos',
        precio: 12000,
        cantidad: 2,
        itemSubtotal: 24000,
        idFecha: 30,
        cdTipo: 6,
      },
    ]);
    // serviceFee(204000, 0.15) from shared/domain/fees.ts
    expect(state).toMatchObject({ subtotal: 204000, serviceFee: 30600, total: 234600 });
  });
});
