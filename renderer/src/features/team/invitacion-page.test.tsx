// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductoraMia } from '@shared/api/productoras';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const TOKEN = 'Vq3k9x_Zp1-aB7cD8eF9gH0iJ1kL2mN3oP4qR5sT6uV';
const LINK = `/productora/invitacion?token=${TOKEN}`;
const SUBSUELO: ProductoraMia = {
  idProductora: 3,
  nombre: 'Subsuelo Producciones',
  rol: 'productor',
};

const posts = (calls: Request[]) =>
  calls.filter((r) => r.method === 'POST' && r.url.includes('/Productora/Invitacion/Aceptar'));

async function open(path: string, user: ReturnType<typeof makeUser> | null) {
  const view = renderApp(path, user);
  expect(await screen.findByRole('heading', { level: 1, name: T.invitacionTitulo })).toBeTruthy();
  return view;
}

async function openUserMenu() {
  await waitFor(() => expect(document.querySelector('.ant-dropdown-trigger')).not.toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Menú de usuario' }));
  return screen.findByRole('menu');
}

describe('/productora/invitacion', () => {
  it('signed out: says what it is, and signing in comes back to the same link', async () => {
    const { calls } = fakeNetwork({});
    await open(LINK, null);
    expect(screen.getByText(T.invitacionIngresar)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.aceptar })).toBeNull();
    // The page's own button (the navigation bar has another).
    const pagina = screen.getByRole('heading', { level: 1 }).closest('section')!;
    fireEvent.click(within(pagina).getByRole('button', { name: T.ingresar }));
    expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeTruthy();
    expect(window.localStorage.getItem('postLoginRedirect')).toBe(LINK);
    // Creating an account comes back too.
    expect(screen.getByRole('link', { name: T.crearCuenta }).getAttribute('href')).toBe(
      '/register',
    );
    expect(posts(calls)).toHaveLength(0);
  });

  it('signed in: accepting joins the team, and the menu gains the organiser’s entries', async () => {
    let roles = [0];
    const { calls } = fakeNetwork({
      'POST /Productora/Invitacion/Aceptar': () => {
        roles = [0, 2];
        return json(200, SUBSUELO);
      },
      'GET /Security/Me': () => json(200, { usuario: makeUser(roles as Array<0 | 2>) }),
    });
    await open(LINK, makeUser([0]));
    expect(screen.getByText(T.invitacionAceptarAyuda('lucia@example.com'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.aceptar }));
    // The first tap is taken: the button says so, and a second one sends nothing.
    const sending = await screen.findByRole('button', { name: T.aceptando });
    fireEvent.click(sending);

    const listo = await screen.findByRole('heading', {
      level: 2,
      name: T.aceptada('Subsuelo Producciones', 'productor'),
    });
    expect(listo.textContent).toBe('Ya sos parte de Subsuelo Producciones como Productor.');
    expect(posts(calls)).toHaveLength(1);
    expect(await posts(calls)[0]!.json()).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: T.irAMiProductora }).getAttribute('href')).toBe(
      '/productora',
    );
    const menu = await openUserMenu();
    expect(within(menu).getByText('Opciones de organizador')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: T.titulo })).toBeTruthy();
  });

  it.each([
    [410, EQUIPO_MSG.invitacionVencida],
    [410, EQUIPO_MSG.invitacionUsada],
    [404, EQUIPO_MSG.invitacionInvalida],
  ])(
    'a link that no longer works (%i): the reason, and nothing to try again',
    async (status, detail) => {
      fakeNetwork({ 'POST /Productora/Invitacion/Aceptar': () => problem(status, detail) });
      await open(LINK, makeUser([0]));
      fireEvent.click(screen.getByRole('button', { name: T.aceptar }));
      expect((await screen.findByRole('alert')).textContent).toBe(detail);
      expect(screen.queryByRole('button', { name: T.aceptar })).toBeNull();
      // Not an organiser: Mi productora would not open for this account.
      expect(screen.queryByRole('link', { name: T.irAMiProductora })).toBeNull();
    },
  );

  it('an invitation already accepted, opened by an organiser, leads to Mi productora', async () => {
    fakeNetwork({
      'POST /Productora/Invitacion/Aceptar': () => problem(410, EQUIPO_MSG.invitacionUsada),
    });
    await open(LINK, makeUser([0, 2]));
    fireEvent.click(screen.getByRole('button', { name: T.aceptar }));
    expect((await screen.findByRole('alert')).textContent).toBe(EQUIPO_MSG.invitacionUsada);
    expect(screen.getByRole('link', { name: T.irAMiProductora }).getAttribute('href')).toBe(
      '/productora',
    );
  });

  it('signed in with another address: says so, and offers to sign in with the invited one', async () => {
    fakeNetwork({
      'POST /Productora/Invitacion/Aceptar': () => problem(403, EQUIPO_MSG.invitacionOtraCuenta),
      'POST /Security/Logout': () => json(204, undefined),
    });
    await open(LINK, makeUser([0]));
    fireEvent.click(screen.getByRole('button', { name: T.aceptar }));
    expect((await screen.findByRole('alert')).textContent).toBe(EQUIPO_MSG.invitacionOtraCuenta);
    expect(screen.getByText(T.sesionActual('lucia@example.com'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.cambiarCuenta }));
    expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeTruthy();
    expect(await screen.findByText(T.invitacionIngresar)).toBeTruthy();
    expect(window.localStorage.getItem('postLoginRedirect')).toBe(LINK);
  });

  it('a link without a valid token says so and sends nothing', async () => {
    const { calls } = fakeNetwork({});
    await open('/productora/invitacion?token=corto', makeUser([0]));
    expect(screen.getByRole('alert').textContent).toBe(EQUIPO_MSG.invitacionInvalida);
    expect(screen.queryByRole('button', { name: T.aceptar })).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });

  it('a network failure can be tried again from the same button', async () => {
    let caido = true;
    fakeNetwork({
      'POST /Productora/Invitacion/Aceptar': () =>
        caido ? Promise.reject(new TypeError('Failed to fetch')) : json(200, SUBSUELO),
      'GET /Security/Me': () => json(200, { usuario: makeUser([0, 2]) }),
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      await open(LINK, makeUser([0]));
      fireEvent.click(screen.getByRole('button', { name: T.aceptar }));
      expect(await screen.findByRole('alert')).toBeTruthy();
      caido = false;
      fireEvent.click(screen.getByRole('button', { name: T.aceptar }));
      expect(
        await screen.findByText(T.aceptada('Subsuelo Producciones', 'productor')),
      ).toBeTruthy();
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
