// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSFER_MSG, type TransferenciaPublica } from '@shared/api/transfers';
import { STORAGE_KEYS } from '@shared/domain/limits';
import { TRANSFER_TEXT as T } from '@shared/texts/transfers';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const TOKEN = 'tK9_aZ-3xQ8mW2pL7vR4nB6c';
const PATH = `/transferencia/${TOKEN}`;

const publica = (over: Partial<TransferenciaPublica> = {}): TransferenciaPublica => ({
  estado: 'pendiente',
  de: 'Lucía Pérez',
  evento: 'Noche Ácida',
  dia: '2030-07-13T02:00:00.000Z', // viernes 12 de julio, 23:00 in Buenos Aires
  dsTipo: 'General',
  correo: 'amiga@example.com',
  ...over,
});

const DETALLE = T.recibirDetalle('Lucía Pérez', 'Noche Ácida', 'Viernes, 12 de julio', 'General');

describe('/transferencia/:token', () => {
  it('a guest sees who sends what, and is asked to sign in (and come back) or sign up', async () => {
    const { calls } = fakeNetwork({ 'GET /Transferencia/Ver': () => json(200, publica()) });
    const { router } = renderApp(PATH);
    expect(await screen.findByText(DETALLE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: T.recibirTitulo })).toBeTruthy();
    expect(new URL(calls[0]!.url).searchParams.get('token')).toBe(TOKEN);
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
    expect(screen.getByText(T.ingresarParaRecibir)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.recibir })).toBeNull();
    const ingresar = screen.getByRole('link', { name: T.ingresar });
    const registrarme = screen.getByRole('link', { name: T.registrarme });
    expect(ingresar.getAttribute('href')).toBe('/login');
    expect(registrarme.getAttribute('href')).toBe('/register');
    // Signing in comes back to this link (the post-login redirect the login modal follows).
    await userEvent.click(ingresar);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(STORAGE_KEYS.postLoginRedirect)).toBe(PATH);
  });

  it('signed in: receives the ticket and links to it', async () => {
    const { calls } = fakeNetwork({
      'GET /Transferencia/Ver': () => json(200, publica()),
      'POST /Transferencia/Aceptar': () => json(200, { idTicket: 88 }),
    });
    renderApp(PATH, makeUser([0]));
    expect(await screen.findByText(DETALLE)).toBeTruthy();
    expect(screen.queryByText(T.ingresarParaRecibir)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.recibir }));
    expect(await screen.findByText(T.recibida)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.verEntrada }).getAttribute('href')).toBe(
      '/entrada-adquirida?idTicket=88',
    );
    expect(screen.queryByRole('button', { name: T.recibir })).toBeNull();
    const post = calls.filter((r) => r.method === 'POST');
    expect(post).toHaveLength(1);
    expect(await post[0]!.json()).toEqual({ token: TOKEN });
    expect(post[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it("signed in: the server's refusal is shown as it says it", async () => {
    fakeNetwork({
      'GET /Transferencia/Ver': () => json(200, publica()),
      'POST /Transferencia/Aceptar': () => problem(409, TRANSFER_MSG.propia),
    });
    renderApp(PATH, makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: T.recibir }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRANSFER_MSG.propia);
    expect(screen.queryByText(T.recibida)).toBeNull();
  });

  it('a transfer already received or cancelled says so and offers nothing', async () => {
    fakeNetwork({ 'GET /Transferencia/Ver': () => json(200, publica({ estado: 'cancelada' })) });
    const first = renderApp(PATH, makeUser([0]));
    expect(await screen.findByText(T.yaCancelada)).toBeTruthy();
    expect(screen.getByText(DETALLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.recibir })).toBeNull();
    first.unmount();

    fakeNetwork({ 'GET /Transferencia/Ver': () => json(200, publica({ estado: 'aceptada' })) });
    renderApp(PATH);
    expect(await screen.findByText(T.yaAceptada)).toBeTruthy();
    expect(screen.queryByRole('link', { name: T.ingresar })).toBeNull();
  });

  it('an unknown link, or one that cannot be a token, is invalid', async () => {
    fakeNetwork({
      'GET /Transferencia/Ver': () => problem(404, TRANSFER_MSG.linkInvalido),
    });
    const first = renderApp(PATH);
    expect(await screen.findByText(TRANSFER_MSG.linkInvalido)).toBeTruthy();
    first.unmount();

    const { calls } = fakeNetwork({});
    renderApp('/transferencia/corto');
    expect(await screen.findByText(TRANSFER_MSG.linkInvalido)).toBeTruthy();
    expect(calls.some((r) => r.url.includes('/Transferencia/'))).toBe(false);
  });
});
