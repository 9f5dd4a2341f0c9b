// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LISTA_MSG, type AgregarInvitadosPayload, type InvitadoView } from '@shared/api/guest-list';
import { MSG } from '@shared/messages';
import { LISTA_TEXT as T } from '@shared/texts/guest-list';
import { describe, expect, it } from 'vitest';
import { dialogWith } from '../../test/dialogs';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';
import { choose, chosen, DIAS, invitado as guest, posts, type } from './guest-list-test-fixtures';
import { diaLabel } from './lista-form';

/** A guest with a deadline: 01:30 of the night of 12 July, Buenos Aires. */
const invitado = (overrides: Partial<InvitadoView>) =>
  guest({ hasta: '2030-07-13T04:30:00.000Z', ...overrides });

const INVITADOS: InvitadoView[] = [
  invitado({}),
  invitado({
    idInvitado: 2,
    nombre: 'Bruno Díaz',
    email: 'bruno@correo.com',
    modalidad: 'descuento',
    precioPuerta: 3000,
    hasta: null,
    ingresoAt: '2030-07-13T03:41:00.000Z',
  }),
  invitado({ idInvitado: 3, nombre: 'Carla Paz', email: 'carla@correo.com', anulado: true }),
];

/** A tiny list behind the fake network, adding and withdrawing as the server does. */
function network(initial: InvitadoView[] = INVITADOS) {
  let invitados = initial.map((g) => ({ ...g }));
  let next = 10;
  return fakeNetwork({
    'GET /Lista/GetLista': () =>
      json(200, { idEvento: 12, nombre: 'Noche Ácida', dias: DIAS, invitados }),
    'POST /Lista/AgregarInvitados': async (req) => {
      const body = (await req.clone().json()) as AgregarInvitadosPayload;
      const repetido = body.invitados.find((n) => invitados.some((g) => g.email === n.email));
      if (repetido) return problem(409, LISTA_MSG.yaInvitado(repetido.email));
      const entrada = DIAS.flatMap((d) => d.entradas).find((e) => e.idEntrada === body.idEntrada)!;
      const added = body.invitados.map((n) =>
        invitado({
          ...n,
          idInvitado: next++,
          idFecha: body.idFecha,
          cdTipo: entrada.cdTipo,
          dsTipo: entrada.dsTipo,
          modalidad: body.modalidad,
          precioPuerta: body.precioPuerta ?? 0,
          // 01:30 of the second night
          hasta: body.hasta ? '2030-07-14T04:30:00.000Z' : null,
        }),
      );
      invitados = [...invitados, ...added];
      return json(201, added);
    },
    'POST /Lista/QuitarInvitado': async (req) => {
      const { idInvitado } = (await req.clone().json()) as { idInvitado: number };
      invitados = invitados.map((g) => (g.idInvitado === idInvitado ? { ...g, anulado: true } : g));
      return json(
        200,
        invitados.find((g) => g.idInvitado === idInvitado),
      );
    },
  });
}

const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);
// Plain selectors: role queries compute every element's style, slow with antd's table in jsdom.
const rows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.lista-guests tr:not([aria-hidden])'), cells);
const alertText = () => document.querySelector('[role="alert"]')?.textContent;
const agregar = () => fireEvent.click(screen.getByText(T.agregar));

async function open() {
  renderApp('/lista/12', makeUser([0, 2]));
  expect(
    await screen.findByRole('heading', { level: 1, name: T.titulo('Noche Ácida') }),
  ).toBeTruthy();
}

describe('/lista/{eventoId}', () => {
  it('lists the guests with day, type, terms and whether they got in', async () => {
    const { calls } = network();
    await open();
    expect(
      new URL(calls.find((c) => c.url.includes('GetLista'))!.url).searchParams.get('IdEvento'),
    ).toBe('12');
    expect(screen.getByText(T.ayuda)).toBeTruthy();
    expect(rows()).toEqual([
      [T.nombre, T.correo, T.dia, T.tipo, T.condiciones, T.estado, T.acciones],
      [
        'Ana Núñez',
        'ana@correo.com',
        'Viernes, 12 de julio',
        'General',
        'Free, hasta las 01:30',
        T.sinIngresar,
        T.quitar,
      ],
      [
        'Bruno Díaz',
        'bruno@correo.com',
        'Viernes, 12 de julio',
        'General',
        `${formatPesos(3000)} en puerta`,
        'Entró a las 00:41',
        '',
      ],
      [
        'Carla Paz',
        'carla@correo.com',
        'Viernes, 12 de julio',
        'General',
        'Free, hasta las 01:30',
        T.quitado,
        '',
      ],
    ]);
    // The form starts on the first night, entering as its first type, with its places.
    expect(chosen(T.dia)).toBe(diaLabel(DIAS[0]!));
    expect(chosen(T.tipoEntrada)).toBe(
      `General · ${formatPesos(10000)} · 1.234 lugares disponibles`,
    );
    expect(screen.getByText(T.volver).closest('a')?.getAttribute('href')).toBe(
      '/entradas-vendidas/12',
    );
  });

  it('says when nobody is on the list yet', async () => {
    network([]);
    await open();
    expect(await screen.findByText(T.vacio)).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });

  it("another organiser's event is not found", async () => {
    fakeNetwork({ 'GET /Lista/GetLista': () => problem(404, MSG.eventoNoEncontrado) });
    renderApp('/lista/12', makeUser([0, 2]));
    expect(await screen.findByText(MSG.eventoNoEncontrado)).toBeTruthy();
    expect(screen.queryByText(T.agregar)).toBeNull();
  });

  it('checks the pasted list line by line as it is typed, and sends nothing with a problem', async () => {
    const { calls } = network();
    await open();
    type(T.invitados, 'Juana Pérez, juana@x.com\nmal');
    expect(screen.getByText(T.vistaPrevia(1))).toBeTruthy();
    const problemas = screen.getByText(T.problemas);
    const lista = document.querySelector(`[aria-labelledby="${problemas.id}"]`)!;
    expect(Array.from(lista.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      LISTA_MSG.correoInvalido(2),
    ]);
    agregar();
    expect(alertText()).toBe(LISTA_MSG.correoInvalido(2));
    expect(posts(calls, '/Lista/AgregarInvitados')).toHaveLength(0);
  });

  it('adds a pasted list to a day, with a door price and a deadline, and shows the new guests', async () => {
    const { calls } = network();
    await open();
    await choose(T.dia, diaLabel(DIAS[1]!));
    await choose(T.tipoEntrada, `VIP · ${formatPesos(30000)} · 20 lugares disponibles`);
    fireEvent.click(screen.getByLabelText(T.descuento));
    type(T.precioPuerta, '3.000');
    type(T.hasta, '1:30');
    type(T.invitados, 'Juana Pérez, Juana@X.com\n\nLeo Díaz;leo@x.com\n');
    expect(screen.getByText(T.vistaPrevia(2))).toBeTruthy();
    agregar();

    expect(await screen.findByText(T.agregados(2))).toBeTruthy();
    const [post] = posts(calls, '/Lista/AgregarInvitados');
    expect(await post!.json()).toEqual({
      idEvento: 12,
      idFecha: 31,
      idEntrada: 312,
      modalidad: 'descuento',
      precioPuerta: 3000,
      hasta: '01:30',
      invitados: [
        { nombre: 'Juana Pérez', email: 'juana@x.com' },
        { nombre: 'Leo Díaz', email: 'leo@x.com' },
      ],
    });
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rows()[4]).toEqual([
      'Juana Pérez',
      'juana@x.com',
      'Sábado, 13 de julio',
      'VIP',
      `${formatPesos(3000)} en puerta, hasta las 01:30`,
      T.sinIngresar,
      T.quitar,
    ]);
    // The list is empty again, ready for the next one.
    expect(screen.getByLabelText(T.invitados)).toHaveProperty('value', '');
  });

  it("shows the server's Spanish refusal and keeps what was typed", async () => {
    const { calls } = network();
    await open();
    type(T.invitados, 'Ana Núñez, ana@correo.com');
    agregar();
    await waitFor(() => expect(alertText()).toBe(LISTA_MSG.yaInvitado('ana@correo.com')));
    expect(await posts(calls, '/Lista/AgregarInvitados')[0]!.json()).toMatchObject({
      idFecha: 30,
      idEntrada: 300,
      modalidad: 'free',
      hasta: null,
    });
    expect(screen.getByLabelText(T.invitados)).toHaveProperty('value', 'Ana Núñez, ana@correo.com');
  });

  it('refuses, before sending, a missing door price or an hour that is not HH:MM', async () => {
    const { calls } = network();
    await open();
    type(T.invitados, 'Juana Pérez, juana@x.com');
    type(T.hasta, '25:00');
    agregar();
    expect(alertText()).toBe(LISTA_MSG.horaInvalida);
    type(T.hasta, '');
    fireEvent.click(screen.getByLabelText(T.descuento));
    agregar();
    expect(alertText()).toBe(LISTA_MSG.precioPuerta);
    expect(posts(calls, '/Lista/AgregarInvitados')).toHaveLength(0);
  });

  it('withdraws a guest not yet in after confirming', async () => {
    const { calls } = network();
    await open();
    fireEvent.click(screen.getByLabelText(T.quitarInvitado('Ana Núñez')));
    const dialog = await dialogWith(T.quitarConfirmar('Ana Núñez'));
    expect(posts(calls, '/Lista/QuitarInvitado')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: T.quitar }));

    expect(await screen.findByText(T.quitadoAviso('Ana Núñez'))).toBeTruthy();
    expect(await posts(calls, '/Lista/QuitarInvitado')[0]!.json()).toEqual({ idInvitado: 1 });
    await waitFor(() => expect(rows()[1]![5]).toBe(T.quitado));
    expect(screen.queryByLabelText(T.quitarInvitado('Ana Núñez'))).toBeNull();
  });
});
