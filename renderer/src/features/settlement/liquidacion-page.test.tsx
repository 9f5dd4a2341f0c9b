// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Liquidacion, LiquidacionCifras } from '@shared/api/settlement';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { SETTLEMENT_TEXT as T } from '@shared/texts/settlement';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const ZERO: LiquidacionCifras = {
  vendidas: 0,
  bruto: 0,
  descuentos: 0,
  reembolsos: 0,
  arrepentimientos: 0,
  revendidas: 0,
  reventas: 0,
  saldoReventas: 0,
  aDevolver: 0,
  cargos: 0,
  neto: 0,
  invitados: 0,
};
const NOCHE_1 = '2030-07-13T02:00:00.000Z';
const NOCHE_2 = '2030-07-14T02:00:00.000Z';
const LIQUIDACION: Liquidacion = {
  idEvento: 12,
  nombre: 'Noche Ácida',
  organizador: {
    nombre: 'Valeria Sosa',
    cuit: '27280335148',
    cbu: '0720000788000012345678',
    aliasCbu: 'noche.acida.mp',
    banco: 'Banco Santander',
  },
  generadaAt: '2030-07-01T15:30:00.000Z',
  filas: [
    {
      ...ZERO,
      idFecha: 30,
      dia: NOCHE_1,
      cdTipo: 0,
      dsTipo: 'General',
      vendidas: 1200,
      bruto: 18_000_000,
      descuentos: 1_250_000,
      reembolsos: 15_000,
      aDevolver: 15_000,
      cargos: 1_675_000,
      neto: 16_720_000,
    },
    {
      ...ZERO,
      idFecha: 30,
      dia: NOCHE_1,
      cdTipo: 2,
      dsTipo: 'VIP',
      vendidas: 3,
      bruto: 90_000,
      revendidas: 1,
      reventas: 27_000,
      cargos: 11_700,
      neto: 90_000,
    },
    {
      ...ZERO,
      idFecha: 31,
      dia: NOCHE_2,
      cdTipo: 0,
      dsTipo: 'General',
      vendidas: 2,
      bruto: 30_000,
      arrepentimientos: 15_000,
      cargos: 3_000,
      neto: 15_000,
    },
  ],
  totales: {
    ...ZERO,
    vendidas: 1205,
    bruto: 18_120_000,
    descuentos: 1_250_000,
    reembolsos: 15_000,
    arrepentimientos: 15_000,
    revendidas: 1,
    reventas: 27_000,
    aDevolver: 15_000,
    cargos: 1_689_700,
    neto: 16_825_000,
  },
  rrpp: [],
  comisionesRrpp: 0,
  netoTrasComisiones: 16_825_000,
  ventasPuerta: { entradas: 0, efectivo: 0, transferencia: 0, total: 0 },
};

// Soft hyphens let a long heading break at a syllable; they are not part of the text.
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent?.replaceAll('\u00ad', ''));
// es-AR: dotted thousands, "$" and a no-break space.
const $ = (text: string) => `$\u00a0${text}`;

describe('/liquidacion/{eventoId}', () => {
  it('shows per day and type every figure, the totals row and the net, in es-AR', async () => {
    const { calls } = fakeNetwork({ 'GET /Evento/GetLiquidacion': () => json(200, LIQUIDACION) });
    renderApp('/liquidacion/12', makeUser([2]));
    expect(
      await screen.findByRole('heading', { level: 1, name: T.tituloEvento('Noche Ácida') }),
    ).toBeTruthy();
    const call = calls.find((c) => new URL(c.url).pathname.endsWith('/Evento/GetLiquidacion'));
    expect(new URL(call!.url).searchParams.get('IdEvento')).toBe('12');

    const C = T.columnas;
    const rows = within(screen.getByRole('table', { name: T.tabla })).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual([
      C.dia,
      C.tipo,
      C.vendidas,
      C.bruto,
      C.descuentos,
      C.reembolsos,
      C.arrepentimientos,
      C.revendidas,
      C.reventas,
      C.saldoReventas,
      C.aDevolver,
      C.neto,
      C.cargos,
    ]);
    // The night's name once, over its two types.
    expect(cells(rows[1]!)).toEqual([
      // In full, with its year.
      'viernes 12 de julio de 2030',
      'General',
      '1.200',
      $('18.000.000'),
      $('1.250.000'),
      $('15.000'),
      $('0'),
      '0',
      $('0'),
      $('0'),
      $('15.000'),
      $('16.720.000'),
      $('1.675.000'),
    ]);
    expect(cells(rows[2]!).slice(0, 2)).toEqual(['VIP', '3']);
    expect(cells(rows[3]!).slice(0, 3)).toEqual(['sábado 13 de julio de 2030', 'General', '2']);
    expect(cells(rows[4]!)).toEqual([
      T.total,
      '1.205',
      $('18.120.000'),
      $('1.250.000'),
      $('15.000'),
      $('15.000'),
      '1',
      $('27.000'),
      $('0'),
      $('15.000'),
      $('16.825.000'),
      $('1.689.700'),
    ]);

    // Who is paid and where, as the PDF says it.
    const cobro = screen.getByRole('region', { name: T.datosCobro });
    expect(Array.from(cobro.querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual([
      T.columnasCobro.organizador,
      'Valeria Sosa',
      T.columnasCobro.cuit,
      '27-28033514-8',
      T.columnasCobro.banco,
      'Banco Santander',
      T.columnasCobro.cbu,
      '0720000788000012345678',
      T.columnasCobro.alias,
      'noche.acida.mp',
    ]);
    expect(within(cobro).queryByText(T.cargarEnPerfil, { exact: false })).toBeNull();

    // The net stands apart, above the table.
    expect(screen.getByText(T.neto).nextElementSibling?.textContent).toBe($('16.825.000'));
    expect(screen.getByRole('heading', { level: 2, name: T.notasTitulo })).toBeTruthy();
    expect(screen.getByText(T.formula)).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: C.invitados })).toBeNull();
    expect(screen.getByRole('link', { name: T.volver }).getAttribute('href')).toBe(
      '/entradas-vendidas/12',
    );
  });

  it('without RRPP sales there is no RRPP table, nor its note', async () => {
    fakeNetwork({ 'GET /Evento/GetLiquidacion': () => json(200, LIQUIDACION) });
    renderApp('/liquidacion/12', makeUser([2]));
    await screen.findByRole('table', { name: T.tabla });
    expect(screen.queryByRole('heading', { name: T.rrppTitulo })).toBeNull();
    expect(screen.queryByText(T.netoTrasComisiones)).toBeNull();
    expect(screen.queryByText(T.rrppNota)).toBeNull();
  });

  it('with RRPP sales: what each earned, their total, the net after paying them and the note (docs/decisions/0092-rrpp.md)', async () => {
    fakeNetwork({
      'GET /Evento/GetLiquidacion': () =>
        json(200, {
          ...LIQUIDACION,
          rrpp: [
            {
              idUsuario: 21,
              nombre: 'Martina Acosta',
              entradas: 12,
              importe: 180_000,
              comision: 18_000,
            },
            {
              idUsuario: 22,
              nombre: 'Joaquín Pereyra',
              entradas: 4,
              importe: 90_000,
              comision: 9_000,
            },
          ],
          comisionesRrpp: 27_000,
          netoTrasComisiones: 16_798_000,
        } satisfies Liquidacion),
    });
    renderApp('/liquidacion/12', makeUser([2]));
    const heading = await screen.findByRole('heading', { level: 2, name: T.rrppTitulo });
    const section = heading.closest('section')!;
    const C = T.rrppColumnas;
    const table = within(screen.getByRole('region', { name: T.rrppTitulo })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      [C.nombre, C.entradas, C.importe, C.comision],
      ['Martina Acosta', '12', $('180.000'), $('18.000')],
      ['Joaquín Pereyra', '4', $('90.000'), $('9.000')],
      [T.rrppTotal, $('27.000')],
    ]);
    expect(within(section).getByText(T.netoTrasComisiones).nextElementSibling?.textContent).toBe(
      $('16.798.000'),
    );
    // What Pulso owes the organiser stays the same.
    expect(screen.getByText(T.neto).nextElementSibling?.textContent).toBe($('16.825.000'));
    expect(screen.getByText(T.rrppNota)).toBeTruthy();
  });

  it("shows the door's sales apart, with why they are outside the net; none, no such section", async () => {
    fakeNetwork({
      'GET /Evento/GetLiquidacion': () =>
        json(200, {
          ...LIQUIDACION,
          ventasPuerta: { entradas: 45, efectivo: 540_000, transferencia: 135_000, total: 675_000 },
        } satisfies Liquidacion),
    });
    const first = renderApp('/liquidacion/12', makeUser([2]));
    const section = await screen.findByRole('region', { name: T.puertaTitulo });
    const C = T.puertaColumnas;
    const cifra = (termino: string) =>
      within(section).getByText(termino, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([C.entradas, C.efectivo, C.transferencia, C.total].map(cifra)).toEqual([
      '45',
      $('540.000'),
      $('135.000'),
      $('675.000'),
    ]);
    expect(within(section).getByText(T.puertaNota)).toBeTruthy();
    // What Pulso owes the organiser stays the same.
    expect(screen.getByText(T.neto).nextElementSibling?.textContent).toBe($('16.825.000'));
    first.unmount();

    fakeNetwork({ 'GET /Evento/GetLiquidacion': () => json(200, LIQUIDACION) });
    renderApp('/liquidacion/12', makeUser([2]));
    await screen.findByRole('table', { name: T.tabla });
    expect(screen.queryByRole('heading', { name: T.puertaTitulo })).toBeNull();
    expect(screen.queryByText(T.puertaNota)).toBeNull();
  });

  it('"Descargar PDF" asks for the file with the token and downloads it', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { calls } = fakeNetwork({
      'GET /Evento/GetLiquidacion': () => json(200, LIQUIDACION),
      'GET /Evento/DescargarLiquidacion': () =>
        new Response(pdf, {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="liquidacion-12.pdf"',
          },
        }),
    });
    const clicks: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:liquidacion');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderApp('/liquidacion/12', makeUser([2]));
    await userEvent.click(await screen.findByRole('button', { name: T.descargar }));
    await waitFor(() => expect(clicks).toEqual(['liquidacion-12.pdf']));
    const call = calls.find((c) => new URL(c.url).pathname.endsWith('/DescargarLiquidacion'));
    expect(new URL(call!.url).searchParams.get('IdEvento')).toBe('12');
    expect(call!.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('says the payout details are missing and where to fill them in', async () => {
    fakeNetwork({
      'GET /Evento/GetLiquidacion': () =>
        json(200, {
          ...LIQUIDACION,
          organizador: { nombre: 'Valeria Sosa', cuit: '', cbu: '', aliasCbu: '', banco: '' },
        }),
    });
    renderApp('/liquidacion/12', makeUser([0, 2]));
    const cobro = await screen.findByRole('region', { name: T.datosCobro });
    expect(cobro.textContent).toContain(T.datosCobroSinCargar);
    expect(within(cobro).getByText(T.sinCargar)).toBeTruthy();
    expect(within(cobro).getByRole('link', { name: T.irAlPerfil }).getAttribute('href')).toBe(
      '/miperfil',
    );
  });

  it("another organiser's event is not found", async () => {
    fakeNetwork({
      'GET /Evento/GetLiquidacion': () => problem(404, MSG.eventoNoEncontrado),
    });
    renderApp('/liquidacion/99', makeUser([2]));
    expect(await screen.findByText(MSG.eventoNoEncontrado)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.descargar })).toBeNull();
  });

  it('a productora member whose role does not see the money is told why, with the way back', async () => {
    fakeNetwork({
      'GET /Evento/GetLiquidacion': () => problem(403, EQUIPO_MSG.sinPermiso),
    });
    renderApp('/liquidacion/7', makeUser([2]));
    expect(await screen.findByText(EQUIPO_MSG.sinPermiso)).toBeTruthy();
    expect(screen.queryByText(MSG.eventoNoEncontrado)).toBeNull();
    expect(screen.queryByRole('button', { name: T.descargar })).toBeNull();
  });
});
