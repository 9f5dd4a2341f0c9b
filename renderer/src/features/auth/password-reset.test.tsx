// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@shared/messages';
import { RESET_TEXT as T } from '@shared/texts/profile';
import { LOGIN_MSG, REGISTER_MSG } from '@shared/validation/auth';
import { PROFILE_MSG, RESET_MSG } from '@shared/validation/profile';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, problem, renderApp } from '../../test/render-app';

const SLOW = 30_000;
const accepted = () => new Response(null, { status: 202 });
const noContent = () => new Response(null, { status: 204 });

const bodyOf = async (calls: Request[], path: string) =>
  (await calls
    .find((r) => r.url.endsWith(path))!
    .clone()
    .json()) as unknown;

describe('¿Olvidaste la contraseña? in the login modal', () => {
  it(
    'asks the e-mail, checks it, and answers the same neutral text',
    async () => {
      let answer: () => Response = () => problem(429, MSG.demasiadosIntentos);
      const { calls } = fakeNetwork({ 'POST /Usuario/RecuperarPassword': () => answer() });
      renderApp('/artistas');
      await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: T.olvidaste }));
      const correo = await within(dialog).findByLabelText(T.correo);
      const send = () => userEvent.click(within(dialog).getByRole('button', { name: T.enviar }));

      await send();
      expect(await within(dialog).findByText(LOGIN_MSG.correo)).toBeTruthy();
      fireEvent.change(correo, { target: { value: 'no-es-correo' } });
      await send();
      expect(await within(dialog).findByText(LOGIN_MSG.correoFormato)).toBeTruthy();
      expect(calls.some((r) => r.url.endsWith('/RecuperarPassword'))).toBe(false);

      fireEvent.change(correo, { target: { value: 'lucia@example.com' } });
      await send();
      expect(await within(dialog).findByText(MSG.demasiadosIntentos)).toBeTruthy();
      answer = accepted;
      await send();
      expect(await within(dialog).findByText(RESET_MSG.enlaceEnviado)).toBeTruthy();
      expect(await bodyOf(calls, '/Usuario/RecuperarPassword')).toEqual({
        correo: 'lucia@example.com',
      });

      await userEvent.click(within(dialog).getByRole('button', { name: T.volver }));
      expect(await within(dialog).findByPlaceholderText('Tu contraseña')).toBeTruthy();
    },
    SLOW,
  );
});

describe('/restablecer-contrasena', () => {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => userEvent.click(screen.getByRole('button', { name: T.restablecer }));

  it('without a token says the link is not valid and offers a new one', async () => {
    fakeNetwork({});
    renderApp('/restablecer-contrasena');
    expect(await screen.findByText(RESET_MSG.enlaceInvalido)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: T.restablecer }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: T.pedirOtro }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it(
    'checks the two fields, shows the server reason, and on success offers to sign in',
    async () => {
      let answer: () => Response = () => problem(400, RESET_MSG.enlaceVencido);
      const { calls } = fakeNetwork({ 'POST /Usuario/RestablecerPassword': () => answer() });
      renderApp('/restablecer-contrasena?token=abc_123-XYZ');
      await screen.findByRole('heading', { level: 1, name: T.titulo });

      await submit();
      expect(await screen.findByText(PROFILE_MSG.completarCampos)).toBeTruthy();
      fill(T.nueva, 'nueva1234');
      fill(T.confirmacion, 'nueva12345');
      await submit();
      expect(await screen.findByText(REGISTER_MSG.noCoinciden)).toBeTruthy();
      fill(T.nueva, 'soloLetras');
      fill(T.confirmacion, 'soloLetras');
      await submit();
      expect(await screen.findByText(REGISTER_MSG.passwordDebil)).toBeTruthy();
      expect(calls.some((r) => r.url.endsWith('/RestablecerPassword'))).toBe(false);

      fill(T.nueva, 'nueva1234');
      fill(T.confirmacion, 'nueva1234');
      await submit();
      expect(await screen.findByText(RESET_MSG.enlaceVencido)).toBeTruthy();
      expect(screen.getByRole('button', { name: T.pedirOtro })).toBeTruthy();

      answer = noContent;
      await submit();
      expect(await screen.findByText(RESET_MSG.passwordRestablecida)).toBeTruthy();
      const bodies = await Promise.all(
        calls
          .filter((r) => r.url.endsWith('/RestablecerPassword'))
          .map((r) => r.clone().json() as Promise<unknown>),
      );
      expect(bodies.at(-1)).toEqual({
        token: 'abc_123-XYZ',
        nueva: 'nueva1234',
        confirmacion: 'nueva1234',
      });
      await userEvent.click(screen.getByRole('button', { name: T.iniciarSesion }));
      await waitFor(() => expect(screen.getByPlaceholderText('Tu contraseña')).toBeTruthy());
    },
    SLOW,
  );
});
