// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@shared/messages';
import { REGISTER_MSG } from '@shared/validation/auth';
import { describe, expect, it } from 'vitest';
import { desafioOf, easyChallenge } from '../../test/desafio-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const VALID = {
  'Tu nombre': 'Lucía',
  'Tu apellido': 'Pérez',
  'Creá una contraseña': 'techno2024',
  'Confirmá tu contraseña': 'techno2024',
  'Tu DNI/Pasaporte': '30123456',
  // Typed day/month/year (issue 15); sent as YYYY-MM-DD.
  'Tu fecha de nacimiento': '20/04/1995',
  'Tu correo electrónico': 'lucia@example.com',
  'Tu teléfono (sin 0 ni 15)': '1144556677',
};

/** Sets each field at once (typing key by key through antd is slow in jsdom), then submits. */
async function fill(values: Partial<Record<keyof typeof VALID, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  await userEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
}

describe('RegisterPage', () => {
  it('shows every required-field message under its field', async () => {
    fakeNetwork({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Registrarse' })).toBeTruthy();
    await fill({});
    for (const message of [
      REGISTER_MSG.nombre,
      REGISTER_MSG.apellido,
      REGISTER_MSG.password,
      REGISTER_MSG.confirmacion,
      REGISTER_MSG.dni,
      REGISTER_MSG.dtNacimiento,
      REGISTER_MSG.correo,
      REGISTER_MSG.telefono,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('shows the weak-password, e-mail and mismatch messages', async () => {
    fakeNetwork({});
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill({
      ...VALID,
      'Creá una contraseña': 'corta',
      'Tu correo electrónico': 'no-es-un-mail',
    });
    expect(await screen.findByText(REGISTER_MSG.passwordDebil)).toBeTruthy();
    // Each field's rule settles on its own: wait for this one too.
    expect(await screen.findByText(REGISTER_MSG.correoFormato)).toBeTruthy();
    await fill({ ...VALID, 'Confirmá tu contraseña': 'techno2025' });
    expect(await screen.findByText(REGISTER_MSG.noCoinciden)).toBeTruthy();
  });

  it('abc / abd: the strength message under the password, the mismatch under the confirmation', async () => {
    fakeNetwork({});
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill({ 'Creá una contraseña': 'abc', 'Confirmá tu contraseña': 'abd' });
    const item = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')!;
    await waitFor(() =>
      expect(item('Confirmá tu contraseña').textContent).toContain(REGISTER_MSG.noCoinciden),
    );
    expect(item('Creá una contraseña').textContent).toContain(REGISTER_MSG.passwordDebil);
  });

  it('409: the e-mail is already registered', async () => {
    fakeNetwork({ 'POST /Usuario/CreateUsuario': () => problem(409, MSG.correoEnUso) });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill(VALID);
    expect(await screen.findByText(MSG.correoEnUso)).toBeTruthy();
  });

  it('shows server field errors and the generic failure', async () => {
    fakeNetwork({
      'POST /Usuario/CreateUsuario': () =>
        problem(400, 'Datos inválidos', { dni: 'El DNI debe tener entre 7 y 9 dígitos.' }),
    });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill(VALID);
    expect(await screen.findByText('El DNI debe tener entre 7 y 9 dígitos.')).toBeTruthy();
  });

  it('500: Error al registrarse', async () => {
    fakeNetwork({ 'POST /Usuario/CreateUsuario': () => problem(500, 'x') });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill(VALID);
    expect(await screen.findByText(MSG.errorRegistro)).toBeTruthy();
  });

  it('success: modal, Aceptar logs in with the typed credentials and goes to /', async () => {
    const usuario = makeUser([0]);
    const { calls } = fakeNetwork({
      'POST /Usuario/CreateUsuario': () => json(201, { idUsuario: 7 }),
      'POST /Security/Login': () => json(200, { token: 'jwt-2', usuario }),
    });
    const { router, store } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill(VALID);
    expect(await screen.findByText(MSG.registroExitoso)).toBeTruthy();
    const created = (await calls
      .find((r) => r.url.endsWith('/Usuario/CreateUsuario'))!
      .clone()
      .json()) as Record<string, unknown>;
    expect(created).toMatchObject({
      nombre: 'Lucía',
      correo: 'lucia@example.com',
      dtNacimiento: '1995-04-20',
    });
    expect(created).not.toHaveProperty('confirmacion');
    // Sign-up always carries a solved challenge, solved while the form was filled in.
    const sent = desafioOf(calls.find((r) => r.url.endsWith('/Usuario/CreateUsuario'))!);
    expect(sent?.solution.derivedKey.startsWith(sent.challenge.parameters.keyPrefix)).toBe(true);
    expect(screen.getByText('Verificado')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user?.id).toBe(7);
    expect(window.localStorage.getItem('token')).toBe('jwt-2');
  });

  it('a tap while the device is still solving its challenge is not lost: the account is created once it is solved', async () => {
    const { calls } = fakeNetwork({
      // A slow network: the challenge arrives after the form is sent.
      'GET /Desafio': async () => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return json(200, easyChallenge());
      },
      'POST /Usuario/CreateUsuario': () => json(201, { idUsuario: 7 }),
    });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill(VALID);
    expect(calls.some((r) => r.url.endsWith('/Usuario/CreateUsuario'))).toBe(false);
    expect(await screen.findByText(MSG.registroExitoso, {}, { timeout: 5000 })).toBeTruthy();
    const created = calls.filter((r) => r.url.endsWith('/Usuario/CreateUsuario'));
    expect(created).toHaveLength(1);
    expect(desafioOf(created[0]!)).not.toBeNull();
  });

  it('success: goes to / even if the automatic login fails', async () => {
    fakeNetwork({
      'POST /Usuario/CreateUsuario': () => json(201, { idUsuario: 7 }),
      'POST /Security/Login': () => problem(500, 'x'),
    });
    const { router, store } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Registrarse' });
    await fill(VALID);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user).toBeNull();
  });

  it('redirects a signed-in user to /', async () => {
    fakeNetwork({});
    const { router } = renderApp('/register', makeUser([0]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
