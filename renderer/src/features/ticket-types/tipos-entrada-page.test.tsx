// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SaveTiposFecha, TiposFecha } from '@shared/api/ticket-types';
import { MSG } from '@shared/messages';
import { FORM_ERRORS_TEXT, STOCK_MSG } from '@shared/texts/organiser';
import { TIPOS_MSG, TIPOS_TEXT as T } from '@shared/texts/organiser';
import { afterEach, describe, expect, it } from 'vitest';
import { page as browser } from 'vitest/browser';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import {
  PLAIN_OPTIONS,
  adicionalFila,
  templateDay,
  tiposEvento,
} from '../../test/ticket-type-fixtures';

const DIA_1 = T.dia(1, 'Viernes, 12 de julio');

/** The error shown next to a field (its aria-describedby's error text), or null. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const found = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return found?.textContent ?? null;
}

const day = (name = DIA_1) => screen.findByRole('region', { name });
/** A day's type cards, in order (the first list of the day; the cupos have their own). */
const rowList = (region: HTMLElement) => within(region).getAllByRole('list')[0]!;
const rowNames = (region: HTMLElement) =>
  [...rowList(region).children].map((li) => li.querySelector('legend')!.textContent);
const row = (region: HTMLElement, name: string) =>
  within(rowList(region)).getByRole('group', { name });
const cupos = (region: HTMLElement) => within(region).getByRole('region', { name: T.tituloCupos });
const cupo = (region: HTMLElement, name: string) =>
  within(cupos(region)).getByRole('group', { name });
const adicionales = (region: HTMLElement) =>
  within(region).getByRole('region', { name: T.tituloAdicionales });
const adicional = (region: HTMLElement, name: string) =>
  within(adicionales(region)).getByRole('group', { name });
const input = (card: HTMLElement, label: string) =>
  within(card).getByLabelText<HTMLInputElement>(label);
const type = (card: HTMLElement, label: string, value: string) =>
  fireEvent.change(input(card, label), { target: { value } });
const click = (within_: HTMLElement, name: string) =>
  userEvent.click(within(within_).getByRole('button', { name }));

/**
 * The server's answer to a save: the day as sent, new rows (and add-ons) with ids of their own,
 * each row's, pool's and add-on's taken places kept, a pool sized by a row still following it.
 */
function answerOf(body: SaveTiposFecha, before: TiposFecha): TiposFecha {
  let id = 900;
  const tipos = body.tipos.map((t) => {
    const old = before.tipos.find((o) => o.idEntrada === t.idEntrada);
    return {
      ...t,
      idEntrada: t.idEntrada ?? id++,
      cdTipo: old?.cdTipo ?? 4,
      ocupadas: old?.ocupadas ?? 0,
      tanda: t.tanda ?? null,
    };
  });
  return {
    idFecha: body.idFecha,
    inicio: before.inicio,
    tipos,
    cupos: body.cupos.map((c) => {
      const old = before.cupos.find((o) => o.idCupo === c.idCupo);
      const followed = before.tipos.find((o) => o.nombre === old?.sigue)?.idEntrada;
      return {
        ...c,
        idCupo: c.idCupo ?? id++,
        ocupadas: old?.ocupadas ?? 0,
        sigue: tipos.find((t) => t.idEntrada === followed)?.nombre ?? null,
      };
    }),
    adicionales: (body.adicionales ?? before.adicionales).map((a) => ({
      ...a,
      idAdicional: a.idAdicional ?? id++,
      descripcion: a.descripcion ?? null,
      ocupadas: before.adicionales.find((o) => o.idAdicional === a.idAdicional)?.ocupadas ?? 0,
    })),
  };
}

function network(
  overrides: Record<string, (r: Request) => Response | Promise<Response>> = {},
  fechas = [templateDay()],
) {
  return fakeNetwork({
    'GET /Entrada/TiposEvento': () => json(200, tiposEvento(fechas)),
    'PUT /Entrada/TiposFecha': async (req) => {
      const body = (await req.clone().json()) as SaveTiposFecha;
      return json(
        200,
        answerOf(
          body,
          fechas.find((f) => f.idFecha === body.idFecha)!,
        ),
      );
    },
    ...overrides,
  });
}

const puts = (calls: Request[]) =>
  Promise.all(
    calls.filter((r) => r.method === 'PUT').map((r) => r.clone().json() as Promise<SaveTiposFecha>),
  );

async function open() {
  const view = renderApp('/entradas-y-tandas/12', makeUser([2]));
  const region = await day();
  return { ...view, region };
}

afterEach(async () => {
  await browser.viewport(1024, 768);
});

describe('/entradas-y-tandas/:eventoId', () => {
  it('shows each type of the day as a card with what it holds, and its cupos', async () => {
    const { calls } = network();
    renderApp('/entradas-y-tandas/12', makeUser([2]));
    expect(await screen.findByText(T.cargando)).toBeTruthy();
    const region = await day();
    expect(screen.getByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(screen.getByText(T.explicacion)).toBeTruthy();
    expect(screen.getByText('Noche Ácida')).toBeTruthy();
    const get = calls.find((c) => new URL(c.url).pathname.endsWith('/Entrada/TiposEvento'))!;
    expect(new URL(get.url).searchParams.get('IdEvento')).toBe('12');

    expect(rowNames(region)).toEqual(['General', 'General Early Bird', 'VIP']);
    const general = row(region, 'General');
    expect(input(general, T.nombre).value).toBe('General');
    expect(input(general, T.admite).value).toBe('General');
    expect(input(general, T.precio).value).toBe('15000');
    expect(input(general, T.cantidad).value).toBe('200');
    // What is sold or held shows under the quantity; such a row cannot be removed.
    expect(within(general).getByText(T.ocupadas(20))).toBeTruthy();
    expect(within(general).queryByRole('button', { name: T.quitarTitulo('General') })).toBeNull();
    expect(input(general, T.oculta).checked).toBe(false);
    expect(input(row(region, 'VIP'), T.oculta).checked).toBe(true);
    expect(input(row(region, 'VIP'), T.admite).value).toBe('VIP');
    expect(
      within(row(region, 'VIP')).getByRole('button', { name: T.quitarTitulo('VIP') }),
    ).toBeTruthy();
    // Rows draw from the pools they share; no tanda, so no opening date anywhere.
    const miembros = within(general).getByRole('group', { name: T.cupos });
    expect(input(miembros, 'General').checked).toBe(true);
    expect(input(miembros, 'VIP').checked).toBe(false);
    expect(screen.queryByLabelText(T.abreAt)).toBeNull();
    expect(screen.getByText(T.cuposAyuda)).toBeTruthy();

    // A template pool is as big as its row: read-only, and it follows what is typed there.
    const pool = cupo(region, 'General');
    expect(input(pool, T.nombreCupo).value).toBe('General');
    expect(input(pool, T.cantidadCupo).readOnly).toBe(true);
    expect(within(pool).getByText(T.sigue('General'))).toBeTruthy();
    expect(within(pool).getByText(T.ocupadas(20))).toBeTruthy();
    type(general, T.cantidad, '250');
    expect(input(pool, T.cantidadCupo).value).toBe('250');

    expect(screen.getByRole('link', { name: T.volver }).getAttribute('href')).toBe(
      '/modificar-evento/12',
    );
  });

  it('adds a type and three tandas, dates a later step, reorders, removes and saves the day', async () => {
    const { calls } = network();
    const { region } = await open();
    await click(region, T.agregarTipo);
    const nueva = row(region, T.nuevoTipo(4));
    expect(input(nueva, T.admite).value).toBe('General');
    expect(input(nueva, T.precio).value).toBe('');
    type(nueva, T.nombre, 'Mesa VIP x6');
    type(row(region, 'Mesa VIP x6'), T.admite, 'VIP');
    type(row(region, 'Mesa VIP x6'), T.precio, '180000');
    type(row(region, 'Mesa VIP x6'), T.cantidad, '5');

    await click(region, T.agregarTandas);
    expect(rowNames(region).slice(4)).toEqual(['1ra tanda', '2da tanda', '3ra tanda']);
    expect(input(row(region, '2da tanda'), T.tanda).value).toBe('General');
    // Only a step after the first of its tanda has an opening date.
    expect(within(row(region, '1ra tanda')).queryByLabelText(T.abreAt)).toBeNull();
    expect(within(row(region, '2da tanda')).getByText(T.abreAtAyuda)).toBeTruthy();
    type(row(region, '2da tanda'), T.abreAt, '05/07/2030 20:00');
    for (const [nombre, precio, cantidad] of [
      ['1ra tanda', '12000', '100'],
      ['2da tanda', '14000', '100'],
      ['3ra tanda', '16000', '100'],
    ] as const) {
      type(row(region, nombre), T.precio, precio);
      type(row(region, nombre), T.cantidad, cantidad);
    }
    // Their shared pool, new: its size is the organiser's.
    type(cupo(region, 'General 2'), T.cantidadCupo, '250');

    // VIP up above the early bird; the early bird, with nothing sold, removed.
    await click(row(region, 'VIP'), T.subir('VIP'));
    expect(rowNames(region).slice(0, 3)).toEqual(['General', 'VIP', 'General Early Bird']);
    await click(row(region, 'General Early Bird'), T.quitarTitulo('General Early Bird'));

    await click(region, T.guardar);
    expect(await within(region).findByText(T.guardado)).toBeTruthy();
    const [sent] = await puts(calls);
    expect(sent).toEqual({
      idFecha: 30,
      tipos: [
        {
          idEntrada: 301,
          nombre: 'General',
          admite: 'General',
          precio: 15000,
          cantidad: 200,
          oculta: false,
          tanda: null,
          abreAt: null,
          cupos: ['General'],
          ...PLAIN_OPTIONS,
        },
        {
          idEntrada: 302,
          nombre: 'VIP',
          admite: 'VIP',
          precio: 30000,
          cantidad: 3,
          oculta: true,
          tanda: null,
          abreAt: null,
          cupos: ['VIP'],
          ...PLAIN_OPTIONS,
        },
        {
          nombre: 'Mesa VIP x6',
          admite: 'VIP',
          precio: 180000,
          cantidad: 5,
          oculta: false,
          tanda: null,
          abreAt: null,
          cupos: [],
          ...PLAIN_OPTIONS,
        },
        ...[
          ['1ra tanda', 12000, null],
          ['2da tanda', 14000, '2030-07-05T20:00:00-03:00'],
          ['3ra tanda', 16000, null],
        ].map(([nombre, precio, abreAt]) => ({
          nombre,
          admite: 'General',
          precio,
          cantidad: 100,
          oculta: false,
          tanda: 'General',
          abreAt,
          cupos: ['General 2'],
          ...PLAIN_OPTIONS,
        })),
      ],
      cupos: [
        { idCupo: 41, nombre: 'General', cantidad: 200 },
        { idCupo: 42, nombre: 'VIP', cantidad: 3 },
        { nombre: 'General 2', cantidad: 250 },
      ],
      adicionales: [],
    });

    // The day is shown as saved: the new rows now have the server's ids, sent on the next save.
    type(row(region, 'Mesa VIP x6'), T.cantidad, '6');
    expect(within(region).queryByText(T.guardado)).toBeNull();
    await click(region, T.guardar);
    await within(region).findByText(T.guardado);
    const [, again] = await puts(calls);
    expect(again!.tipos.map((t) => t.idEntrada)).toEqual([301, 302, 900, 901, 902, 903]);
    expect(again!.tipos[2]!.cantidad).toBe(6);
    expect(again!.cupos.map((c) => c.idCupo)).toEqual([41, 42, 904]);
  });

  it('"Más opciones": a mesa of six, at most two per purchase, is sent as such', async () => {
    const conMaximo = templateDay();
    conMaximo.tipos[2] = { ...conMaximo.tipos[2]!, maxPorOrden: 2 };
    const { calls } = network({}, [conMaximo]);
    const { region } = await open();
    // Folded away on a plain ticket; open from the start where something is set.
    const opciones = (card: HTMLElement) =>
      within(card).getByText(T.masOpciones).closest('details')!;
    expect(opciones(row(region, 'General')).open).toBe(false);
    expect(opciones(row(region, 'VIP')).open).toBe(true);
    expect(input(row(region, 'VIP'), T.maxPorOrden).value).toBe('2');

    await click(region, T.agregarTipo);
    type(row(region, T.nuevoTipo(4)), T.nombre, 'Mesa VIP x6');
    const mesa = row(region, 'Mesa VIP x6');
    type(mesa, T.precio, '180000');
    type(mesa, T.cantidad, '5');
    expect(input(mesa, T.personas).checkVisibility()).toBe(false);
    await userEvent.click(within(mesa).getByText(T.masOpciones));
    const personas = input(mesa, T.personas);
    expect(personas.checkVisibility()).toBe(true);
    expect(personas.value).toBe('1');
    expect(document.getElementById(personas.getAttribute('aria-describedby')!)?.textContent).toBe(
      T.personasAyuda,
    );
    expect(input(mesa, T.maxPorOrden).placeholder).toBe(T.sinMaximo);
    expect(within(mesa).getByText(T.ventaAyuda)).toBeTruthy();
    type(mesa, T.personas, '6');
    type(mesa, T.minPorOrden, '3');
    type(mesa, T.maxPorOrden, '2');

    // A maximum below the minimum is said beside Máximo, and nothing is sent.
    await click(region, T.guardar);
    await waitFor(() =>
      expect(errorOf(input(mesa, T.maxPorOrden))).toBe(TIPOS_MSG.maxMenorQueMin(1, 'Mesa VIP x6')),
    );
    expect(calls.some((r) => r.method === 'PUT')).toBe(false);
    type(mesa, T.minPorOrden, '1');
    expect(errorOf(input(mesa, T.maxPorOrden))).toBeNull();

    await click(region, T.guardar);
    expect(await within(region).findByText(T.guardado)).toBeTruthy();
    const [sent] = await puts(calls);
    expect(sent!.tipos[3]).toEqual({
      nombre: 'Mesa VIP x6',
      admite: 'General',
      precio: 180000,
      cantidad: 5,
      oculta: false,
      tanda: null,
      abreAt: null,
      cupos: [],
      descripcion: null,
      personas: 6,
      minPorOrden: 1,
      maxPorOrden: 2,
      ventaDesde: null,
      ventaHasta: null,
    });
    // Shown as saved: still a mesa of six, at most two.
    const saved = row(region, 'Mesa VIP x6');
    expect(opciones(saved).open).toBe(true);
    expect(input(saved, T.personas).value).toBe('6');
    expect(input(saved, T.maxPorOrden).value).toBe('2');
  });

  it('adds the add-on "Combo trago": empty numbers said beside them, then saved and shown', async () => {
    const { calls } = network();
    const { region } = await open();
    const section = adicionales(region);
    expect(within(section).getByRole('heading', { name: T.tituloAdicionales })).toBeTruthy();
    expect(within(section).getByText(T.adicionalesAyuda)).toBeTruthy();
    expect(within(section).queryAllByRole('group')).toEqual([]);

    await click(section, T.agregarAdicional);
    const nuevo = adicional(region, T.nuevoAdicional(1));
    expect(input(nuevo, T.precio).value).toBe('');
    expect(input(nuevo, T.cantidad).value).toBe('');
    type(nuevo, T.nombreAdicional, 'Combo trago');
    const combo = adicional(region, 'Combo trago');
    expect(
      document.getElementById(input(combo, T.descripcion).getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe(T.descripcionAdicionalAyuda);

    // No price or quantity typed: each is said beside it, nothing is sent (never a silent 0).
    await click(region, T.guardar);
    await waitFor(() =>
      expect(errorOf(input(combo, T.precio))).toBe(STOCK_MSG.sinPrecio(1, 'Combo trago')),
    );
    expect(errorOf(input(combo, T.cantidad))).toBe(
      TIPOS_MSG.adicionalSinCantidad(1, 'Combo trago'),
    );
    await waitFor(() => expect(document.activeElement).toBe(input(combo, T.precio)));
    expect(calls.some((r) => r.method === 'PUT')).toBe(false);

    type(combo, T.precio, '5000');
    type(combo, T.cantidad, '100');
    expect(errorOf(input(combo, T.precio))).toBeNull();
    await click(region, T.guardar);
    expect(await within(region).findByText(T.guardado)).toBeTruthy();
    const [sent] = await puts(calls);
    expect(sent!.adicionales).toEqual([
      { nombre: 'Combo trago', precio: 5000, cantidad: 100, descripcion: null },
    ]);
    // Shown as saved, with the server's id sent on the next save.
    const saved = adicional(region, 'Combo trago');
    expect(input(saved, T.nombreAdicional).value).toBe('Combo trago');
    expect(input(saved, T.precio).value).toBe('5000');
    expect(input(saved, T.cantidad).value).toBe('100');
    await click(region, T.guardar);
    await waitFor(async () => expect((await puts(calls)).length).toBe(2));
    const [, again] = await puts(calls);
    expect(again!.adicionales).toEqual([
      { idAdicional: 900, nombre: 'Combo trago', precio: 5000, cantidad: 100, descripcion: null },
    ]);
  });

  it('an add-on with sales shows them and cannot be removed; a refusal goes beside its field', async () => {
    const why = TIPOS_MSG.adicionalDebajoDeVendidos(1, 'Locker', 9);
    network(
      {
        'PUT /Entrada/TiposFecha': () =>
          problem(400, why, {
            'adicionales.0.cantidad': why,
            _: TIPOS_MSG.adicionalNoSePuedeQuitar(1, 'Estacionamiento'),
          }),
      },
      [
        templateDay({
          adicionales: [
            adicionalFila({
              idAdicional: 51,
              nombre: 'Locker',
              precio: 3000,
              cantidad: 50,
              ocupadas: 8,
            }),
            adicionalFila({
              idAdicional: 52,
              nombre: 'Estacionamiento',
              precio: 8000,
              cantidad: 20,
            }),
          ],
        }),
      ],
    );
    const { region } = await open();
    const locker = adicional(region, 'Locker');
    expect(within(locker).getByText(T.adicionalesOcupados(8))).toBeTruthy();
    expect(within(locker).queryByRole('button', { name: T.quitarAdicional('Locker') })).toBeNull();
    await click(adicional(region, 'Estacionamiento'), T.quitarAdicional('Estacionamiento'));
    expect(
      within(adicionales(region)).queryByRole('group', { name: 'Estacionamiento' }),
    ).toBeNull();
    type(locker, T.cantidad, '8');
    await click(region, T.guardar);
    await waitFor(() => expect(errorOf(input(locker, T.cantidad))).toBe(why));
    expect(input(locker, T.cantidad).getAttribute('aria-describedby')).toContain('-ayuda');
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toContain(T.errorGuardar);
    expect(alert.textContent).toContain(TIPOS_MSG.adicionalNoSePuedeQuitar(1, 'Estacionamiento'));
  });

  it('says every problem beside its field before saving, and sends nothing', async () => {
    const { calls } = network();
    const { region } = await open();
    type(row(region, 'General'), T.cantidad, '19');
    type(row(region, 'VIP'), T.nombre, 'general');
    type(row(region, 'general'), T.admite, '');
    await click(region, T.agregarCupo);
    await click(region, T.guardar);

    const general = row(region, 'General');
    await waitFor(() =>
      expect(errorOf(input(general, T.cantidad))).toBe(
        STOCK_MSG.debajoDeVendidas(1, 'General', 20),
      ),
    );
    const vip = row(region, 'general');
    expect(errorOf(input(vip, T.nombre))).toBe(STOCK_MSG.nombreRepetido(1, 'general'));
    expect(errorOf(input(vip, T.admite))).toBe(TIPOS_MSG.admiteVacio);
    expect(errorOf(input(cupo(region, T.nuevoCupo(3)), T.cantidadCupo))).toBe(
      TIPOS_MSG.cupoSinLugares(1, T.nuevoCupo(3)),
    );
    expect(within(region).getByRole('alert').textContent).toContain(FORM_ERRORS_TEXT.resumen(5));
    // What was typed stays; the first field to fix has the focus.
    expect(input(general, T.cantidad).value).toBe('19');
    await waitFor(() => expect(document.activeElement).toBe(input(general, T.cantidad)));
    expect(calls.some((r) => r.method === 'PUT')).toBe(false);

    // Fixed, each one goes away as it is fixed.
    type(general, T.cantidad, '20');
    expect(errorOf(input(general, T.cantidad))).toBeNull();
  });

  it('puts a refusal of the server beside the fields it names, the rest above the button', async () => {
    const why = STOCK_MSG.debajoDeVendidas(1, 'General', 24);
    network({
      'PUT /Entrada/TiposFecha': () =>
        problem(400, why, {
          'tipos.0.cantidad': why,
          _: TIPOS_MSG.noSePuedeQuitar(1, 'General Early Bird'),
        }),
    });
    const { region } = await open();
    type(row(region, 'General'), T.cantidad, '22');
    await click(region, T.guardar);
    await waitFor(() => expect(errorOf(input(row(region, 'General'), T.cantidad))).toBe(why));
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toContain(T.errorGuardar);
    expect(alert.textContent).toContain(TIPOS_MSG.noSePuedeQuitar(1, 'General Early Bird'));
    expect(within(region).queryByText(T.guardado)).toBeNull();
    // An edit makes the answer stale: it goes.
    type(row(region, 'General'), T.cantidad, '24');
    expect(errorOf(input(row(region, 'General'), T.cantidad))).toBeNull();
  });

  it('a refusal about a folded option opens "Más opciones" and focuses the field', async () => {
    const why = TIPOS_MSG.personasVendidas(1, 'VIP');
    network({ 'PUT /Entrada/TiposFecha': () => problem(400, why, { 'tipos.2.personas': why }) });
    const { region } = await open();
    const vip = row(region, 'VIP');
    expect(input(vip, T.personas).checkVisibility()).toBe(false);
    await click(region, T.guardar);
    await waitFor(() => expect(errorOf(input(vip, T.personas))).toBe(why));
    expect(input(vip, T.personas).checkVisibility()).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(input(vip, T.personas)));
  });

  it('a 409 says why under the catalogue text', async () => {
    network({ 'PUT /Entrada/TiposFecha': () => problem(409, MSG.eventoNoModificable) });
    const { region } = await open();
    await click(region, T.guardar);
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain(T.errorGuardar);
    expect(alert.textContent).toContain(MSG.eventoNoModificable);
  });

  it('saves one day at a time; what is typed on another day stays', async () => {
    const segundo = templateDay({
      idFecha: 31,
      inicio: '2030-07-14T02:00:00.000Z',
      tipos: templateDay().tipos.map((t) => ({ ...t, idEntrada: t.idEntrada + 100, ocupadas: 0 })),
      cupos: templateDay().cupos.map((c) => ({ ...c, idCupo: c.idCupo + 100, ocupadas: 0 })),
    });
    const { calls } = network({}, [templateDay(), segundo]);
    const { region } = await open();
    const dos = await day(T.dia(2, 'Sábado, 13 de julio'));
    type(row(dos, 'VIP'), T.precio, '40000');
    type(row(region, 'VIP'), T.precio, '35000');
    await click(region, T.guardar);
    await within(region).findByText(T.guardado);
    const [sent] = await puts(calls);
    expect(sent!.idFecha).toBe(30);
    expect(sent!.tipos[2]!.precio).toBe(35000);
    // The reload the save brings keeps the second day's typing.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/Entrada/TiposEvento')).length).toBe(2),
    );
    expect(input(row(dos, 'VIP'), T.precio).value).toBe('40000');
  });

  it("someone else's event, or none, is not found", async () => {
    fakeNetwork({ 'GET /Entrada/TiposEvento': () => problem(404, MSG.eventoNoEncontrado) });
    renderApp('/entradas-y-tandas/12', makeUser([2]));
    expect(await screen.findByText(MSG.eventoNoEncontrado)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.guardar })).toBeNull();
  });

  it('fits a phone 390 px wide without sideways scrolling', async () => {
    await browser.viewport(390, 844);
    network();
    const { region } = await open();
    await click(region, T.agregarTandas);
    await click(region, T.agregarAdicional);
    // A later step opened to its options shows every field there is, one under another.
    const segunda = row(region, '2da tanda');
    await userEvent.click(within(segunda).getByText(T.masOpciones));
    const desde = input(segunda, T.ventaDesde).getBoundingClientRect();
    const hasta = input(segunda, T.ventaHasta).getBoundingClientRect();
    expect(hasta.top).toBeGreaterThan(desde.bottom);
    const page = region.closest('section.page')!;
    expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    for (const el of region.querySelectorAll('input, textarea, button, legend, summary'))
      expect(el.getBoundingClientRect().right, el.outerHTML).toBeLessThanOrEqual(390);
  });
});
