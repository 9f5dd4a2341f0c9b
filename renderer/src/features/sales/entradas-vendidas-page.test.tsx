// Runs in Chromium: a screen test (vitest.config.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { VentaFila, VentasEvento } from '@shared/api/after-sale';
import { BOLETERIA_TEXT as B, MEDIO_PUERTA_TEXT } from '@shared/texts/boleteria';
import { CODIGO_MSG } from '@shared/texts/codigos';
import { LISTA_TEXT } from '@shared/texts/guest-list';
import { SALES_TEXT as T } from '@shared/texts/sales';
import { SETTLEMENT_TEXT } from '@shared/texts/settlement';
import { TIPOS_TEXT } from '@shared/texts/organiser';
import { TRANSFER_TEXT } from '@shared/texts/transfers';
import type { RrppCifras } from '@shared/api/rrpp';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { RRPP_TEXT } from '@shared/texts/rrpp-pantalla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page as browser } from 'vitest/browser';
import { makeEvento } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';

const fila = (overrides: Partial<VentaFila>): VentaFila => ({
  idFecha: 30,
  dia: '2030-07-13T02:00:00.000Z',
  cdTipo: 0,
  dsTipo: 'General',
  precio: 15000,
  vendidas: 0,
  total: 0,
  stock: 200,
  restantes: 200,
  revendidas: 0,
  enEspera: 0,
  invitados: 0,
  enPuerta: 0,
  ...overrides,
});

const VENTAS: VentasEvento = {
  idEvento: 12,
  nombre: 'Noche Ácida',
  filas: [
    fila({ vendidas: 120, total: 1_800_000, restantes: 75 }),
    fila({
      cdTipo: 2,
      dsTipo: 'VIP',
      precio: 30000,
      vendidas: 3,
      total: 90_000,
      stock: 3,
      restantes: 0,
    }),
  ],
  totalEntradas: 123,
  totalRecaudado: 1_890_000,
  transferidas: [],
  totalReventas: 0,
  puerta: { entradas: 0, efectivo: 0, transferencia: 0, mercadopago: 0, total: 0 },
};

const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);

describe('/entradas-vendidas/{idEvento}', () => {
  it('shows per type the price, sold, money and remaining stock, and the totals', async () => {
    const { calls } = fakeNetwork({ 'GET /Evento/GetVentas': () => json(200, VENTAS) });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    expect(
      await screen.findByRole('heading', { level: 1, name: T.tituloEvento('Noche Ácida') }),
    ).toBeTruthy();
    const ventasCall = calls.find((c) => new URL(c.url).pathname.endsWith('/Evento/GetVentas'));
    expect(new URL(ventasCall!.url).searchParams.get('IdEvento')).toBe('12');
    const rows = within(screen.getByRole('table', { name: T.tabla })).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual([
      T.tipo,
      T.precio,
      T.vendidas,
      T.total,
      T.restantes,
      T.revendidas,
      T.enEspera,
      T.invitados,
    ]);
    expect(cells(rows[1]!)).toEqual([
      'General',
      formatPesos(15000),
      '120',
      formatPesos(1_800_000),
      '75',
      '0',
      '0',
      '0',
    ]);
    expect(cells(rows[2]!)).toEqual([
      'VIP',
      formatPesos(30000),
      '3',
      formatPesos(90_000),
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(screen.getByText(T.totalEntradas).nextElementSibling?.textContent).toBe('123');
    expect(screen.getByText(T.totalRecaudado).nextElementSibling?.textContent).toBe(
      formatPesos(1_890_000),
    );
    expect(screen.getByRole('link', { name: T.volver }).getAttribute('href')).toBe(
      '/mis-eventos-creados',
    );
    // Issue 14: the event's discount codes.
    expect(screen.getByRole('link', { name: CODIGO_MSG.titulo }).getAttribute('href')).toBe(
      '/codigos/12',
    );
    // Issue 14: the event's guest list.
    expect(screen.getByRole('link', { name: LISTA_TEXT.menu }).getAttribute('href')).toBe(
      '/lista/12',
    );
    // Issue 14: the event's settlement.
    expect(screen.getByRole('link', { name: SETTLEMENT_TEXT.enlace }).getAttribute('href')).toBe(
      '/liquidacion/12',
    );
    // The event's ticket types, tandas and cupos (docs/decisions/0088-free-form-ticket-types.md).
    expect(screen.getByRole('link', { name: TIPOS_TEXT.enlace }).getAttribute('href')).toBe(
      '/entradas-y-tandas/12',
    );
  });

  it("lists the add-ons' units and money apart, counted in Total recaudado; none, no such table", async () => {
    fakeNetwork({
      'GET /Evento/GetVentas': () =>
        json(200, {
          ...VENTAS,
          adicionales: [
            {
              idFecha: 30,
              dia: '2030-07-13T02:00:00.000Z',
              nombre: 'Combo trago',
              precio: 5000,
              vendidos: 12,
              total: 60000,
              stock: 100,
              restantes: 88,
            },
          ],
          totalRecaudado: 1_950_000,
        }),
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const table = await screen.findByRole('table', { name: T.adicionalesTitulo });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual([T.adicional, T.precio, T.vendidos, T.total, T.restantes]);
    expect(cells(rows[1]!)).toEqual([
      'Combo trago',
      formatPesos(5000),
      '12',
      formatPesos(60000),
      '88',
    ]);
    expect(screen.getByText(T.totalRecaudado).nextElementSibling?.textContent).toBe(
      formatPesos(1_950_000),
    );
  });

  it('shows no add-ons table for an event without them', async () => {
    fakeNetwork({ 'GET /Evento/GetVentas': () => json(200, VENTAS) });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    await screen.findByRole('table', { name: T.tabla });
    expect(screen.queryByRole('table', { name: T.adicionalesTitulo })).toBeNull();
  });

  it('adds the day column when the event has several days', async () => {
    fakeNetwork({
      'GET /Evento/GetVentas': () =>
        json(200, {
          ...VENTAS,
          filas: [
            fila({ vendidas: 2, total: 30000 }),
            fila({ idFecha: 31, dia: '2030-07-14T02:00:00.000Z', vendidas: 1, total: 15000 }),
          ],
          totalEntradas: 3,
          totalRecaudado: 45000,
        }),
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const table = await screen.findByRole('table', { name: T.tabla });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual([
      T.tipo,
      T.dia,
      T.precio,
      T.vendidas,
      T.total,
      T.restantes,
      T.revendidas,
      T.enEspera,
      T.invitados,
    ]);
    expect(cells(rows[1]!)[1]).toBe('Viernes, 12 de julio');
    expect(cells(rows[2]!)[1]).toBe('Sábado, 13 de julio');
  });

  it('lists the tickets whose holder is no longer their buyer, or says none were', async () => {
    fakeNetwork({
      'GET /Evento/GetVentas': () =>
        json(200, {
          ...VENTAS,
          transferidas: [
            {
              idTicket: 501,
              dia: '2030-07-13T02:00:00.000Z',
              dsTipo: 'VIP',
              comprador: 'Lucía Pérez',
              titular: 'Mora Díaz',
              at: '2030-06-20T15:00:00.000Z',
            },
          ],
        }),
    });
    const first = renderApp('/entradas-vendidas/12', makeUser([2]));
    const table = await screen.findByRole('table', { name: TRANSFER_TEXT.transferidasTitulo });
    expect(
      screen.getByRole('heading', { level: 2, name: TRANSFER_TEXT.transferidasTitulo }),
    ).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const C = TRANSFER_TEXT.columnas;
    expect(cells(rows[0]!)).toEqual([C.dia, C.tipo, C.comprador, C.titular, C.at]);
    expect(cells(rows[1]!)).toEqual([
      'Viernes, 12 de julio',
      'VIP',
      'Lucía Pérez',
      'Mora Díaz',
      '20 de junio de 2030',
    ]);
    expect(screen.queryByText(TRANSFER_TEXT.transferidasVacio)).toBeNull();
    first.unmount();

    fakeNetwork({ 'GET /Evento/GetVentas': () => json(200, VENTAS) });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    expect(await screen.findByText(TRANSFER_TEXT.transferidasVacio)).toBeTruthy();
    expect(screen.queryByRole('table', { name: TRANSFER_TEXT.transferidasTitulo })).toBeNull();
  });

  it('shows per row the tickets resold, the people waiting and the guests, and the resales in all (es-AR)', async () => {
    fakeNetwork({
      'GET /Evento/GetVentas': () =>
        json(200, {
          ...VENTAS,
          filas: [
            fila({ vendidas: 1200, total: 18_000_000, restantes: 0, revendidas: 1500 }),
            fila({
              cdTipo: 2,
              dsTipo: 'VIP',
              precio: 30000,
              vendidas: 3,
              total: 90_000,
              stock: 3,
              restantes: 0,
              revendidas: 2,
              enEspera: 1234,
              invitados: 1500,
            }),
          ],
          totalReventas: 1502,
        }),
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const table = await screen.findByRole('table', { name: T.tabla });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!).slice(-3)).toEqual(['Revendidas', 'En lista de espera', 'Invitados']);
    expect(cells(rows[1]!).slice(-3)).toEqual(['1.500', '0', '0']);
    expect(cells(rows[2]!).slice(-3)).toEqual(['2', '1.234', '1.500']);
    expect(T.totalReventas).toBe('Reventas');
    expect(screen.getByText(T.totalReventas).nextElementSibling?.textContent).toBe('1.502');
  });

  it("shows the door's sales apart, by how they were paid, and per row how many of the sold were sold at the door", async () => {
    fakeNetwork({
      'GET /Evento/GetVentas': () =>
        json(200, {
          ...VENTAS,
          filas: [
            fila({ vendidas: 120, total: 1_800_000, restantes: 75, enPuerta: 6 }),
            VENTAS.filas[1]!,
          ],
          puerta: {
            entradas: 6,
            efectivo: 60_000,
            transferencia: 15_000,
            mercadopago: 15_000,
            total: 90_000,
          },
        } satisfies VentasEvento),
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const rows = within(await screen.findByRole('table', { name: T.tabla })).getAllByRole('row');
    expect(cells(rows[0]!).slice(0, 4)).toEqual([T.tipo, T.precio, T.vendidas, B.enPuerta]);
    expect(cells(rows[1]!).slice(0, 4)).toEqual(['General', formatPesos(15000), '120', '6']);
    expect(cells(rows[2]!).slice(0, 4)).toEqual(['VIP', formatPesos(30000), '3', '0']);
    const puerta = screen.getByRole('region', { name: B.ventasPuertaTitulo });
    const cifra = (termino: string) =>
      within(puerta).getByText(termino, { selector: 'dt' }).nextElementSibling?.textContent;
    const M = MEDIO_PUERTA_TEXT;
    expect(
      [B.entradas, M.efectivo, M.transferencia, M.mercadopago, B.totalPuerta].map(cifra),
    ).toEqual([
      '6',
      formatPesos(60_000),
      formatPesos(15_000),
      formatPesos(15_000),
      formatPesos(90_000),
    ]);
    expect(within(puerta).getByText(B.ventasPuertaNota)).toBeTruthy();
  });

  it('an event that sold nothing at the door shows no door sales nor their column', async () => {
    fakeNetwork({ 'GET /Evento/GetVentas': () => json(200, VENTAS) });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const table = await screen.findByRole('table', { name: T.tabla });
    expect(within(table).queryByRole('columnheader', { name: B.enPuerta })).toBeNull();
    expect(screen.queryByRole('heading', { name: B.ventasPuertaTitulo })).toBeNull();
  });

  it("fits the door's sales on a phone 390 px wide: the figures wrap, only the table scrolls sideways", async () => {
    await browser.viewport(390, 844);
    try {
      fakeNetwork({
        'GET /Evento/GetVentas': () =>
          json(200, {
            ...VENTAS,
            filas: [fila({ vendidas: 1200, total: 18_000_000, enPuerta: 1150 })],
            puerta: {
              entradas: 1150,
              efectivo: 12_650_000,
              transferencia: 4_600_000,
              mercadopago: 1_150_000,
              total: 18_400_000,
            },
          } satisfies VentasEvento),
      });
      renderApp('/entradas-vendidas/12', makeUser([2]));
      const puerta = await screen.findByRole('region', { name: B.ventasPuertaTitulo });
      expect(puerta.scrollWidth).toBeLessThanOrEqual(puerta.clientWidth);
      // The page itself never scrolls sideways: the sales table does, in its own box.
      const page = document.querySelector('section.page')!;
      expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
      for (const el of puerta.querySelectorAll('h2, dt, dd, p'))
        expect(el.getBoundingClientRect().right, el.outerHTML).toBeLessThanOrEqual(390);
    } finally {
      await browser.viewport(1024, 768);
    }
  });

  it("offers a member of the event's productora only the pages their role opens", async () => {
    // An analista: sales and exports; no door, codes, types, guest list nor settlement.
    fakeNetwork({
      'GET /Evento/GetVentas': () => json(200, { ...VENTAS, permisos: ['ventas', 'exportar'] }),
      'GET /Rrpp/Ranking': () => json(200, []),
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    await screen.findByRole('table', { name: T.tabla });
    const links = () => screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    for (const href of [
      '/puerta-evento/12',
      '/codigos/12',
      '/entradas-y-tandas/12',
      '/liquidacion/12',
      '/lista/12',
    ])
      expect(links()).not.toContain(href);
    expect(links()).toContain('/mis-eventos-creados');
    // The owner's answer lists every permission: every page is offered.
    cleanup();
    fakeNetwork({
      'GET /Evento/GetVentas': () =>
        json(200, {
          ...VENTAS,
          permisos: [
            'evento',
            'codigos',
            'listas',
            'puerta',
            'ventas',
            'exportar',
            'liquidacion',
            'miembros',
          ],
        }),
      'GET /Rrpp/Ranking': () => json(200, []),
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    await screen.findByRole('table', { name: T.tabla });
    expect(links()).toEqual(
      expect.arrayContaining(['/puerta-evento/12', '/codigos/12', '/liquidacion/12', '/lista/12']),
    );
  });

  it("another organiser's event is not found", async () => {
    fakeNetwork({ 'GET /Evento/GetVentas': () => problem(403, 'No tenés permiso.') });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    expect(await screen.findByText(T.noEncontrado)).toBeTruthy();
  });
});

describe('/entradas-vendidas/{idEvento}: Ranking de RRPP (docs/decisions/0092-rrpp.md)', () => {
  afterEach(() => vi.restoreAllMocks());
  const cifras = (o: Partial<RrppCifras>): RrppCifras => ({
    idUsuario: 21,
    nombre: 'Martina Acosta',
    slug: 'martina',
    ordenes: 0,
    entradas: 0,
    importe: 0,
    comision: 0,
    invitados: 0,
    ingresaron: 0,
    ...o,
  });
  const RANKING = [
    cifras({
      entradas: 12,
      ordenes: 7,
      importe: 1_800_000,
      comision: 180_000,
      invitados: 10,
      ingresaron: 6,
    }),
    cifras({
      idUsuario: 22,
      nombre: 'Joaquín Pereyra',
      slug: 'joaquin',
      entradas: 4,
      importe: 90_000,
      comision: 14_000,
    }),
    cifras({ idUsuario: 23, nombre: 'Brenda Molina', slug: 'brenda' }),
  ];

  it('lists each RRPP best first, as the server sends them, with the way to their commissions', async () => {
    const { calls } = fakeNetwork({
      'GET /Evento/GetVentas': () => json(200, VENTAS),
      'GET /Rrpp/Ranking': () => json(200, RANKING),
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const section = await screen.findByRole('region', { name: RRPP_TEXT.rankingTitulo });
    const call = calls.find((c) => new URL(c.url).pathname.endsWith('/Rrpp/Ranking'));
    expect(new URL(call!.url).searchParams.get('IdEvento')).toBe('12');
    const C = RRPP_TEXT.columnas;
    const table = within(section).getByRole('table', { name: RRPP_TEXT.rankingTabla });
    expect(within(table).getAllByRole('row').map(cells)).toEqual([
      [C.nombre, C.entradas, C.importe, C.comision, C.ingresaron],
      ['Martina Acosta', '12', formatPesos(1_800_000), formatPesos(180_000), '6 de 10'],
      ['Joaquín Pereyra', '4', formatPesos(90_000), formatPesos(14_000), '0 de 0'],
      ['Brenda Molina', '0', formatPesos(0), formatPesos(0), '0 de 0'],
    ]);
    expect(
      within(section).getByRole('link', { name: RRPP_TEXT.comisionesEnlace }).getAttribute('href'),
    ).toBe('/comisiones-rrpp/12');
  });

  it('a role that does not see sales (403), or an event without RRPP, shows no ranking and says nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let ranking = () => problem(403, EQUIPO_MSG.sinPermiso);
    let answered = 0;
    fakeNetwork({
      'GET /Evento/GetVentas': () => json(200, VENTAS),
      'GET /Rrpp/Ranking': () => {
        answered += 1;
        return ranking();
      },
    });
    const { unmount } = renderApp('/entradas-vendidas/12', makeUser([2]));
    await screen.findByRole('table', { name: T.tabla });
    await waitFor(() => expect(answered).toBe(1));
    // The answer is rendered (or not) before the next check.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: RRPP_TEXT.rankingTitulo })).toBeNull();
    expect(screen.queryByText(EQUIPO_MSG.sinPermiso)).toBeNull();
    expect(screen.queryByRole('link', { name: RRPP_TEXT.comisionesEnlace })).toBeNull();
    unmount();

    ranking = () => json(200, []);
    renderApp('/entradas-vendidas/12', makeUser([2]));
    await screen.findByRole('table', { name: T.tabla });
    await waitFor(() => expect(answered).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: RRPP_TEXT.rankingTitulo })).toBeNull();
    expect(error).not.toHaveBeenCalledWith(
      'No se pudieron cargar las ventas por RRPP',
      expect.anything(),
    );
  });
});

describe('/entradas-vendidas', () => {
  it("lists the organiser's events that have sales, each linking to them", async () => {
    const { calls } = fakeNetwork({
      'GET /Evento/GetEventos': () =>
        json(200, {
          eventos: [
            makeEvento({ idEvento: 1, nombre: 'En venta', estado: 2 }),
            makeEvento({ idEvento: 2, nombre: 'Por aprobar', estado: 0 }),
            makeEvento({ idEvento: 3, nombre: 'Terminado', estado: 4 }),
            makeEvento({ idEvento: 4, nombre: 'Borrado', estado: 5 }),
          ],
          total: 4,
          page: 1,
          pageSize: 100,
        }),
    });
    renderApp('/entradas-vendidas', makeUser([2]));
    const list = await screen.findByRole('list', { name: T.titulo });
    expect(
      within(list)
        .getAllByRole('link', { name: /^Ver entradas vendidas/ })
        .map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')]),
    ).toEqual([
      [T.verVentas('En venta'), '/entradas-vendidas/1'],
      [T.verVentas('Terminado'), '/entradas-vendidas/3'],
      // A cancelled event stays, its refunds and settlement beside it (cancelled-events.test.tsx).
      [T.verVentas('Borrado'), '/entradas-vendidas/4'],
    ]);
    expect(new URL(calls[0]!.url).searchParams.get('IdUsuario')).toBe('7');
  });
});
