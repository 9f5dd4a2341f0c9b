// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComisionesEvento } from '@shared/api/rrpp';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { RRPP_MSG } from '@shared/texts/rrpp';
import { RRPP_TEXT as T } from '@shared/texts/rrpp-pantalla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const COMISIONES: ComisionesEvento = {
  idEvento: 12,
  rrpp: [
    { idUsuario: 21, nombre: 'Martina Acosta', slug: 'martina' },
    { idUsuario: 22, nombre: 'Joaquín Pereyra', slug: 'joaquin' },
  ],
  tipos: [
    { cdTipo: 0, nombre: 'General' },
    { cdTipo: 2, nombre: 'VIP' },
  ],
  reglas: [
    { idUsuario: 21, cdTipo: null, modo: 'porcentaje', valor: 10 },
    { idUsuario: 22, cdTipo: 2, modo: 'fijo', valor: 3000 },
    { idUsuario: 22, cdTipo: null, modo: 'fijo', valor: 1500 },
  ],
};

const card = (nombre: string) => screen.getByRole('form', { name: nombre });
/** Each rule of a card as [type, how, value], as the controls show them. */
const reglas = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('group')
    .map((g) => [
      (within(g).getByLabelText(T.tipo) as HTMLSelectElement).selectedOptions[0]!.textContent,
      (within(g).getByLabelText(T.modo) as HTMLSelectElement).selectedOptions[0]!.textContent,
      (within(g).getByLabelText(T.valor) as HTMLInputElement).value,
    ]);
const puts = (calls: Request[]) =>
  calls.filter((c) => c.method === 'PUT' && c.url.includes('/Rrpp/Comisiones'));

describe('/comisiones-rrpp/{eventoId}', () => {
  it("shows each RRPP's rules; one RRPP's change is saved alone and said", async () => {
    const { calls } = fakeNetwork({
      'GET /Rrpp/Comisiones': () => json(200, COMISIONES),
      'GET /Evento/GetEventos': () => json(200, page([makeEvento({ nombre: 'Vendimia' })])),
      'PUT /Rrpp/Comisiones': async (request) => {
        const body = (await request.clone().json()) as { idUsuario: number; reglas: object[] };
        return json(200, {
          ...COMISIONES,
          reglas: [
            ...COMISIONES.reglas.filter((r) => r.idUsuario !== body.idUsuario),
            ...body.reglas.map((r) => ({ ...r, idUsuario: body.idUsuario })),
          ],
        });
      },
    });
    renderApp('/comisiones-rrpp/12', makeUser([2]));
    expect(
      await screen.findByRole('heading', { level: 1, name: T.comisionesTituloEvento('Vendimia') }),
    ).toBeTruthy();
    const get = calls.find((c) => new URL(c.url).pathname.endsWith('/Rrpp/Comisiones'))!;
    expect(new URL(get.url).searchParams.get('IdEvento')).toBe('12');
    expect(reglas(card('Martina Acosta'))).toEqual([[T.todosLosTipos, T.modos.porcentaje, '10']]);
    expect(within(card('Martina Acosta')).getByText(T.codigoDe('MARTINA'))).toBeTruthy();
    expect(reglas(card('Joaquín Pereyra'))).toEqual([
      ['VIP', T.modos.fijo, '3000'],
      [T.todosLosTipos, T.modos.fijo, '1500'],
    ]);

    // Martina: 12 % on General, $ 2.500 a ticket on the rest.
    const martina = card('Martina Acosta');
    await userEvent.click(within(martina).getByRole('button', { name: T.agregarRegla }));
    const [primera, nueva] = within(martina).getAllByRole('group');
    await userEvent.selectOptions(within(nueva!).getByLabelText(T.tipo), 'General');
    await userEvent.selectOptions(within(nueva!).getByLabelText(T.modo), T.modos.porcentaje);
    await userEvent.type(within(nueva!).getByLabelText(T.valor), '12');
    await userEvent.selectOptions(within(primera!).getByLabelText(T.modo), T.modos.fijo);
    fireEvent.change(within(primera!).getByLabelText(T.valor), { target: { value: '2.500' } });
    await userEvent.click(
      within(martina).getByRole('button', { name: T.guardarDe('Martina Acosta') }),
    );

    expect(await within(martina).findByText(T.guardado('Martina Acosta'))).toBeTruthy();
    const [put] = puts(calls);
    expect(await put!.json()).toEqual({
      idEvento: 12,
      idUsuario: 21,
      reglas: [
        { cdTipo: null, modo: 'fijo', valor: 2500 },
        { cdTipo: 0, modo: 'porcentaje', valor: 12 },
      ],
    });
    expect(reglas(martina)).toEqual([
      [T.todosLosTipos, T.modos.fijo, '2.500'],
      ['General', T.modos.porcentaje, '12'],
    ]);
    // Joaquín's rules were not touched, nor sent.
    expect(puts(calls)).toHaveLength(1);
    expect(reglas(card('Joaquín Pereyra'))).toHaveLength(2);

    // Removing every rule leaves the RRPP without commission.
    const joaquin = card('Joaquín Pereyra');
    await userEvent.click(within(joaquin).getByRole('button', { name: T.quitarReglaN(2) }));
    await userEvent.click(within(joaquin).getByRole('button', { name: T.quitarReglaN(1) }));
    expect(within(joaquin).getByText(T.sinReglas)).toBeTruthy();
    await userEvent.click(
      within(joaquin).getByRole('button', { name: T.guardarDe('Joaquín Pereyra') }),
    );
    expect(await within(joaquin).findByText(T.guardado('Joaquín Pereyra'))).toBeTruthy();
    expect(await puts(calls)[1]!.json()).toEqual({ idEvento: 12, idUsuario: 22, reglas: [] });
  });

  it('says what is wrong before sending: a value, a percentage over 100, a type twice', async () => {
    const { calls } = fakeNetwork({ 'GET /Rrpp/Comisiones': () => json(200, COMISIONES) });
    renderApp('/comisiones-rrpp/12', makeUser([2]));
    await screen.findByRole('form', { name: 'Martina Acosta' });
    const martina = card('Martina Acosta');
    const [regla] = within(martina).getAllByRole('group');
    const valor = within(regla!).getByLabelText(T.valor);
    const guardar = () =>
      userEvent.click(within(martina).getByRole('button', { name: T.guardarDe('Martina Acosta') }));

    fireEvent.change(valor, { target: { value: '150' } });
    await guardar();
    expect(within(martina).getByRole('alert').textContent).toBe(RRPP_MSG.porcentajeInvalido);
    expect(valor.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(valor, { target: { value: '10,5' } });
    await guardar();
    expect(within(martina).getByRole('alert').textContent).toBe(RRPP_MSG.valorInvalido);

    fireEvent.change(valor, { target: { value: '10' } });
    await userEvent.click(within(martina).getByRole('button', { name: T.agregarRegla }));
    fireEvent.change(within(within(martina).getAllByRole('group')[1]!).getByLabelText(T.valor), {
      target: { value: '500' },
    });
    await guardar();
    expect(within(martina).getByRole('alert').textContent).toBe(RRPP_MSG.tipoRepetido);
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal where it belongs: a rule's value, a role that may not, an RRPP gone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = () =>
      problem(400, RRPP_MSG.valorInvalido, { 'reglas.0.valor': RRPP_MSG.valorInvalido });
    fakeNetwork({
      'GET /Rrpp/Comisiones': () => json(200, COMISIONES),
      'PUT /Rrpp/Comisiones': () => answer(),
    });
    renderApp('/comisiones-rrpp/12', makeUser([2]));
    await screen.findByRole('form', { name: 'Joaquín Pereyra' });
    const joaquin = card('Joaquín Pereyra');
    const guardar = () =>
      userEvent.click(
        within(joaquin).getByRole('button', { name: T.guardarDe('Joaquín Pereyra') }),
      );
    await guardar();
    const [primera] = within(joaquin).getAllByRole('group');
    await waitFor(() =>
      expect(within(primera!).getByRole('alert').textContent).toBe(RRPP_MSG.valorInvalido),
    );
    expect(within(primera!).getByLabelText(T.valor).getAttribute('aria-invalid')).toBe('true');

    answer = () => problem(403, EQUIPO_MSG.sinPermiso);
    await guardar();
    expect(await within(joaquin).findByText(EQUIPO_MSG.sinPermiso)).toBeTruthy();
    expect(within(primera!).queryByRole('alert')).toBeNull();

    answer = () => problem(404, RRPP_MSG.noEsRrpp);
    await guardar();
    expect(await within(joaquin).findByText(RRPP_MSG.noEsRrpp)).toBeTruthy();
    // The other RRPP's card says nothing.
    expect(within(card('Martina Acosta')).queryByRole('alert')).toBeNull();
    expect(within(joaquin).queryByText(T.guardado('Joaquín Pereyra'))).toBeNull();
  });

  it('an event without RRPP says where to add them', async () => {
    fakeNetwork({
      'GET /Rrpp/Comisiones': () => json(200, { ...COMISIONES, rrpp: [], reglas: [] }),
    });
    renderApp('/comisiones-rrpp/12', makeUser([2]));
    expect(await screen.findByText(T.sinRrpp)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.irAMiProductora }).getAttribute('href')).toBe(
      '/productora',
    );
    expect(screen.getByRole('link', { name: T.volver }).getAttribute('href')).toBe(
      '/entradas-vendidas/12',
    );
  });

  it("a role that may not edit prices reads why; another organiser's event is not found", async () => {
    let answer = () => problem(403, EQUIPO_MSG.sinPermiso);
    fakeNetwork({ 'GET /Rrpp/Comisiones': () => answer() });
    const { unmount } = renderApp('/comisiones-rrpp/12', makeUser([2]));
    expect(await screen.findByText(EQUIPO_MSG.sinPermiso)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    unmount();

    answer = () => problem(404, MSG.eventoNoEncontrado);
    renderApp('/comisiones-rrpp/99', makeUser([2]));
    expect(await screen.findByText(MSG.eventoNoEncontrado)).toBeTruthy();
  });
});
