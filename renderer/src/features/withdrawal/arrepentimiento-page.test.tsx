// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ARREPENTIMIENTO_MSG,
  type ArrepentimientoView,
  type OrdenArrepentible,
} from '@shared/api/withdrawal';
import { WITHDRAWAL_TEXT as T } from '@shared/texts/withdrawal';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';

const VIEW: ArrepentimientoView = {
  codigo: 'ARR-7K2M-Q9XD',
  idOrden: 55,
  evento: 'Noche Ácida',
  monto: 33000,
  solicitadoAt: '2030-07-02T15:00:00.000Z',
  reembolso: 'pendiente',
};

const ORDENES: OrdenArrepentible[] = [
  // 00:00 of 11 July and 23:00 of 12 July in Buenos Aires (UTC−03:00).
  { idOrden: 55, evento: 'Noche Ácida', total: 33000, hasta: '2030-07-11T03:00:00.000Z' },
  { idOrden: 61, evento: 'Sunset Groove', total: 12500, hasta: '2030-07-13T02:00:00.000Z' },
];
const LINEA_55 = T.compraLinea(
  'Noche Ácida',
  formatPesos(33000),
  '11 de julio de 2030 a las 00:00',
);
const LINEA_61 = T.compraLinea(
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

const posts = (calls: Request[]) =>
  calls.filter((r) => r.method === 'POST' && r.url.endsWith('/Orden/Arrepentimiento'));

/** The success block: heading, the code under its label, and what is given back. */
async function expectListo(view: ArrepentimientoView = VIEW) {
  expect(await screen.findByRole('heading', { level: 2, name: T.listo })).toBeTruthy();
  const codigo = screen.getByText(view.codigo);
  expect(codigo.previousElementSibling?.textContent).toBe(T.codigoLabel);
  expect(screen.getByText(exact(T.detalle(formatPesos(view.monto), view.evento)))).toBeTruthy();
  expect(screen.queryByRole('button', { name: T.confirmar })).toBeNull();
}

describe('/arrepentimiento signed out', () => {
  it('shows the title, the explanation and the form', async () => {
    fakeNetwork({});
    renderApp('/arrepentimiento');
    expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(screen.getByText(T.explicacion)).toBeTruthy();
    expect(screen.getByLabelText(T.correoLabel)).toBeTruthy();
    expect(screen.getByLabelText(T.ordenLabel)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.confirmar })).toBeTruthy();
    expect(screen.queryByText(T.tusCompras)).toBeNull();
  });

  it('empty or invalid fields show both messages and send nothing', async () => {
    const { calls } = fakeNetwork({});
    renderApp('/arrepentimiento');
    const confirmar = await screen.findByRole('button', { name: T.confirmar });
    await userEvent.click(confirmar);
    expect(await screen.findByText(ARREPENTIMIENTO_MSG.correo)).toBeTruthy();
    expect(screen.getByText(ARREPENTIMIENTO_MSG.orden)).toBeTruthy();
    expect(screen.getByLabelText(T.correoLabel).getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(screen.getByLabelText(T.correoLabel), 'no-es-un-correo');
    await userEvent.type(screen.getByLabelText(T.ordenLabel), '12a');
    await userEvent.click(confirmar);
    expect(await screen.findByText(ARREPENTIMIENTO_MSG.correo)).toBeTruthy();
    expect(screen.getByText(ARREPENTIMIENTO_MSG.orden)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(T.ordenLabel));
    await userEvent.type(screen.getByLabelText(T.ordenLabel), '0');
    await userEvent.click(confirmar);
    expect(await screen.findByText(ARREPENTIMIENTO_MSG.orden)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('a valid form posts the number and the lower-cased e-mail, no token, and shows the code', async () => {
    const { calls } = fakeNetwork({ 'POST /Orden/Arrepentimiento': () => json(200, VIEW) });
    renderApp('/arrepentimiento');
    await userEvent.type(await screen.findByLabelText(T.correoLabel), '  Lucia.Perez@Example.COM ');
    await userEvent.type(screen.getByLabelText(T.ordenLabel), '55');
    await userEvent.click(screen.getByRole('button', { name: T.confirmar }));
    await expectListo();
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ idOrden: 55, correo: 'lucia.perez@example.com' });
    expect(sent[0]!.headers.get('Authorization')).toBeNull();
    // The title and the explanation stay; the form is gone.
    expect(screen.getByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(screen.queryByLabelText(T.correoLabel)).toBeNull();
  });

  it.each([
    [409, ARREPENTIMIENTO_MSG.fueraDePlazo('11 de julio de 2030 a las 00:00')],
    [404, ARREPENTIMIENTO_MSG.noEncontrada],
  ])("a %i shows the server's reason by the form, which stays", async (status, detail) => {
    const { calls } = fakeNetwork({
      'POST /Orden/Arrepentimiento': () => problem(status, detail),
    });
    renderApp('/arrepentimiento');
    await userEvent.type(await screen.findByLabelText(T.correoLabel), 'lucia@example.com');
    await userEvent.type(screen.getByLabelText(T.ordenLabel), '55');
    await userEvent.click(screen.getByRole('button', { name: T.confirmar }));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(posts(calls)).toHaveLength(1);
    expect(screen.queryByText(T.listo)).toBeNull();
    expect((screen.getByLabelText(T.correoLabel) as HTMLInputElement).value).toBe(
      'lucia@example.com',
    );
    expect(screen.getByRole('button', { name: T.confirmar })).toBeTruthy();
  });

  it('?idOrden= fills in the number', async () => {
    fakeNetwork({});
    renderApp('/arrepentimiento?idOrden=55');
    expect(((await screen.findByLabelText(T.ordenLabel)) as HTMLInputElement).value).toBe('55');
  });
});

describe('/arrepentimiento signed in', () => {
  it('lists the orders still inside the window, with pesos and Buenos Aires dates', async () => {
    const { calls } = fakeNetwork({
      'GET /Orden/Arrepentibles': () => json(200, { ordenes: ORDENES }),
    });
    renderApp('/arrepentimiento', makeUser([0]));
    const list = (await screen.findByText(exact(LINEA_55))).closest('ul')!;
    expect(screen.getByRole('heading', { level: 2, name: T.tusCompras })).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([LINEA_55, LINEA_61]);
    for (const li of items) {
      expect(within(li).getByRole('button', { name: T.confirmar })).toBeTruthy();
      expect(li.getAttribute('aria-current')).toBeNull();
    }
    expect(screen.queryByLabelText(T.correoLabel)).toBeNull();
    const get = calls.find((r) => r.url.endsWith('/Orden/Arrepentibles'))!;
    expect(get.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('says so when there is none', async () => {
    fakeNetwork({ 'GET /Orden/Arrepentibles': () => json(200, { ordenes: [] }) });
    renderApp('/arrepentimiento', makeUser([0]));
    expect(await screen.findByText(T.sinCompras)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.confirmar })).toBeNull();
    expect(screen.queryByLabelText(T.correoLabel)).toBeNull();
  });

  it('confirming one posts its number with the token and shows the code', async () => {
    const view = { ...VIEW, idOrden: 61, evento: 'Sunset Groove', monto: 12500 };
    const { calls } = fakeNetwork({
      'GET /Orden/Arrepentibles': () => json(200, { ordenes: ORDENES }),
      'POST /Orden/Arrepentimiento': () => json(200, view),
    });
    renderApp('/arrepentimiento', makeUser([0]));
    const item = (await screen.findByText(exact(LINEA_61))).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: T.confirmar }));
    await expectListo(view);
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ idOrden: 61 });
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.queryByText(exact(LINEA_55))).toBeNull();
  });

  it("a refusal shows the server's reason under that order; the list stays", async () => {
    const detail = ARREPENTIMIENTO_MSG.conTransferidas;
    fakeNetwork({
      'GET /Orden/Arrepentibles': () => json(200, { ordenes: ORDENES }),
      'POST /Orden/Arrepentimiento': () => problem(409, detail),
    });
    renderApp('/arrepentimiento', makeUser([0]));
    const item = (await screen.findByText(exact(LINEA_55))).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: T.confirmar }));
    expect((await within(item).findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByText(exact(LINEA_61))).toBeTruthy();
    expect(screen.queryByText(T.listo)).toBeNull();
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

  it('?idOrden= of an order not listed still offers it, and the server answers why not', async () => {
    const detail = ARREPENTIMIENTO_MSG.fueraDePlazo('1 de julio de 2030 a las 00:00');
    const { calls } = fakeNetwork({
      'GET /Orden/Arrepentibles': () => json(200, { ordenes: [] }),
      'POST /Orden/Arrepentimiento': () => problem(409, detail),
    });
    renderApp('/arrepentimiento?idOrden=40', makeUser([0]));
    const item = (await screen.findByText(T.compraNumero(40))).closest('li')!;
    expect(item.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(T.sinCompras)).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: T.confirmar }));
    expect((await within(item).findByRole('alert')).textContent).toBe(detail);
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ idOrden: 40 });
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
