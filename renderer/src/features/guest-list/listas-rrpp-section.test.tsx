// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  LISTA_MSG,
  type GuardarListaRrpp,
  type ListaEvento,
  type RrppListaView,
} from '@shared/api/guest-list';
import { RRPP_LISTA_CUPO_MAX } from '@shared/domain/guest-list';
import { MSG } from '@shared/messages';
import { LISTA_TEXT, RRPP_LISTA_TEXT as T } from '@shared/texts/guest-list';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';
import { choose, chosen, DIAS, invitado, onPhone, type } from './guest-list-test-fixtures';
import { diaLabel } from './lista-form';

const RRPP = [
  { idUsuario: 41, nombre: 'Martina Acosta' },
  { idUsuario: 42, nombre: 'Valentina Ríos' },
];

const VALENTINA: RrppListaView = {
  idLista: 1,
  idEvento: 12,
  idFecha: 30,
  inicio: DIAS[0]!.inicio,
  idUsuario: 42,
  rrpp: 'Valentina Ríos',
  idEntrada: 302,
  dsTipo: 'VIP',
  cupo: 20,
  usados: 7,
  ingresaron: 2,
  modalidad: 'descuento',
  precioPuerta: 3000,
  hasta: '01:30',
};

const INVITADOS = [
  invitado({}),
  invitado({
    idInvitado: 2,
    nombre: 'Bruno Díaz',
    email: 'bruno@correo.com',
    cdTipo: 2,
    dsTipo: 'VIP',
    modalidad: 'descuento',
    precioPuerta: 3000,
    rrpp: 'Valentina Ríos',
  }),
];

/** The event's lists behind the fake network, saved as the server does. */
function network(opts: { listas?: RrppListaView[]; rrpp?: typeof RRPP } = {}) {
  let listas = (opts.listas ?? [VALENTINA]).map((l) => ({ ...l }));
  const rrpp = opts.rrpp ?? RRPP;
  return fakeNetwork({
    'GET /Lista/GetLista': () =>
      json(200, { idEvento: 12, nombre: 'Noche Ácida', dias: DIAS, invitados: INVITADOS }),
    'GET /Lista/Rrpp': () => json(200, { rrpp, listas }),
    'PUT /Lista/Rrpp': async (req) => {
      const body = (await req.clone().json()) as GuardarListaRrpp;
      const antes = listas.find(
        (l) => l.idFecha === body.idFecha && l.idUsuario === body.idUsuario,
      );
      const usados = antes?.usados ?? 0;
      const nombre = rrpp.find((r) => r.idUsuario === body.idUsuario)!.nombre;
      if (body.cupo < usados) return problem(409, LISTA_MSG.cupoMenorQueInvitados(nombre, usados));
      const entrada = DIAS.flatMap((d) => d.entradas).find((e) => e.idEntrada === body.idEntrada)!;
      const saved: RrppListaView = {
        idLista: antes?.idLista ?? listas.length + 10,
        idEvento: 12,
        idFecha: body.idFecha,
        inicio: DIAS.find((d) => d.idFecha === body.idFecha)!.inicio,
        idUsuario: body.idUsuario,
        rrpp: nombre,
        idEntrada: body.idEntrada,
        dsTipo: entrada.dsTipo,
        cupo: body.cupo,
        usados,
        ingresaron: antes?.ingresaron ?? 0,
        modalidad: body.modalidad,
        precioPuerta: body.precioPuerta ?? 0,
        hasta: body.hasta ?? null,
      };
      listas = antes
        ? listas.map((l) => (l.idLista === saved.idLista ? saved : l))
        : [...listas, saved];
      return json(200, saved);
    },
  });
}

const seccion = () => screen.getByRole('region', { name: T.titulo });
/** Each card of a day: its RRPP and its figures, as read. */
const cards = (dia: ListaEvento['dias'][number]) =>
  Array.from(
    screen.getByRole('list', { name: T.listasDe(diaLabel(dia)) }).querySelectorAll('article'),
    (a) => [
      a.querySelector('h4')?.textContent,
      ...Array.from(a.querySelectorAll('dd'), (d) => d.textContent),
    ],
  );
const alertText = () => seccion().querySelector('form [role="alert"]')?.textContent ?? null;
const guardar = () => fireEvent.click(within(seccion()).getByText(T.guardar));
const puts = (calls: Request[]) =>
  calls.filter((r) => r.method === 'PUT' && r.url.includes('/Lista/Rrpp'));

async function open() {
  renderApp('/lista/12', makeUser([0, 2]));
  return screen.findByRole('heading', { level: 2, name: T.titulo });
}

describe('Listas de RRPP on /lista/{eventoId}', () => {
  it("shows each day's RRPP lists, and the guests table says whose list a guest is on", async () => {
    const { calls } = network();
    await open();
    const get = calls.find((c) => new URL(c.url).pathname.endsWith('/Lista/Rrpp'))!;
    expect(new URL(get.url).searchParams.get('IdEvento')).toBe('12');
    expect(screen.getByText(T.ayuda)).toBeTruthy();
    expect(cards(DIAS[0]!)).toEqual([
      [
        'Valentina Ríos',
        '7 de 20 · 2 entraron',
        'VIP',
        `Cobrar ${formatPesos(3000)} en puerta, hasta las 01:30`,
      ],
    ]);
    const segundo = screen.getByRole('heading', { level: 3, name: diaLabel(DIAS[1]!) });
    expect(segundo.parentElement?.textContent).toContain(T.sinListasDia);

    // The guests table: Bruno is on Valentina's list, Ana on the event's own.
    const fila = (nombre: string) =>
      Array.from(document.querySelectorAll<HTMLElement>('.lista-guests tbody tr')).find((tr) =>
        tr.textContent?.startsWith(nombre),
      )!;
    expect(within(fila('Bruno Díaz')).getByText(T.deLista('Valentina Ríos'))).toBeTruthy();
    expect(fila('Ana Núñez').querySelector('td')?.textContent).toBe('Ana Núñez');
  });

  it('gives an RRPP a list for a day and shows it', async () => {
    const { calls } = network();
    await open();
    // The form starts on the first night, with no RRPP chosen.
    expect(chosen(T.formDia)).toBe(diaLabel(DIAS[0]!));
    guardar();
    expect(alertText()).toBe(T.elegirRrpp);
    await choose(T.rrpp, 'Martina Acosta');
    type(T.cupo, '0');
    guardar();
    expect(alertText()).toBe(LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX));
    expect(screen.getByLabelText(T.cupo).getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);

    type(T.cupo, '15');
    type(T.hasta, '2:00');
    guardar();
    expect(await screen.findByText(T.guardado('Martina Acosta'))).toBeTruthy();
    expect(await puts(calls)[0]!.json()).toEqual({
      idEvento: 12,
      idFecha: 30,
      idUsuario: 41,
      idEntrada: 300,
      cupo: 15,
      modalidad: 'free',
      precioPuerta: 0,
      hasta: '02:00',
    });
    await waitFor(() => expect(cards(DIAS[0]!)).toHaveLength(2));
    expect(cards(DIAS[0]!)[1]).toEqual([
      'Martina Acosta',
      '0 de 15 · 0 entraron',
      'General',
      'Free, hasta las 02:00',
    ]);
  });

  it("changes an RRPP's list from its card, and shows the server's refusal", async () => {
    const { calls } = network();
    await open();
    fireEvent.click(screen.getByRole('button', { name: T.cambiarDe('Valentina Ríos') }));
    expect(chosen(T.rrpp)).toBe('Valentina Ríos');
    expect(chosen(T.entrada)).toBe(`VIP · ${formatPesos(30000)} · 40 lugares disponibles`);
    expect(screen.getByLabelText(T.cupo)).toHaveProperty('value', '20');
    expect(screen.getByLabelText(T.precio)).toHaveProperty('value', '3000');
    expect(screen.getByLabelText(T.hasta)).toHaveProperty('value', '01:30');
    expect(screen.getByText(T.yaTiene('Valentina Ríos', 7))).toBeTruthy();

    type(T.cupo, '5');
    guardar();
    await waitFor(() =>
      expect(alertText()).toBe(LISTA_MSG.cupoMenorQueInvitados('Valentina Ríos', 7)),
    );
    expect(await puts(calls)[0]!.json()).toMatchObject({
      idFecha: 30,
      idUsuario: 42,
      idEntrada: 302,
      cupo: 5,
      modalidad: 'descuento',
      precioPuerta: 3000,
      hasta: '01:30',
    });
    // What was typed stays, to correct it.
    expect(screen.getByLabelText(T.cupo)).toHaveProperty('value', '5');

    // Free from now on, with more places.
    fireEvent.click(screen.getByLabelText(T.free));
    type(T.cupo, '30');
    guardar();
    expect(await screen.findByText(T.guardado('Valentina Ríos'))).toBeTruthy();
    await waitFor(() =>
      expect(cards(DIAS[0]!)).toEqual([
        ['Valentina Ríos', '7 de 30 · 2 entraron', 'VIP', 'Free, hasta las 01:30'],
      ]),
    );
  });

  it("marks the field a server's 400 names", async () => {
    const { fetchMock } = network();
    await open();
    await choose(T.rrpp, 'Martina Acosta');
    type(T.cupo, '10');
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const req = input instanceof Request ? input : new Request(input, init);
      return req.method === 'PUT'
        ? problem(400, LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX), {
            cupo: LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX),
          })
        : routes(input, init);
    });
    guardar();
    await waitFor(() => expect(alertText()).toBe(LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX)));
    expect(screen.getByLabelText(T.cupo).getAttribute('aria-invalid')).toBe('true');
  });

  it('is not shown to whom the server refuses the lists (403), nor without RRPP', async () => {
    fakeNetwork({
      'GET /Lista/GetLista': () =>
        json(200, { idEvento: 12, nombre: 'Noche Ácida', dias: DIAS, invitados: INVITADOS }),
      'GET /Lista/Rrpp': () => problem(403, MSG.sinPermiso),
    });
    renderApp('/lista/12', makeUser([0, 2]));
    expect(await screen.findByText(LISTA_TEXT.agregar)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(T.titulo)).toBeNull());
    expect(screen.queryByText(MSG.sinPermiso)).toBeNull();
  });

  it('is not shown when the productora has no RRPP', async () => {
    const { calls } = network({ rrpp: [], listas: [] });
    renderApp('/lista/12', makeUser([0, 2]));
    expect(await screen.findByText(LISTA_TEXT.agregar)).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).pathname.endsWith('/Lista/Rrpp'))).toBe(true),
    );
    expect(screen.queryByText(T.titulo)).toBeNull();
  });

  it('fits a phone 390 px wide without sideways scrolling', async () => {
    await onPhone();
    network();
    await open();
    await choose(T.rrpp, 'Valentina Ríos');
    const page = seccion().closest('section.page')!;
    expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // The page's content (the header's own phone layout is the nav bar's tests').
    expect(screen.getByRole('main').scrollWidth).toBeLessThanOrEqual(390);
    for (const el of seccion().querySelectorAll('input, button, .ant-select, article'))
      expect(el.getBoundingClientRect().right, el.outerHTML).toBeLessThanOrEqual(390);
  });
});
