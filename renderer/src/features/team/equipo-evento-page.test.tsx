// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EquipoDelEvento, MiembroEnEvento } from '@shared/api/productoras';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { EQUIPO_TEXT } from '@shared/texts/equipo-pantalla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const T = EQUIPO_TEXT.equipoEvento;

const EQUIPO: EquipoDelEvento = {
  idEvento: 12,
  nombreEvento: 'Vendimia Electrónica',
  idProductora: 3,
  productora: 'Subsuelo Producciones',
  miembros: [
    {
      idUsuario: 1,
      nombre: 'Lucía Gómez',
      correo: 'organizador@pulso.test',
      rolProductora: 'duenio',
      rolEvento: null,
      rol: 'duenio',
    },
    {
      idUsuario: 21,
      nombre: 'Martina Acosta',
      correo: 'rrpp@pulso.test',
      rolProductora: 'rrpp',
      rolEvento: null,
      rol: 'rrpp',
    },
    {
      idUsuario: 22,
      nombre: 'Diego Ferreyra',
      correo: 'productor@pulso.test',
      rolProductora: 'productor',
      rolEvento: 'validador',
      rol: 'validador',
    },
  ],
};

const card = (nombre: string) => screen.getByRole('article', { name: nombre });
const select = (nombre: string) =>
  screen.getByRole('combobox', { name: T.rolEnEventoDe(nombre) }) as HTMLSelectElement;
const shown = (s: HTMLSelectElement) => s.selectedOptions[0]!.textContent;
const posts = (calls: Request[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.includes('/Productora/RolEnEvento'));

describe('/equipo-evento/{eventoId}', () => {
  it("shows each member's role on the night; a change is saved at once and said; a dueño's cannot be changed", async () => {
    // The server's team, as saves change it (the page reads it again after each one).
    let equipo = EQUIPO;
    const { calls } = fakeNetwork({
      'GET /Productora/EquipoDelEvento': () => json(200, equipo),
      'POST /Productora/RolEnEvento': async (request) => {
        const body = (await request.clone().json()) as {
          idUsuario: number;
          rol: MiembroEnEvento['rolEvento'];
        };
        const m = equipo.miembros.find((x) => x.idUsuario === body.idUsuario)!;
        const linea: MiembroEnEvento = {
          ...m,
          rolEvento: body.rol,
          rol: body.rol ?? m.rolProductora,
        };
        equipo = {
          ...equipo,
          miembros: equipo.miembros.map((x) => (x.idUsuario === linea.idUsuario ? linea : x)),
        };
        return json(200, linea);
      },
    });
    renderApp('/equipo-evento/12', makeUser([2]));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: T.tituloEvento('Vendimia Electrónica'),
      }),
    ).toBeTruthy();
    const get = calls.find((c) => c.url.includes('/Productora/EquipoDelEvento'))!;
    expect(new URL(get.url).searchParams.get('IdEvento')).toBe('12');
    expect(screen.getByText(T.ayuda('Subsuelo Producciones'))).toBeTruthy();

    // The dueño keeps their role everywhere: no control.
    expect(within(card('Lucía Gómez')).getByText(T.duenioEnTodos)).toBeTruthy();
    expect(within(card('Lucía Gómez')).queryByRole('combobox')).toBeNull();
    // The others: the productora's role, and this night's when it differs.
    expect(within(card('Martina Acosta')).getByText(T.enProductora('rrpp'))).toBeTruthy();
    expect(shown(select('Martina Acosta'))).toBe(T.comoEnProductora('rrpp'));
    expect(shown(select('Diego Ferreyra'))).toBe('Validador');
    // The productora's own role is offered once, as "Como en la productora".
    expect([...select('Martina Acosta').options].map((o) => o.textContent)).toEqual([
      T.comoEnProductora('rrpp'),
      'Productor',
      'Boletería',
      'Validador',
      'Analista',
      'Sin acceso',
    ]);

    await userEvent.selectOptions(select('Martina Acosta'), 'Sin acceso');
    expect(await screen.findByText(T.guardado('Martina Acosta', 'ninguno'))).toBeTruthy();
    expect(shown(select('Martina Acosta'))).toBe('Sin acceso');
    await userEvent.selectOptions(select('Diego Ferreyra'), T.comoEnProductora('productor'));
    expect(await screen.findByText(T.guardado('Diego Ferreyra', 'productor'))).toBeTruthy();
    expect(shown(select('Diego Ferreyra'))).toBe(T.comoEnProductora('productor'));
    expect(
      await Promise.all(posts(calls).map(async (c) => (await c.clone().json()) as object)),
    ).toEqual([
      { idEvento: 12, idUsuario: 21, rol: 'ninguno' },
      { idEvento: 12, idUsuario: 22, rol: null },
    ]);
  });

  it("a refused change says the server's reason under that member and the select goes back", async () => {
    fakeNetwork({
      'GET /Productora/EquipoDelEvento': () => json(200, EQUIPO),
      'POST /Productora/RolEnEvento': () => problem(404, EQUIPO_MSG.noEsMiembro),
    });
    renderApp('/equipo-evento/12', makeUser([2]));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: T.rolEnEventoDe('Martina Acosta') }),
      'Analista',
    );
    expect(await within(card('Martina Acosta')).findByRole('alert')).toHaveProperty(
      'textContent',
      EQUIPO_MSG.noEsMiembro,
    );
    expect(shown(select('Martina Acosta'))).toBe(T.comoEnProductora('rrpp'));
  });

  it("a member who does not manage the team reads the server's reason; a stranger, that the event does not exist", async () => {
    fakeNetwork({
      'GET /Productora/EquipoDelEvento': () => problem(403, EQUIPO_MSG.sinPermiso),
    });
    const { unmount } = renderApp('/equipo-evento/12', makeUser([2]));
    expect(await screen.findByText(EQUIPO_MSG.sinPermiso)).toBeTruthy();
    unmount();
    fakeNetwork({
      'GET /Productora/EquipoDelEvento': () => problem(404, MSG.eventoNoEncontrado),
    });
    renderApp('/equipo-evento/13', makeUser([2]));
    expect(await screen.findByText(MSG.eventoNoEncontrado)).toBeTruthy();
  });
});
