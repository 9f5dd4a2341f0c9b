// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TicketDetalle } from '@shared/api/after-sale';
import { TRANSFER_MSG } from '@shared/api/transfers';
import { RESALE_MSG, type TicketReventa } from '@shared/api/waitlist';
import { TICKET_TEXT } from '@shared/texts/tickets';
import { TRANSFER_TEXT } from '@shared/texts/transfers';
import { RESALE_TEXT as T } from '@shared/texts/waitlist';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { makeReventa, makeTicketDetalle, makeTicketReventa } from '../../test/ticket-fixtures';
import { formatPesos } from '../../ui/format';

/** Text with its no-break spaces kept (formatPesos puts one after the peso sign). */
const exact = { normalizer: (text: string) => text };
const PATH = '/entrada-adquirida?idTicket=12';

const posts = (calls: Request[], path: string) =>
  calls.filter((r) => r.method === 'POST' && r.url.endsWith(path));
const gets = (calls: Request[]) => calls.filter((r) => r.url.includes('/Entrada/GetEntrada'));
/** The ticket's page as the server answers it: the resale picture and, on the card, the listing. */
const detalle = (revender: Partial<TicketReventa>, overrides: Partial<TicketDetalle> = {}) => {
  const picture = makeTicketReventa(revender);
  return makeTicketDetalle({ revender: picture, reventa: picture.activa, ...overrides });
};

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: T.revender }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(T.dialogoTitulo)).toBeTruthy();
  return dialog;
}

describe('/entrada-adquirida: resale at face value', () => {
  it('the dialog explains the ceiling, the fee kept and the door, with the price paid first', async () => {
    fakeNetwork({ 'GET /Entrada/GetEntrada': () => json(200, detalle({})) });
    renderApp(PATH, makeUser([0]));
    const dialog = await openDialog();
    expect(within(dialog).getByText(T.aviso(formatPesos(15000)), exact)).toBeTruthy();
    expect(within(dialog).getByText(T.avisoPuerta)).toBeTruthy();
    const field = within(dialog).getByLabelText(T.precioLabel);
    expect((field as HTMLInputElement).value).toBe('15000');
    expect(
      within(dialog).getByText(T.avisoCargo(formatPesos(15000), formatPesos(1500)), exact),
    ).toBeTruthy();
    // The refund line follows the typed price.
    await userEvent.clear(field);
    await userEvent.type(field, '9000');
    expect(
      within(dialog).getByText(T.avisoCargo(formatPesos(9000), formatPesos(1500)), exact),
    ).toBeTruthy();
  });

  it('refuses a price above what was paid, or not a whole positive amount, and sends nothing', async () => {
    const { calls } = fakeNetwork({ 'GET /Entrada/GetEntrada': () => json(200, detalle({})) });
    renderApp(PATH, makeUser([0]));
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText(T.precioLabel);
    const confirmar = within(dialog).getByRole('button', { name: T.confirmar });

    await userEvent.clear(field);
    await userEvent.type(field, '20000');
    await userEvent.click(confirmar);
    const mayor = RESALE_MSG.precioMayor(formatPesos(15000));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(mayor);
    expect(mayor).toBe('El precio no puede superar lo que pagaste por la entrada ($\u00a015.000).');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    for (const typed of ['0', '']) {
      await userEvent.clear(field);
      if (typed) await userEvent.type(field, typed);
      await userEvent.click(confirmar);
      expect((await within(dialog).findByRole('alert')).textContent).toBe(RESALE_MSG.precio);
    }
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
    // Volver closes it, still without sending.
    await userEvent.click(within(dialog).getByRole('button', { name: T.volver }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends {idTicket, precio}, reads the ticket again and shows it listed, without transfer', async () => {
    let listed = false;
    const { calls } = fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          detalle(
            listed
              ? { puedeRevender: false, activa: makeReventa({ precio: 12000 }) }
              : { puedeRevender: true },
          ),
        ),
      'POST /Entrada/Revender': () => {
        listed = true;
        return json(200, makeTicketReventa({ activa: makeReventa({ precio: 12000 }) }));
      },
    });
    renderApp(PATH, makeUser([0]));
    expect(await screen.findByRole('button', { name: TRANSFER_TEXT.transferir })).toBeTruthy();
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText(T.precioLabel);
    await userEvent.clear(field);
    await userEvent.type(field, '12000');
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmar }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const section = await screen.findByRole('region', { name: T.seccion });
    expect(await within(section).findByText(T.publicada(formatPesos(12000)), exact)).toBeTruthy();
    expect(within(section).getByRole('button', { name: T.cancelar })).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.revender })).toBeNull();
    // Listed: no transfer (the server refuses it), and the QR says it does not admit.
    expect(screen.queryByRole('button', { name: TRANSFER_TEXT.transferir })).toBeNull();
    expect(screen.getByText(TRANSFER_MSG.enReventa)).toBeTruthy();
    expect(screen.getByText(RESALE_MSG.puerta)).toBeTruthy();

    const post = posts(calls, '/Entrada/Revender');
    expect(post).toHaveLength(1);
    expect(await post[0]!.json()).toEqual({ idTicket: 12, precio: 12000 });
    expect(post[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(gets(calls)).toHaveLength(2);
  });

  it("shows the server's refusal in the dialog and stays", async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () => json(200, detalle({})),
      'POST /Entrada/Revender': () => problem(409, RESALE_MSG.transferenciaPendiente),
    });
    renderApp(PATH, makeUser([0]));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmar }));
    expect(await within(dialog).findByText(RESALE_MSG.transferenciaPendiente)).toBeTruthy();
  });

  it('a listing is cancelled: the route is called, the message shown and the ticket read again', async () => {
    let cancelled = false;
    const { calls } = fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          detalle(
            cancelled ? {} : { puedeRevender: false, activa: makeReventa({ idReventa: 81 }) },
          ),
        ),
      'POST /Entrada/CancelarReventa': () => {
        cancelled = true;
        return json(200, makeTicketReventa());
      },
    });
    renderApp(PATH, makeUser([0]));
    expect(await screen.findByText(T.publicada(formatPesos(15000)), exact)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.cancelar }));
    expect(await screen.findByText(T.cancelada)).toBeTruthy();
    // Read again: it may be listed (and transferred) once more.
    expect(await screen.findByRole('button', { name: T.revender })).toBeTruthy();
    expect(screen.getByRole('button', { name: TRANSFER_TEXT.transferir })).toBeTruthy();
    const post = posts(calls, '/Entrada/CancelarReventa');
    expect(post).toHaveLength(1);
    expect(await post[0]!.json()).toEqual({ idReventa: 81 });
    expect(gets(calls)).toHaveLength(2);
  });

  it("a refused cancel shows the server's words", async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(200, detalle({ puedeRevender: false, activa: makeReventa() })),
      'POST /Entrada/CancelarReventa': () => problem(409, RESALE_MSG.ofertada),
    });
    renderApp(PATH, makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: T.cancelar }));
    expect((await screen.findByRole('alert')).textContent).toBe(RESALE_MSG.ofertada);
  });

  it('held by someone on the wait list: says so, with neither cancel nor transfer', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(200, detalle({ puedeRevender: false, activa: makeReventa({ estado: 'ofertada' }) })),
    });
    renderApp(PATH, makeUser([0]));
    expect(await screen.findByText(T.ofertada)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.cancelar })).toBeNull();
    expect(screen.queryByRole('button', { name: TRANSFER_TEXT.transferir })).toBeNull();
  });

  it('resold: the price and its refund, and no QR, download nor transfer', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          detalle({
            puedeRevender: false,
            activa: makeReventa({
              precio: 14000,
              estado: 'vendida',
              reembolso: { monto: 14000, estado: 'hecho' },
            }),
          }),
        ),
    });
    renderApp(PATH, makeUser([0]));
    expect(await screen.findByText(T.vendida(formatPesos(14000)), exact)).toBeTruthy();
    expect(screen.getByText(T.reembolso.hecho(formatPesos(14000)), exact)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Noche Ácida' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: TICKET_TEXT.qrAlt('Noche Ácida') })).toBeNull();
    expect(screen.queryByRole('button', { name: TICKET_TEXT.descargar })).toBeNull();
    expect(screen.queryByRole('button', { name: TRANSFER_TEXT.transferir })).toBeNull();
    expect(screen.queryByRole('button', { name: T.revender })).toBeNull();
  });

  it('not offered when it may not be listed, whatever the reason', async () => {
    for (const motivo of [RESALE_MSG.noComprada, RESALE_MSG.usada, null]) {
      fakeNetwork({
        'GET /Entrada/GetEntrada': () => json(200, detalle({ puedeRevender: false, motivo })),
      });
      const view = renderApp(PATH, makeUser([0]));
      await screen.findByRole('button', { name: TICKET_TEXT.descargar });
      expect(screen.queryByRole('region', { name: T.seccion })).toBeNull();
      expect(screen.queryByRole('button', { name: T.revender })).toBeNull();
      if (motivo) expect(screen.queryByText(motivo)).toBeNull();
      view.unmount();
    }
  });
});
