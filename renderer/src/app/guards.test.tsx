// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_TEXT } from '@shared/texts/auth';
import { SALES_TEXT } from '@shared/texts/sales';
import { describe, expect, it } from 'vitest';
import { logout } from '../session/session-actions';
import { fakeNetwork, json, makeUser, renderApp } from '../test/render-app';

describe('RequireRoles guard', () => {
  it('sends a guest on a role-0 route to /', async () => {
    const { router } = renderApp('/miperfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks a guest with a protected link to sign in, saying why, and returns to the link', async () => {
    const usuario = makeUser([0], 'Lucía Pérez');
    fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, { eventos: [], total: 0, page: 1, pageSize: 100 }),
      'POST /Security/Login': () => json(200, { token: 'jwt-1', usuario }),
    });
    const { router } = renderApp('/entrada-adquirida?idTicket=5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(within(dialog).getByText(AUTH_TEXT.paraVerPagina)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: AUTH_TEXT.crearCuenta })).toBeTruthy();
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/entrada-adquirida?idTicket=5');

    await userEvent.type(within(dialog).getByPlaceholderText('Tu email'), 'lucia@example.com');
    await userEvent.type(within(dialog).getByPlaceholderText('Tu contraseña'), 'clave1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ingresar' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/entrada-adquirida?idTicket=5',
      ),
    );
  }, 30_000);

  it('leaves a guarded screen without asking again when the person signs out', async () => {
    fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, { eventos: [], total: 0, page: 1, pageSize: 100 }),
      'POST /Security/Logout': () => new Response(null, { status: 204 }),
    });
    const { router, store } = renderApp('/entradas-vendidas', makeUser([0, 2]));
    await screen.findByRole('heading', { name: 'Entradas vendidas' });
    await store.dispatch(logout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Iniciar Sesión' })).toBeNull();
    expect(window.localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('sends a user without the route role to /', async () => {
    const { router } = renderApp('/miperfil', makeUser([2]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a non-administrator away from an admin route', async () => {
    const { router } = renderApp('/eventosavalidar', makeUser([0, 2]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a user holding the role in', async () => {
    fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, { eventos: [], total: 0, page: 1, pageSize: 100 }),
    });
    const { router } = renderApp('/entradas-vendidas', makeUser([0, 2]));
    expect(await screen.findByRole('heading', { name: 'Entradas vendidas' })).toBeTruthy();
    expect(await screen.findByText(SALES_TEXT.sinEventos)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/entradas-vendidas');
  });

  it('sends a guest from /crearevento to /precrearevento and remembers the target', async () => {
    const { router } = renderApp('/crearevento');
    await waitFor(() => expect(router.state.location.pathname).toBe('/precrearevento'));
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/crearevento');
  });
});
