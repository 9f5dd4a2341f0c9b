// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CODIGO_MSG as T,
  type CodigoView,
  type CrearCodigoPayload,
  type EntradaOcultable,
} from '@shared/api/codigos';
import { MSG } from '@shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { dialogWith } from '../../test/dialogs';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';

const codigo = (overrides: Partial<CodigoView>): CodigoView => ({
  idCodigo: 1,
  idEvento: 12,
  codigo: 'PULSO20',
  tipo: 'porcentaje',
  valor: 20,
  maxUsos: 100,
  usos: 3,
  desde: null,
  hasta: null,
  tiposEntrada: [],
  activo: true,
  createdAt: '2030-01-10T15:00:00.000Z',
  ...overrides,
});

const CODIGOS: CodigoView[] = [
  codigo({}),
  codigo({
    idCodigo: 2,
    codigo: 'VIPAMIGOS',
    tipo: 'monto',
    valor: 5000,
    maxUsos: 10,
    usos: 0,
    // 23:59:59 of 28 February in Buenos Aires
    hasta: '2030-03-01T02:59:59.000Z',
    tiposEntrada: [2],
  }),
  codigo({
    idCodigo: 3,
    codigo: 'ENERO',
    valor: 10,
    maxUsos: null,
    usos: 1234,
    desde: '2030-01-01T03:00:00.000Z',
    hasta: '2030-02-01T02:59:59.000Z',
    tiposEntrada: [0, 2],
    activo: false,
  }),
];

// One night (viernes 12 de julio, 23:00 in Buenos Aires): General and VIP, VIP hidden.
const ENTRADAS: EntradaOcultable[] = [
  {
    idEntrada: 301,
    idFecha: 30,
    inicio: '2030-07-13T02:00:00.000Z',
    cdTipo: 0,
    dsTipo: 'General',
    precio: 15000,
    oculta: false,
  },
  {
    idEntrada: 302,
    idFecha: 30,
    inicio: '2030-07-13T02:00:00.000Z',
    cdTipo: 2,
    dsTipo: 'VIP',
    precio: 30000,
    oculta: true,
  },
];

/** A tiny code store behind the fake network, refusing repeated codes as the server does. */
function network(initial: CodigoView[] = CODIGOS, rowsOf: EntradaOcultable[] = ENTRADAS) {
  let codigos = initial.map((c) => ({ ...c }));
  let entradas = rowsOf.map((e) => ({ ...e }));
  let next = 10;
  return fakeNetwork({
    'GET /Codigo/GetCodigos': () => json(200, codigos),
    'POST /Codigo/CrearCodigo': async (req) => {
      const body = (await req.clone().json()) as CrearCodigoPayload;
      if (codigos.some((c) => c.codigo === body.codigo))
        return problem(409, T.repetido(body.codigo));
      if (body.tipo === 'monto' && (body.valor ?? 0) > 30000)
        return problem(400, T.montoMayorQuePrecio);
      const nuevo = codigo({
        ...body,
        valor: body.valor ?? 0,
        maxUsos: body.maxUsos ?? null,
        desde: body.desde ?? null,
        hasta: body.hasta ?? null,
        idCodigo: next++,
        usos: 0,
        tiposEntrada: body.tiposEntrada ?? [],
      });
      codigos = [nuevo, ...codigos];
      return json(201, nuevo);
    },
    'POST /Codigo/DesactivarCodigo': async (req) => {
      const { idCodigo } = (await req.clone().json()) as { idCodigo: number };
      codigos = codigos.map((c) => (c.idCodigo === idCodigo ? { ...c, activo: false } : c));
      return json(
        200,
        codigos.find((c) => c.idCodigo === idCodigo),
      );
    },
    'GET /Codigo/GetEntradas': () => json(200, entradas),
    'POST /Codigo/OcultarEntrada': async (req) => {
      const { idEntrada, oculta } = (await req.clone().json()) as {
        idEntrada: number;
        oculta: boolean;
      };
      entradas = entradas.map((e) => (e.idEntrada === idEntrada ? { ...e, oculta } : e));
      return json(
        200,
        entradas.find((e) => e.idEntrada === idEntrada),
      );
    },
  });
}

const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);
const rows = (name: string = T.tabla) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').map(cells);
const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const crear = () => userEvent.click(screen.getByRole('button', { name: T.crear }));
/** The ticket types the form offers, once the event's rows are in. */
async function checkboxes() {
  const boxes = await screen.findAllByRole('checkbox');
  return boxes.map((box) => box.closest('label')?.textContent);
}
const posts = (calls: Request[], path: string) =>
  calls.filter((r) => r.method === 'POST' && r.url.includes(path));

async function open() {
  renderApp('/codigos/12', makeUser([0, 2]));
  expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
}

/** The error shown next to a field (its aria-describedby's error text), or null. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const found = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return found?.textContent ?? null;
}

describe('/codigos/{eventoId}', () => {
  it('lists the codes with type, value, uses, validity, tickets and state', async () => {
    const { calls } = network();
    await open();
    await screen.findByText('VIPAMIGOS');
    expect(new URL(calls[0]!.url).searchParams.get('IdEvento')).toBe('12');
    const C = T.columnas;
    // The ticket types are named once the event's rows arrive.
    await waitFor(() => expect(rows()[3]![5]).toBe('General, VIP'));
    expect(rows()).toEqual([
      [C.codigo, C.tipo, C.valor, C.usos, C.vigencia, C.entradas, C.estado, C.acciones],
      [
        'PULSO20',
        'Porcentaje',
        T.porcentaje(20),
        '3 / 100',
        'Siempre',
        'Todas',
        'Activo',
        'Desactivar',
      ],
      [
        'VIPAMIGOS',
        'Monto fijo',
        formatPesos(5000),
        '0 / 10',
        'Hasta 28/02/2030',
        'VIP',
        'Activo',
        'Desactivar',
      ],
      [
        'ENERO',
        'Porcentaje',
        T.porcentaje(10),
        '1.234',
        '01/01/2030 al 31/01/2030',
        'General, VIP',
        'Desactivado',
        '',
      ],
    ]);
    expect(screen.getByRole('button', { name: T.desactivarCodigo('PULSO20') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.desactivarCodigo('ENERO') })).toBeNull();
    expect(screen.getByRole('link', { name: T.volver }).getAttribute('href')).toBe(
      '/entradas-vendidas/12',
    );
  });

  it('says when the event has no codes yet', async () => {
    network([]);
    await open();
    expect(await screen.findByText(T.sinCodigos)).toBeTruthy();
    expect(screen.queryByRole('table', { name: T.tabla })).toBeNull();
  });

  it("another organiser's event is not found", async () => {
    fakeNetwork({ 'GET /Codigo/GetCodigos': () => problem(404, MSG.eventoNoEncontrado) });
    await open();
    expect(await screen.findByText(MSG.eventoNoEncontrado)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.crear })).toBeNull();
  });

  it("an RRPP's code: chosen in the form, sent with the code, named in the table", async () => {
    let creado: CodigoView | null = null;
    const { calls } = fakeNetwork({
      'GET /Codigo/GetCodigos': () => json(200, creado ? [creado, ...CODIGOS] : CODIGOS),
      'GET /Codigo/GetEntradas': () => json(200, ENTRADAS),
      'GET /Rrpp/DelEvento': () =>
        json(200, [{ idUsuario: 21, nombre: 'Martina Acosta', slug: 'martina' }]),
      'POST /Codigo/CrearCodigo': async (req) => {
        const body = (await req.clone().json()) as CrearCodigoPayload;
        creado = codigo({
          ...body,
          idCodigo: 30,
          valor: 10,
          tiposEntrada: [],
          rrpp: 'Martina Acosta',
        });
        return json(201, creado);
      },
    });
    await open();
    await screen.findByText('VIPAMIGOS');
    type(T.campoCodigo, 'martina10');
    type(T.campoValor, '10');
    const rrpp = await screen.findByLabelText(T.campoRrpp);
    await userEvent.selectOptions(rrpp, 'Martina Acosta');
    await crear();
    expect(await screen.findByText(T.creado('MARTINA10'))).toBeTruthy();
    const [post] = posts(calls, '/Codigo/CrearCodigo');
    expect(await post!.json()).toMatchObject({ codigo: 'MARTINA10', valor: 10, idRrpp: 21 });
    expect(await screen.findByText(T.deRrpp('Martina Acosta'))).toBeTruthy();
  });

  it('creates a code, which then heads the table', async () => {
    const { calls } = network();
    await open();
    await screen.findByText('VIPAMIGOS');
    type(T.campoCodigo, ' verano-26 ');
    await userEvent.click(screen.getByRole('radio', { name: T.tipos.monto }));
    type(T.campoValor, '5.000');
    type(T.campoMaxUsos, '50');
    // Typed day/month/year (issue 15).
    type(T.campoDesde, '01/02/2030');
    type(T.campoHasta, '28/02/2030');
    // Only the event's types are offered.
    expect(await checkboxes()).toEqual(['General', 'VIP']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'General' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'VIP' }));
    await crear();

    expect(await screen.findByText(T.creado('VERANO-26'))).toBeTruthy();
    const [post] = posts(calls, '/Codigo/CrearCodigo');
    expect(await post!.json()).toEqual({
      idEvento: 12,
      codigo: 'VERANO-26',
      tipo: 'monto',
      valor: 5000,
      maxUsos: 50,
      desde: '2030-02-01T00:00:00-03:00',
      hasta: '2030-02-28T23:59:59-03:00',
      tiposEntrada: [0, 2],
    });
    await waitFor(() =>
      expect(rows()[1]).toEqual([
        'VERANO-26',
        'Monto fijo',
        formatPesos(5000),
        '0 / 50',
        '01/02/2030 al 28/02/2030',
        'General, VIP',
        'Activo',
        'Desactivar',
      ]),
    );
    // The form is empty again.
    expect(field(T.campoCodigo)).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: 'VIP' })).toHaveProperty('checked', false);
  });

  it("checks the rules before sending and shows the server's Spanish refusals", async () => {
    const { calls } = network();
    await open();
    await screen.findByText('VIPAMIGOS');
    type(T.campoCodigo, 'AB');
    type(T.campoValor, '120');
    type(T.campoMaxUsos, 'diez');
    await crear();
    // Every broken rule at once, each under its field; the first one has the focus.
    await waitFor(() => expect(errorOf(field(T.campoCodigo))).toBe(T.formato));
    expect(errorOf(field(T.campoValor))).toBe(T.porcentajeMaximo);
    expect(errorOf(field(T.campoMaxUsos))).toBe(T.usosPositivos);
    await waitFor(() => expect(document.activeElement).toBe(field(T.campoCodigo)));
    expect(posts(calls, '/Codigo/CrearCodigo')).toHaveLength(0);
    // Editing a field clears its own error only.
    type(T.campoValor, '20');
    expect(errorOf(field(T.campoValor))).toBeNull();
    expect(errorOf(field(T.campoMaxUsos))).toBe(T.usosPositivos);
    type(T.campoMaxUsos, '');

    type(T.campoCodigo, 'pulso20');
    await crear();
    // A repeated code is said under the code.
    await waitFor(() => expect(errorOf(field(T.campoCodigo))).toBe(T.repetido('PULSO20')));

    type(T.campoCodigo, 'CARO');
    await userEvent.click(screen.getByRole('radio', { name: T.tipos.monto }));
    type(T.campoValor, '50000');
    await crear();
    expect(await screen.findByText(T.montoMayorQuePrecio)).toBeTruthy();
    expect(posts(calls, '/Codigo/CrearCodigo')).toHaveLength(2);
    // Nothing was added, and what was typed stays.
    expect(rows()).toHaveLength(4);
    expect(field(T.campoCodigo)).toHaveProperty('value', 'CARO');
  });

  it('deactivates an active code after confirming', async () => {
    const error = vi.spyOn(console, 'error');
    const { calls } = network();
    await open();
    await userEvent.click(
      await screen.findByRole('button', { name: T.desactivarCodigo('PULSO20') }),
    );
    const dialog = await dialogWith(T.confirmarDesactivar('PULSO20'));
    expect(posts(calls, '/Codigo/DesactivarCodigo')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: T.desactivar }));

    expect(await screen.findByText(T.desactivadoAviso('PULSO20'))).toBeTruthy();
    const [post] = posts(calls, '/Codigo/DesactivarCodigo');
    expect(await post!.json()).toEqual({ idCodigo: 1 });
    await waitFor(() => expect(rows()[1]![6]).toBe(T.desactivado));
    expect(screen.queryByRole('button', { name: T.desactivarCodigo('PULSO20') })).toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('creates an access code: no value is sent and the ticket types are the ones it unlocks', async () => {
    const { calls } = network();
    await open();
    await screen.findByText('VIPAMIGOS');
    type(T.campoCodigo, 'preventa');
    type(T.campoValor, '20');
    await userEvent.click(screen.getByRole('radio', { name: T.tipos.acceso }));
    await screen.findByRole('checkbox', { name: 'VIP' });
    // The value field is off, and says why.
    expect(field(T.campoValor)).toHaveProperty('disabled', true);
    expect(field(T.campoValor)).toHaveProperty('value', '');
    expect(screen.getByText(T.campoValorAyuda.acceso)).toBeTruthy();
    expect(screen.getByText(T.campoEntradasAyudaAcceso)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'VIP' }));
    await crear();

    expect(await screen.findByText(T.creado('PREVENTA'))).toBeTruthy();
    const [post] = posts(calls, '/Codigo/CrearCodigo');
    const body = (await post!.json()) as Record<string, unknown>;
    expect(body).toEqual({
      idEvento: 12,
      codigo: 'PREVENTA',
      tipo: 'acceso',
      maxUsos: null,
      desde: null,
      hasta: null,
      tiposEntrada: [2],
    });
    await waitFor(() =>
      expect(rows()[1]).toEqual([
        'PREVENTA',
        T.tipos.acceso,
        T.sinValor,
        '0',
        'Siempre',
        'VIP',
        'Activo',
        'Desactivar',
      ]),
    );
  });

  it('lists the ticket rows and hides or shows one, saying so', async () => {
    const { calls } = network();
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: T.ocultasTitulo })).toBeTruthy();
    expect(screen.getByText(T.ocultasAyuda)).toBeTruthy();
    await screen.findByRole('table', { name: T.tablaOcultas });
    const C = T.columnasOcultas;
    expect(rows(T.tablaOcultas)).toEqual([
      [C.dia, C.tipo, C.precio, C.estado, C.acciones],
      ['12/07/2030', 'General', formatPesos(15000), T.visible, T.ocultar],
      ['12/07/2030', 'VIP', formatPesos(30000), T.oculta, T.mostrar],
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: T.ocultarDe('General', '12/07/2030') }),
    );
    expect(await screen.findByText(T.ocultaAviso('General', '12/07/2030'))).toBeTruthy();
    const [post] = posts(calls, '/Codigo/OcultarEntrada');
    expect(await post!.json()).toEqual({ idEntrada: 301, oculta: true });
    await waitFor(() => expect(rows(T.tablaOcultas)[1]![3]).toBe(T.oculta));

    await userEvent.click(screen.getByRole('button', { name: T.mostrarDe('VIP', '12/07/2030') }));
    expect(await screen.findByText(T.visibleAviso('VIP', '12/07/2030'))).toBeTruthy();
    await waitFor(() => expect(rows(T.tablaOcultas)[2]![3]).toBe(T.visible));
    expect(await posts(calls, '/Codigo/OcultarEntrada')[1]!.json()).toEqual({
      idEntrada: 302,
      oculta: false,
    });
  });

  it("offers the event's own ticket types and names a code's types as the event does", async () => {
    // Two nights: the organiser renamed General on the first and added "Entrada + trago"
    // (cdTipo 4) to both; there is no Early Bird.
    const row = (idEntrada: number, idFecha: number, cdTipo: number, dsTipo: string) => ({
      idEntrada,
      idFecha,
      inicio: idFecha === 30 ? '2030-07-13T02:00:00.000Z' : '2030-07-14T02:00:00.000Z',
      cdTipo,
      dsTipo,
      precio: 15000,
      oculta: false,
    });
    const { calls } = network(CODIGOS, [
      row(301, 30, 0, '1ra tanda'),
      row(302, 30, 2, 'VIP'),
      row(303, 30, 4, 'Entrada + trago'),
      row(311, 31, 0, 'General'),
      row(312, 31, 2, 'VIP'),
      row(313, 31, 4, 'Entrada + trago'),
    ]);
    await open();
    await screen.findByText('VIPAMIGOS');
    // One option per type; a type named differently on each night says both names.
    expect(await checkboxes()).toEqual(['1ra tanda / General', 'VIP', 'Entrada + trago']);
    await waitFor(() => expect(rows()[3]![5]).toBe('1ra tanda / General, VIP'));

    type(T.campoCodigo, 'trago');
    type(T.campoValor, '15');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Entrada + trago' }));
    await crear();

    expect(await screen.findByText(T.creado('TRAGO'))).toBeTruthy();
    const [post] = posts(calls, '/Codigo/CrearCodigo');
    expect(((await post!.json()) as CrearCodigoPayload).tiposEntrada).toEqual([4]);
    await waitFor(() => expect(rows()[1]![0]).toBe('TRAGO'));
    expect(rows()[1]![5]).toBe('Entrada + trago');
  });
});
