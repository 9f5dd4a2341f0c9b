// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeNetwork, makeUser, renderApp } from '../../test/render-app';

async function openUserMenu() {
  const user = userEvent.setup();
  // The dropdown is lazy: wait until the real trigger replaced the fallback, then open it.
  await waitFor(() => expect(document.querySelector('.ant-dropdown-trigger')).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Menú de usuario' }));
  return screen.findByRole('menu');
}

const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((el) => el.textContent);

describe('NavBar', () => {
  beforeEach(() => {
    fakeNetwork({});
  });

  it('shows the links, Ingresar and Registrarse to a guest', async () => {
    renderApp('/artistas');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    for (const name of ['Eventos', 'Artistas', 'Noticias', 'Crear Evento']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Pulso' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Crear Evento' }).getAttribute('href')).toBe(
      '/precrearevento',
    );
    expect(within(nav).getByRole('button', { name: 'Ingresar' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Registrarse' }).getAttribute('href')).toBe(
      '/register',
    );
    // This year in Buenos Aires, not a fixed one.
    const anio = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 4);
    expect(screen.getByText(`© ${anio} Pulso. Todos los derechos reservados.`)).toBeTruthy();
    const legales = screen.getByRole('navigation', { name: 'Legales' });
    expect(
      within(legales).getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href'),
    ).toBe('/terminos');
    expect(
      within(legales).getByRole('link', { name: 'Política de privacidad' }).getAttribute('href'),
    ).toBe('/privacidad');
    // The withdrawal button (issue 13, Resolución 424/2020): on every page, worded verbatim.
    expect(
      within(legales).getByRole('link', { name: 'Botón de arrepentimiento' }).getAttribute('href'),
    ).toBe('/arrepentimiento');
  });

  it('Crear Evento for a guest stores the intended target', async () => {
    const { router } = renderApp('/artistas');
    await userEvent.click(await screen.findByRole('link', { name: 'Crear Evento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/precrearevento'));
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/crearevento');
  });

  it('collapses the links into a menu on small screens', async () => {
    const wide = window.innerWidth;
    window.innerWidth = 500;
    try {
      const { router } = renderApp('/artistas');
      const toggle = await screen.findByRole('button', { name: 'Menú de navegación' });
      expect(screen.queryByRole('link', { name: 'Noticias' })).toBeNull();
      // No antd until the first tap; that tap loads the dropdown and opens it.
      expect(document.querySelector('.ant-dropdown-trigger')).toBeNull();
      await userEvent.click(toggle);
      await userEvent.click(await screen.findByText('Noticias'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/noticias'));
    } finally {
      window.innerWidth = wide;
    }
  });

  it('shows Filtros only on /', async () => {
    const { router, store } = renderApp('/');
    const filtros = await screen.findByRole('button', { name: /Filtros/ });
    await userEvent.click(filtros);
    expect(store.getState().ui.filtersOpen).toBe(true);
    await router.navigate('/artistas');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Filtros/ })).toBeNull());
  });

  it('role 0: name title and the user entries, then Cerrar sesión', async () => {
    renderApp('/artistas', makeUser([0], 'Lucía Pérez'));
    const menu = await openUserMenu();
    expect(within(menu).getByText('Lucía Pérez')).toBeTruthy();
    expect(menuItems(menu)).toEqual([
      'Mis entradas',
      'Lista de espera',
      'Mis eventos favoritos',
      'Mi perfil',
      'Cerrar sesión',
    ]);
  });

  it('roles 0 and 2: adds the organiser section', async () => {
    renderApp('/artistas', makeUser([0, 2]));
    const menu = await openUserMenu();
    expect(within(menu).getByText('Opciones de organizador')).toBeTruthy();
    expect(menuItems(menu)).toEqual([
      'Mis entradas',
      'Lista de espera',
      'Mis eventos favoritos',
      'Mi perfil',
      'Mis eventos creados',
      'Mis fiestas recurrentes',
      'Entradas vendidas',
      'Mi productora',
      'Mis ventas como RRPP',
      'Cerrar sesión',
    ]);
  });

  it('role 1: only the administrator entries', async () => {
    renderApp('/artistas', makeUser([0, 1]));
    const menu = await openUserMenu();
    expect(within(menu).getByText('Administrador')).toBeTruthy();
    expect(within(menu).queryByText('Mis entradas')).toBeNull();
    expect(menuItems(menu)).toEqual([
      'Validar eventos',
      'Crear artista',
      'Editar artistas',
      'Crear noticia',
      'Editar noticias',
      'Editar Carrusel',
      'Actualizar TyC',
      'Cerrar sesión',
    ]);
  });

  it('Cerrar sesión revokes the session, forgets it and goes to /', async () => {
    const { calls } = fakeNetwork({
      'POST /Security/Logout': () => new Response(null, { status: 204 }),
    });
    const { router, store } = renderApp('/miperfil', makeUser([0]));
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByText('Cerrar sesión'));
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    // The guard moves the screen on its next render.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const logout = calls.find((r) => r.url.endsWith('/Security/Logout'));
    expect(logout?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeTruthy();
  });
});
