// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor } from '@testing-library/react';
import { SALES_TEXT } from '@shared/texts/sales';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, renderApp } from '../test/render-app';

describe('RequireRoles guard', () => {
  it('sends a guest on a role-0 route to /', async () => {
    const { router } = renderApp('/miperfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
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
