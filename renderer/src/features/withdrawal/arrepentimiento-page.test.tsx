// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ARREPENTIMIENTO_MSG, type OrdenArrepentible } from '@shared/api/withdrawal';
import { MSG } from '@shared/messages';
import { WITHDRAWAL_TEXT as T } from '@shared/texts/withdrawal';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';

const PEDIDO = { mensaje: ARREPENTIMIENTO_MSG.solicitado };

const ORDENES: OrdenArrepentible[] = [
  // 00:00 of 11 July and 23:00 of 12 July in Buenos Aires (UTC−03:00).
  {
    idOrden: 55,
    numero: '3F9A0C2B77DE',
    evento: 'Noche Ácida',
    total: 33000,
    hasta: '2030-07-11T03:00:00.000Z',
  },
  {
    idOrden: 61,
    numero: 'A1B2C3D4E5F6',
    evento: 'Sunset Groove',
    total: 12500,
    hasta: '2030-07-13T02:00:00.000Z',
  },
];
const LINEA_55 = T.compraLinea(
  '3F9A-0C2B-77DE',
  'Noche Ácida',
  formatPesos(33000),
  '11 de julio de 2030 a las 00:00',
);
const LINEA_61 = T.compraLinea(
  'A1B2-C3D4-E5F6',
  'Sunset Groove',
  formatPesos(12500),
  '12 de julio de 2030 a las 23:00',
);

/**
 * A paragraph whose text is exactly `text`, compared as it is: money has a no-break space after
 * the peso sign, which Testing Library's default matching would turn into a plain one.
 */
const exact = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === text;

const posts = (calls: Request[], path = '/Orden/Arrepentimiento') =>
  calls.filter((r) => r.method === 'POST' && r.url.endsWith(path));

describe('/arrepentimiento signed out', () => {
  it('shows the title, the explanation and the form that only asks', async () => {
    fakeNetwork({});
    renderApp('/arrepentimiento');
    expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(screen.getByText(T.explicacion)).toBeTruthy();
    expect(screen.getByText(T.comoFunciona)).toBeTruthy();
    expect(screen.getByLabelText(T.correoLabel)).toBeTruthy();
    expect(screen.getByLabelText(T.ordenLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.pedir })).toBeTruthy();
    expect(screen.queryByText(T.tusCompras)).toBeNull();
  });

  it('empty or invalid fields show both messages and send nothing; the old sequential id is not a number', async () => {
    const { calls } = fakeNetwork({});
    renderApp('/arrepentimiento');
    const pedir = await screen.findByRole('button', { name: T.pedir });
    await userEvent.click(pedir);
    expect(await screen.findByText(ARREPENTIMIENTO_MSG.correo)).toBeTruthy();
    expect(screen.getByText(ARREPENTIMIENTO_MSG.orden)).toBeTruthy();
    expect(screen.getByLabelText(T.correoLabel).getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByLabelText(T.correoLabel), 'no-es-un-correo');
    await userEvent.type(screen.getByLabelText(T.ordenLabel), '55');
    await userEvent.click(pedir);
    expect(await screen.findByText(ARREPENTIMIENTO_MSG.correo)).toBeTruthy();
    expect(screen.getByText(ARREPENTIMIENTO_MSG.orden)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('posts the number as stored and the lower-cased e-mail, no token, and shows the neutral answer', async () => {
    const { calls } = fakeNetwork({ 'POST /Orden/Arrepentimiento': () => json(202, PEDIDO) });
    renderApp('/arrepentimiento');
    await userEvent.type(await screen.findByLabelText(T.correoLabel), '  Lucia.Perez@Example.COM ');
    await userEvent.type(screen.getByLabelText(T.ordenLabel), '3f9a-0c2b 77de');
    await userEvent.click(screen.getByRole('button', { name: T.pedir }));
    expect(await screen.findByRole('heading', { level: 2, name: T.pedidoTitulo })).toBeTruthy();
    expect(screen.getByText(ARREPENTIMIENTO_MSG.solicitado)).toBeTruthy();
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({
      numero: '3F9A0C2B77DE',
      correo: 'lucia.perez@example.com',
    });
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
    // The title and the explanation stay; the form is gone.
    expect(screen.getByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(screen.queryByLabelText(T.correoLabel)).toBeNull();
  });

  it('too many requests: the server’s reason by the form, which stays', async () => {
    fakeNetwork({
      'POST /Orden/Arrepentimiento': () => problem(429, MSG.demasiadosIntentos),
    });
    renderApp('/arrepentimiento');
    await userEvent.type(await screen.findByLabelText(T.correoLabel), 'lucia@example.com');
    await userEvent.type(screen.getByLabelText(T.ordenLabel), '3F9A0C2B77DE');
    await userEvent.click(screen.getByRole('button', { name: T.pedir }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.demasiadosIntentos);
    expect((screen.getByLabelText(T.correoLabel) as HTMLInputElement).value).toBe(
      'lucia@example.com',
    );
  });
});

describe('/arrepentimiento signed in', () => {
  it('lists the orders still inside the window with their numbers, and keeps the form for another', async () => {
    const { calls } = fakeNetwork({
      'GET /Orden/Arrepentibles': () => json(200, { ordenes: ORDENES }),
    });
    renderApp('/arrepentimiento', makeUser([0]));
    const list = (await screen.findByText(exact(LINEA_55))).closest('ul')!;
    expect(screen.getByRole('heading', { level: 2, name: T.tusCompras })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([LINEA_55, LINEA_61]);
    for (const li of items)
      expect(within(li).getByRole('button', { name: T.revocar })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: T.otraCompra })).toBeTruthy();
    expect(screen.getByLabelText(T.correoLabel)).toBeTruthy();
    const get = calls.find((r) => r.url.endsWith('/Orden/Arrepentibles'))!;
    expect(get.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('says so when there is none', async () => {
    fakeNetwork({ 'GET /Orden/Arrepentibles': () => json(200, { ordenes: [] }) });
    renderApp('/arrepentimiento', makeUser([0]));
    expect(await screen.findByText(T.sinCompras)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.revocar })).toBeNull();
  });

  it('"Revocar compra" asks for that order and opens its confirmation, revoking nothing yet', async () => {
    const token = 'A'.repeat(43);
    const { calls } = fakeNetwork({
      'GET /Orden/Arrepentibles': () => json(200, { ordenes: ORDENES }),
      'POST /Orden/Arrepentimiento/Propia': () => json(200, { token }),
      'GET /Orden/Arrepentimiento/Solicitud': () =>
        json(200, {
          codigo: 'ARR-7K2M-Q9XD',
          numero: 'A1B2C3D4E5F6',
          evento: 'Sunset Groove',
          entradas: 1,
          total: 12500,
          cargoServicio: 1136,
          venceAt: '2030-07-04T15:00:00.000Z',
        }),
    });
    const { router } = renderApp('/arrepentimiento', makeUser([0]));
    const item = (await screen.findByText(exact(LINEA_61))).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: T.revocar }));
    expect(await screen.findByRole('dialog', { name: T.dialogoTitulo })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/arrepentimiento/confirmar/${token}`);
    const sent = posts(calls, '/Orden/Arrepentimiento/Propia');
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ idOrden: 61 });
    expect(posts(calls, '/Orden/Arrepentimiento/Confirmar')).toHaveLength(0);
  });

  it("a refusal shows the server's reason under that order; the list stays", async () => {
    const detail = ARREPENTIMIENTO_MSG.conTransferidas;
    fakeNetwork({
      'GET /Orden/Arrepentibles': () => json(200, { ordenes: ORDENES }),
      'POST /Orden/Arrepentimiento/Propia': () => problem(409, detail),
    });
    renderApp('/arrepentimiento', makeUser([0]));
    const item = (await screen.findByText(exact(LINEA_55))).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: T.revocar }));
    expect((await within(item).findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByText(exact(LINEA_61))).toBeTruthy();
  });

  it('?idOrden= puts that order first and marks it', async () => {
    fakeNetwork({ 'GET /Orden/Arrepentibles': () => json(200, { ordenes: ORDENES }) });
    renderApp('/arrepentimiento?idOrden=61', makeUser([0]));
    const list = (await screen.findByText(exact(LINEA_61))).closest('ul')!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([LINEA_61, LINEA_55]);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    expect(items[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('a failed load says so and asks again on Reintentar', async () => {
    let fail = true;
    fakeNetwork({
      'GET /Orden/Arrepentibles': () =>
        fail ? problem(500, 'Error') : json(200, { ordenes: ORDENES }),
    });
    renderApp('/arrepentimiento', makeUser([0]));
    expect(await screen.findByText(T.errorCarga)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: T.reintentar }));
    await waitFor(() => expect(screen.getByText(exact(LINEA_55))).toBeTruthy());
  });
});
