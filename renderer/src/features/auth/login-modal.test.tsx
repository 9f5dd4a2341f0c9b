// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@shared/messages';
import { LOGIN_MSG } from '@shared/validation/auth';
import { describe, expect, it } from 'vitest';
import { DESAFIO_MSG } from '@shared/texts/desafio';
import { desafioOf } from '../../test/desafio-fixtures';
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

  it('after failures: the 429 asking for a challenge shows the widget, which solves one, and the same tap signs in', async () => {
    const usuario = makeUser([0], 'Lucía Pérez');
    // The answer to the solved attempt waits until the widget has been seen: solving can be
    // quicker than a look at the form, and success closes it.
    let release = () => {};
    const seen = new Promise<void>((resolve) => (release = resolve));
    const { calls } = fakeNetwork({
      'POST /Security/Login': async (request) => {
        if (!desafioOf(request))
          return json(429, { status: 429, detail: DESAFIO_MSG.espera, desafio: true });
        await seen;
        return json(200, { token: 'jwt-3', usuario });
      },
    });
    const { store } = renderApp('/artistas');
    const dialog = await openLoginAndSubmit('lucia@example.com', 'clave1234');
    // ALTCHA's widget, in Pulso's words, inside the sign-in form (solving, or solved).
    const widget = await within(dialog).findAllByText(/^(No soy un robot|Verificado)$/, undefined, {
      timeout: 10_000,
    });
    expect(widget.length).toBeGreaterThan(0);
    release();
    await waitFor(() => expect(store.getState().session.user?.name).toBe('Lucía Pérez'));
    const logins = calls.filter((r) => r.url.endsWith('/Security/Login'));
    expect(logins).toHaveLength(2);
    expect(desafioOf(logins[0]!)).toBeNull();
    const sent = desafioOf(logins[1]!)!;
    // Solved for real: the served challenge, and a key that starts as it asked.
    const served = calls.find((r) => r.url.endsWith('/Desafio'));
    expect(served).toBeTruthy();
    expect(sent.challenge.parameters.keyPrefix).toBe('0');
    expect(sent.solution.derivedKey.startsWith('0')).toBe(true);
    expect(await logins[1]!.clone().json()).toEqual({
      usuario: 'lucia@example.com',
      pass: 'clave1234',
    });
  });

  it('a challenge the server keeps refusing ends in a message, not a loop', async () => {
    const { calls } = fakeNetwork({
      'POST /Security/Login': () =>
        json(428, { status: 428, detail: DESAFIO_MSG.invalido, desafio: true }),
    });
    renderApp('/artistas');
    await openLoginAndSubmit('lucia@example.com', 'clave1234');
    expect(await screen.findByText(DESAFIO_MSG.fallo)).toBeTruthy();
    // The first try and two solved challenges.
    expect(calls.filter((r) => r.url.endsWith('/Security/Login'))).toHaveLength(3);
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
