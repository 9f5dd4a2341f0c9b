// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, within } from '@testing-library/react';
import type { VentaFila, VentasDia, VentasEvento, VentasPorDia } from '@shared/api/after-sale';
import { VENTAS_DIA_TEXT as T } from '@shared/texts/sales';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';

const fila: VentaFila = {
  idFecha: 30,
  dia: '2030-07-13T02:00:00.000Z',
  cdTipo: 0,
  dsTipo: 'General',
  precio: 15000,
  vendidas: 1207,
  total: 18_105_000,
  stock: 2000,
  restantes: 793,
  revendidas: 0,
  enEspera: 0,
  invitados: 0,
  enPuerta: 0,
};

const VENTAS: VentasEvento = {
  idEvento: 12,
  nombre: 'Noche Ácida',
  filas: [fila],
  totalEntradas: 1207,
  totalRecaudado: 18_105_000,
  transferidas: [],
  totalReventas: 0,
  puerta: { entradas: 0, efectivo: 0, transferencia: 0, mercadopago: 0, total: 0 },
};

const dia = (fecha: string, general: number, vip: number, recaudado: number): VentasDia => ({
  dia: fecha,
  porTipo: [
    { cdTipo: 0, cantidad: general },
    { cdTipo: 2, cantidad: vip },
  ],
  cantidad: general + vip,
  enPuerta: 0,
  recaudado,
});

const POR_DIA: VentasPorDia = {
  idEvento: 12,
  tipos: [
    { cdTipo: 0, dsTipo: 'General' },
    { cdTipo: 2, dsTipo: 'VIP' },
  ],
  dias: [
    dia('2030-07-01', 2, 0, 30_000),
    dia('2030-07-02', 0, 0, 0),
    dia('2030-07-03', 1200, 3, 18_090_000),
    dia('2030-07-04', 5, 1, 99_000),
  ],
  codigos: [
    { codigo: 'VERANO', usos: 1500, descuento: 2_250_000 },
    { codigo: 'AMIGOS', usos: 1, descuento: 1500 },
  ],
};

function serve(porDia: (request: Request) => Response | Promise<Response>) {
  return fakeNetwork({
    'GET /Evento/GetVentas': () => json(200, VENTAS),
    'GET /Evento/GetVentasPorDia': porDia,
  });
}

const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);

describe('/entradas-vendidas/{idEvento}: ventas por día', () => {
  it('charts each day stacked by type, with a legend, and lists the numbers in a table', async () => {
    const { calls } = serve(() => json(200, POR_DIA));
    renderApp('/entradas-vendidas/12', makeUser([2]));

    const section = await screen.findByRole('region', { name: T.titulo });
    expect(within(section).getByRole('heading', { level: 2, name: 'Ventas por día' })).toBeTruthy();

    const chart = await within(section).findByRole('img', {
      name: 'Entradas vendidas por día, del 01/07/2030 al 04/07/2030: 1.211 en total',
    });
    const call = calls.find((c) => c.url.includes('/Evento/GetVentasPorDia'))!;
    expect(new URL(call.url).searchParams.get('IdEvento')).toBe('12');
    // One group of bars per day; the busiest day (1.203) fills the height, General under VIP.
    const bars = chart.querySelectorAll('g');
    expect(bars).toHaveLength(4);
    expect(bars[1]!.querySelectorAll('rect')).toHaveLength(0);
    const busiest = Array.from(bars[2]!.querySelectorAll('rect'));
    expect(busiest.map((r) => r.getAttribute('fill'))).toEqual(['#a855f7', '#22d3ee']);
    const heights = busiest.map((r) => Number(r.getAttribute('height')));
    expect(heights[0]! + heights[1]!).toBeCloseTo(100, 2);
    expect(Number(busiest[1]!.getAttribute('y'))).toBeCloseTo(0, 2);
    expect(bars[2]!.querySelector('title')?.textContent).toBe('03/07: 1.203 entradas');
    expect(section.querySelector('.sales-chart-axis')?.textContent).toBe('01/0702/0703/0704/07');

    const legend = within(section).getByRole('list', { name: T.leyenda });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['General', 'VIP']);

    const rows = within(within(section).getByRole('table', { name: T.tabla })).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual(['Día', 'General', 'VIP', 'Entradas', 'Recaudado']);
    expect(rows).toHaveLength(6);
    expect(cells(rows[1]!)).toEqual(['01/07/2030', '2', '0', '2', formatPesos(30_000)]);
    expect(cells(rows[3]!)).toEqual(['03/07/2030', '1.200', '3', '1.203', '$\u00a018.090.000']);
    expect(cells(rows[5]!)).toEqual(['Total', '1.207', '4', '1.211', formatPesos(18_219_000)]);
  });

  it('lists the discount codes used, one use in the singular', async () => {
    serve(() => json(200, POR_DIA));
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const list = await screen.findByRole('list', { name: 'Códigos de descuento usados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'VERANO: 1.500 usos, $\u00a02.250.000 de descuento',
      'AMIGOS: 1 uso, $\u00a01.500 de descuento',
    ]);
    expect(screen.queryByText(T.sinCodigos)).toBeNull();
  });

  it('says there are no paid sales and no codes used yet, with no chart or table', async () => {
    serve(() =>
      json(200, {
        ...POR_DIA,
        dias: [dia('2030-07-01', 0, 0, 0), dia('2030-07-02', 0, 0, 0)],
        codigos: [],
      }),
    );
    renderApp('/entradas-vendidas/12', makeUser([2]));
    expect(await screen.findByText('Todavía no hay ventas pagadas.')).toBeTruthy();
    expect(screen.getByText('Ningún código usado todavía.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: T.codigosTitulo })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Entradas vendidas por día/ })).toBeNull();
    expect(screen.queryByRole('table', { name: T.tabla })).toBeNull();
  });

  it('says when loading failed and loads again on retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve(async () => {
      await answered;
      return fail ? problem(500, 'Error') : json(200, POR_DIA);
    });
    renderApp('/entradas-vendidas/12', makeUser([2]));
    const section = await screen.findByRole('region', { name: T.titulo });
    expect(await within(section).findByText(T.cargando)).toBeTruthy();
    answer();
    expect(await within(section).findByText(T.error)).toBeTruthy();
    fail = false;
    fireEvent.click(within(section).getByRole('button', { name: T.reintentar }));
    expect(await within(section).findByRole('table', { name: T.tabla })).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
