// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ARREPENTIMIENTO_MSG,
  type ArrepentimientoPreview,
  type ArrepentimientoView,
} from '@shared/api/withdrawal';
import { WITHDRAWAL_TEXT as T } from '@shared/texts/withdrawal';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';

const TOKEN = 'Zx9_q-'.repeat(7) + 'A';
const PATH = `/arrepentimiento/confirmar/${TOKEN}`;

const PREVIEW: ArrepentimientoPreview = {
  codigo: 'ARR-7K2M-Q9XD',
  numero: '3F9A0C2B77DE',
  evento: 'Noche Ácida',
  entradas: 2,
  total: 33000,
  cargoServicio: 3000,
  // 12:00 of 4 July in Buenos Aires.
  venceAt: '2030-07-04T15:00:00.000Z',
};
const VIEW: ArrepentimientoView = {
  codigo: 'ARR-7K2M-Q9XD',
  idOrden: 55,
  numero: '3F9A0C2B77DE',
  evento: 'Noche Ácida',
  monto: 33000,
  solicitadoAt: '2030-07-02T15:00:00.000Z',
  reembolso: 'pendiente',
};
const exact = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === text;

describe('/arrepentimiento/confirmar/{token}', () => {
  it('signed out: asks to sign in with the buyer’s account and comes back here', async () => {
    const { calls } = fakeNetwork({});
    renderApp(PATH);
    expect(await screen.findByText(T.ingresarParaConfirmar)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: T.ingresar }));
    expect(window.localStorage.getItem('postLoginRedirect')).toBe(PATH);
    expect(calls.filter((r) => r.url.includes('/Orden/Arrepentimiento'))).toHaveLength(0);
  });

  it('the buyer sees one dialog with what is lost and refunded, confirms, and gets the code', async () => {
    const { calls } = fakeNetwork({
      'GET /Orden/Arrepentimiento/Solicitud': () => json(200, PREVIEW),
      'POST /Orden/Arrepentimiento/Confirmar': () => json(200, VIEW),
    });
    renderApp(PATH, makeUser([0]));
    const dialog = await screen.findByRole('dialog', { name: T.dialogoTitulo });
    expect(within(dialog).getByText(T.compraNumero('3F9A-0C2B-77DE'))).toBeTruthy();
    expect(within(dialog).getByText(T.pierdes(2, 'Noche Ácida'))).toBeTruthy();
    expect(
      within(dialog).getByText(exact(T.devolvemos(formatPesos(33000), formatPesos(3000)))),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(T.vence(T.fechaHora('4 de julio de 2030', '12:00'))),
    ).toBeTruthy();
    const get = calls.find((r) => r.url.includes('/Orden/Arrepentimiento/Solicitud'))!;
    expect(new URL(get.url).searchParams.get('token')).toBe(TOKEN);
    expect(get.headers.get('Authorization')).toBe('Bearer test-token');

    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmar }));
    expect(await screen.findByRole('heading', { level: 2, name: T.listo })).toBeTruthy();
    expect(screen.getByText('ARR-7K2M-Q9XD')).toBeTruthy();
    expect(screen.getByText(exact(T.detalle(formatPesos(33000), 'Noche Ácida')))).toBeTruthy();
    const post = calls.filter((r) => r.method === 'POST');
    expect(post).toHaveLength(1);
    expect(await post[0]!.json()).toEqual({ token: TOKEN });
  });

  it('keeping the tickets confirms nothing', async () => {
    const { calls } = fakeNetwork({
      'GET /Orden/Arrepentimiento/Solicitud': () => json(200, PREVIEW),
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
    });
    const { router } = renderApp(PATH, makeUser([0]));
    await userEvent.click(await screen.findByRole('link', { name: T.conservar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mis-entradas'));
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('another account: says so, who is signed in, and offers to switch', async () => {
    fakeNetwork({
      'GET /Orden/Arrepentimiento/Solicitud': () => problem(403, ARREPENTIMIENTO_MSG.otraCuenta),
      'POST /Security/Logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp(PATH, makeUser([0]));
    expect((await screen.findByRole('alert')).textContent).toBe(ARREPENTIMIENTO_MSG.otraCuenta);
    expect(screen.getByText(T.sesionActual('lucia@example.com'))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.cambiarCuenta }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('postLoginRedirect')).toBe(PATH);
  });

  it.each([
    [410, ARREPENTIMIENTO_MSG.linkUsado],
    [410, ARREPENTIMIENTO_MSG.linkVencido],
    [404, ARREPENTIMIENTO_MSG.linkInvalido],
    [409, ARREPENTIMIENTO_MSG.ingresada],
  ])('a %i says why in Spanish and offers no confirmation', async (status, detail) => {
    fakeNetwork({ 'GET /Orden/Arrepentimiento/Solicitud': () => problem(status, detail) });
    renderApp(PATH, makeUser([0]));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(screen.queryByRole('button', { name: T.confirmar })).toBeNull();
  });

  it('a refusal at the confirmation is shown in the dialog', async () => {
    fakeNetwork({
      'GET /Orden/Arrepentimiento/Solicitud': () => json(200, PREVIEW),
      'POST /Orden/Arrepentimiento/Confirmar': () => problem(409, ARREPENTIMIENTO_MSG.ingresada),
    });
    renderApp(PATH, makeUser([0]));
    const dialog = await screen.findByRole('dialog', { name: T.dialogoTitulo });
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmar }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      ARREPENTIMIENTO_MSG.ingresada,
    );
  });
});
