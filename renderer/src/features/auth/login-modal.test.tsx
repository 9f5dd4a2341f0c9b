// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@shared/messages';
import { LOGIN_MSG } from '@shared/validation/auth';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

async function openLoginAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
  if (email) await user.type(screen.getByPlaceholderText('Tu email'), email);
  if (password) await user.type(screen.getByPlaceholderText('Tu contraseña'), password);
  const submit = [...dialog.querySelectorAll('button[type="submit"]')][0] as HTMLButtonElement;
  await user.click(submit);
  return dialog;
}

describe('LoginModal', () => {
  it('shows the validation messages', async () => {
    fakeNetwork({});
    renderApp('/artistas');
    await openLoginAndSubmit('', '');
    expect(await screen.findByText(LOGIN_MSG.correo)).toBeTruthy();
    expect(screen.getByText(LOGIN_MSG.password)).toBeTruthy();
  });

  it('401: Credenciales inválidas', async () => {
    fakeNetwork({ 'POST /Security/Login': () => problem(401, 'Credenciales inválidas') });
    renderApp('/artistas');
    await openLoginAndSubmit('lucia@example.com', 'clave1234');
    expect(await screen.findByText(MSG.credencialesInvalidas)).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('403 (role 3): the validation-app notice, and nothing is stored', async () => {
    fakeNetwork({ 'POST /Security/Login': () => problem(403, MSG.rolValidador) });
    const { store } = renderApp('/artistas');
    await openLoginAndSubmit('validador@example.com', 'clave1234');
    expect(await screen.findByText(MSG.rolValidador)).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(store.getState().session.user).toBeNull();
  });

  it('a network failure shows the connection error', async () => {
    fakeNetwork({
      'POST /Security/Login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/artistas');
    await openLoginAndSubmit('lucia@example.com', 'clave1234');
    expect(await screen.findByText(MSG.errorConexion)).toBeTruthy();
  });

  it('success stores token and user, closes and follows the stored redirect', async () => {
    const usuario = makeUser([0], 'Lucía Pérez');
    const { calls } = fakeNetwork({
      'POST /Security/Login': () => json(200, { token: 'jwt-1', usuario }),
    });
    window.localStorage.setItem('postLoginRedirect', '/miperfil');
    const { router, store } = renderApp('/artistas');
    await openLoginAndSubmit('lucia@example.com', 'clave1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/miperfil'));
    expect(store.getState().session.user?.name).toBe('Lucía Pérez');
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(usuario);
    expect(window.localStorage.getItem('postLoginRedirect')).toBeNull();
    const body = (await calls
      .find((r) => r.url.endsWith('/Security/Login'))!
      .clone()
      .json()) as unknown;
    expect(body).toEqual({ usuario: 'lucia@example.com', pass: 'clave1234' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Iniciar Sesión' })).toBeNull(),
    );
  });
});
