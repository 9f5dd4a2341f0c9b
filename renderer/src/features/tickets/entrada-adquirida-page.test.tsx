// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOMBRE_ASISTENTE_MAX,
  REEMBOLSO_MSG,
  RESENIA_MSG,
  TICKET_MSG,
} from '@shared/api/after-sale';
import { RECEIPT_TEXT } from '@shared/texts/receipt';
import { TICKET_TEXT as T, TICKETS_TEXT } from '@shared/texts/tickets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { makeTicketDetalle } from '../../test/ticket-fixtures';
import { formatPesos } from '../../ui/format';
import { CALENDAR_TEXT } from '@shared/texts/calendar';
import { TRANSFER_MSG } from '@shared/api/transfers';
import { TRANSFER_TEXT as TT } from '@shared/texts/transfers';
import { WITHDRAWAL_TEXT } from '@shared/texts/withdrawal';
import { makeReventa, makeTicketReventa, makeTransferencia } from '../../test/ticket-fixtures';

afterEach(() => vi.restoreAllMocks());

/** A Blob's bytes through FileReader: jsdom's Blob has no arrayBuffer(). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });

const MI_RESENIA = {
  idResenia: 9,
  idEvento: 12,
  evento: 'Noche Ácida',
  estrellas: 4,
  texto: 'Gran sonido.',
  createdAt: '2030-07-14T12:00:00.000Z',
  autor: 'Lucía P.',
};

describe('/entrada-adquirida', () => {
  it("shows a discounted ticket's value, its share of the discount, its fee and the total", async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(200, {
          ...makeTicketDetalle(),
          importes: {
            precioLista: 13500,
            descuento: 2700,
            codigo: 'PULSO20',
            precioPagado: 10800,
            cargoServicio: 1080,
            total: 11880,
          },
        }),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts(T.valor)).toBe(formatPesos(13500));
    expect(facts('Descuento (PULSO20)')).toBe(formatPesos(-2700));
    expect(facts(RECEIPT_TEXT.cargoServicio)).toBe(formatPesos(1080));
    expect(facts(RECEIPT_TEXT.total)).toBe(formatPesos(11880));
  });

  it('shows the QR, the ticket and its event, from the id in the address', async () => {
    const { calls } = fakeNetwork({
      'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const qr = await screen.findByRole('img', { name: T.qrAlt('Noche Ácida') });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    // Under the QR, its short code in the groups the door types.
    expect(qr.nextElementSibling?.textContent).toBe(`${T.codigoCorto} K7QF-2M9X`);
    expect(new URL(calls[0]!.url).searchParams.get('idTicket')).toBe('12');
    expect(screen.getByRole('heading', { level: 1, name: 'Noche Ácida' })).toBeTruthy();
    const facts = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(facts(T.tipo)).toBe('General');
    expect(facts(T.valor)).toBe(formatPesos(15000));
    expect(facts(RECEIPT_TEXT.cargoServicio)).toBe(formatPesos(1500));
    expect(facts(RECEIPT_TEXT.total)).toBe(formatPesos(16500));
    expect(screen.queryByText(RECEIPT_TEXT.descuento(null))).toBeNull();
    expect(facts(T.fecha)).toBe('Viernes, 12 de julio · 23:00 – 07:00');
    expect(facts(T.direccion)).toBe('Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires');
    expect(screen.getByText('Aurora · Ícaro Sur')).toBeTruthy();
    expect(screen.getByText('Doce horas de acid techno.')).toBeTruthy();
    expect(screen.getByTitle('Reproductor de SoundCloud')).toBeTruthy();
    expect(screen.getByTitle('Video de YouTube')).toBeTruthy();
    // Not ended yet: no form, the note says when rating opens.
    expect(screen.getByText(T.reseniaPendiente)).toBeTruthy();
    // Its own day goes to the calendar, not the whole event.
    const calendar = screen.getByRole('group', { name: CALENDAR_TEXT.agregar });
    const ics = new URL(
      within(calendar).getByRole('link', { name: CALENDAR_TEXT.ics }).getAttribute('href')!,
    );
    expect([ics.pathname, ics.searchParams.get('IdFecha')]).toEqual([
      '/api/v1/Evento/Calendario',
      String(makeTicketDetalle().idFecha),
    ]);
    expect(within(calendar).getAllByRole('link', { name: /Google Calendar/ })).toHaveLength(1);
  });

  it("someone else's ticket or a bad id reads 'No se encontró la entrada.'", async () => {
    fakeNetwork({ 'GET /Entrada/GetEntrada': () => problem(404, TICKET_MSG.noEncontrada) });
    const first = renderApp('/entrada-adquirida?idTicket=99', makeUser([0]));
    expect(await screen.findByText(TICKET_MSG.noEncontrada)).toBeTruthy();
    first.unmount();
    const { calls } = fakeNetwork({});
    renderApp('/entrada-adquirida?idTicket=abc', makeUser([0]));
    expect(await screen.findByText(TICKET_MSG.noEncontrada)).toBeTruthy();
    expect(calls.some((r) => r.url.includes('/Entrada/GetEntrada'))).toBe(false);
  });

  it('Descargar entrada fetches the PDF with the token and saves entrada-<id>.pdf', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { calls } = fakeNetwork({
      'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()),
      'GET /Entrada/Descargar': () =>
        new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:entrada';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: T.descargar }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]!.download).toBe('entrada-12.pdf');
    expect(clicks[0]!.href).toBe('blob:entrada');
    expect(await bytesOf(created[0]!)).toEqual(pdf);
    const download = calls.find((r) => r.url.includes('/Entrada/Descargar'))!;
    expect(new URL(download.url).searchParams.get('idTicket')).toBe('12');
    expect(download.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('a failed download says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeNetwork({
      'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()),
      'GET /Entrada/Descargar': () => problem(500, 'boom'),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: T.descargar }));
    expect(await screen.findByText(T.errorDescarga)).toBeTruthy();
  });

  it('Cómo llegar hands the address to the directions page', async () => {
    fakeNetwork({ 'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()) });
    const { router } = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: T.comoLlegar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comollegar/12'));
    expect(router.state.location.state).toEqual({
      idEvento: 12,
      direccion: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires',
    });
  });

  it('after the event, rates the party: stars and text checked, then sent once', async () => {
    let rated = false;
    const { calls } = fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({
            finEvento: '2020-01-01T08:00:00.000Z',
            puedeResenar: !rated,
            miResenia: rated ? MI_RESENIA : null,
          }),
        ),
      'POST /Resenia/CrearResenia': () => {
        rated = true;
        return json(201, MI_RESENIA);
      },
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const enviar = await screen.findByRole('button', { name: T.enviar });
    await userEvent.click(enviar);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      RESENIA_MSG.estrellas,
      RESENIA_MSG.texto,
    ]);
    expect(calls.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await userEvent.type(screen.getByLabelText(T.texto), 'Gran sonido.');
    await userEvent.click(enviar);
    expect(await screen.findByText(RESENIA_MSG.gracias)).toBeTruthy();
    const post = calls.find((r) => r.method === 'POST')!;
    expect(await post.json()).toEqual({ idEvento: 12, estrellas: 4, texto: 'Gran sonido.' });
    // The ticket now shows the rating instead of the form.
    const section = await screen.findByRole('region', { name: T.resenia });
    expect(within(section).getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    expect(within(section).getByText('Gran sonido.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.enviar })).toBeNull();
  });

  it('after the night, a holder the door never let in is told only people who entered can rate', async () => {
    const ended = { finEvento: '2020-01-01T08:00:00.000Z', puedeResenar: false };
    fakeNetwork({
      'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle({ ...ended, usadoAt: null })),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const section = await screen.findByRole('region', { name: T.calificar });
    expect(within(section).getByText(RESENIA_MSG.soloIngresados)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.enviar })).toBeNull();
  });

  it("the server's refusal is shown under the form", async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(200, makeTicketDetalle({ finEvento: '2020-01-01T08:00:00.000Z', puedeResenar: true })),
      'POST /Resenia/CrearResenia': () => problem(409, RESENIA_MSG.yaReseniaste),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await userEvent.click(await screen.findByRole('radio', { name: '5 estrellas' }));
    await userEvent.type(screen.getByLabelText(T.texto), 'Otra vez');
    await userEvent.click(screen.getByRole('button', { name: T.enviar }));
    expect(await screen.findByText(RESENIA_MSG.yaReseniaste)).toBeTruthy();
  });

  it('links, quietly, to withdrawing its order while it may be (below the refund area when there is one), and shows its number', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(200, makeTicketDetalle({ puedeReembolsar: true, puedeArrepentirse: true })),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const link = await screen.findByRole('link', { name: WITHDRAWAL_TEXT.desdeOrden });
    expect(link.getAttribute('href')).toBe('/arrepentimiento?idOrden=55');
    const refund = screen.getByRole('button', { name: T.pedirReembolso });
    expect(refund.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('3F9A-0C2B-77DE')).toBeTruthy();
  });

  it('offers no withdrawal on a used ticket or past event (the server says the order may not be withdrawn)', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({ usadoAt: '2030-07-13T03:00:00.000Z', puedeArrepentirse: false }),
        ),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    expect(await screen.findByText(T.usada)).toBeTruthy();
    expect(screen.queryByRole('link', { name: WITHDRAWAL_TEXT.desdeOrden })).toBeNull();
  });

  describe('refund on request after the event changed', () => {
    const ORDEN = { idOrden: 55, estado: 'reembolso_pendiente', total: 33000 };

    it('is not offered while the event has not changed since the purchase', async () => {
      fakeNetwork({ 'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()) });
      renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      await screen.findByRole('button', { name: T.descargar });
      expect(screen.queryByRole('button', { name: T.pedirReembolso })).toBeNull();
      expect(screen.queryByText(T.reembolsoAviso)).toBeNull();
    });

    it('explains that the whole order goes back, asks once more, then returns to the tickets', async () => {
      const { calls } = fakeNetwork({
        'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle({ puedeReembolsar: true })),
        'POST /Orden/SolicitarReembolso': () => json(200, ORDEN),
        'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
      });
      const { router } = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      expect(await screen.findByText(T.reembolsoAviso)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: T.pedirReembolso }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(T.reembolsoTitulo)).toBeTruthy();
      expect(within(dialog).getByText(T.reembolsoExplicacion('3F9A-0C2B-77DE'))).toBeTruthy();
      // Changing one's mind sends nothing.
      await userEvent.click(within(dialog).getByRole('button', { name: T.reembolsoCancelar }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.some((r) => r.method === 'POST')).toBe(false);

      await userEvent.click(screen.getByRole('button', { name: T.pedirReembolso }));
      const again = await screen.findByRole('dialog');
      await userEvent.click(within(again).getByRole('button', { name: T.reembolsoConfirmar }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mis-entradas'));
      // The flash message, compared as it is (the peso sign is followed by a no-break space).
      const pedido = T.reembolsoPedido(formatPesos(33000));
      expect(
        await screen.findByText((_, el) => el?.tagName === 'SPAN' && el.textContent === pedido),
      ).toBeTruthy();
      const posts = calls.filter((r) => r.method === 'POST');
      expect(posts).toHaveLength(1);
      expect(await posts[0]!.json()).toEqual({ idOrden: 55 });
    });

    it("shows the server's refusal in the dialog and stays on the ticket", async () => {
      fakeNetwork({
        'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle({ puedeReembolsar: true })),
        'POST /Orden/SolicitarReembolso': () => problem(409, REEMBOLSO_MSG.yaEmpezo),
      });
      const { router } = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      await userEvent.click(await screen.findByRole('button', { name: T.pedirReembolso }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: T.reembolsoConfirmar }));
      expect(await within(dialog).findByText(REEMBOLSO_MSG.yaEmpezo)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/entrada-adquirida');
    });
  });

  describe('transfer to a friend', () => {
    const posts = (calls: Request[], path: string) =>
      calls.filter((r) => r.method === 'POST' && r.url.endsWith(path));
    const gets = (calls: Request[]) => calls.filter((r) => r.url.includes('/Entrada/GetEntrada'));

    async function openDialog() {
      await userEvent.click(await screen.findByRole('button', { name: TT.transferir }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(TT.dialogoTitulo)).toBeTruthy();
      expect(within(dialog).getByText(TT.dialogoAviso)).toBeTruthy();
      return dialog;
    }

    it('offers the button while the holder may transfer; otherwise says why, quietly', async () => {
      fakeNetwork({ 'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()) });
      const first = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      expect(await screen.findByRole('button', { name: TT.transferir })).toBeTruthy();
      expect(screen.queryByRole('region', { name: TT.historialTitulo })).toBeNull();
      first.unmount();

      const motivo = TRANSFER_MSG.deshabilitada;
      fakeNetwork({
        'GET /Entrada/GetEntrada': () =>
          json(
            200,
            makeTicketDetalle({
              transferencia: { puedeTransferir: false, motivo, pendiente: null, historial: [] },
            }),
          ),
      });
      renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      const note = await screen.findByText(motivo);
      expect(note.className).toBe('muted');
      expect(screen.queryByRole('button', { name: TT.transferir })).toBeNull();
    });

    it('checks the e-mail with the schema and sends nothing while it is wrong', async () => {
      const { calls } = fakeNetwork({
        'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()),
      });
      renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      const dialog = await openDialog();
      const field = within(dialog).getByLabelText(TT.correoLabel);
      await userEvent.click(within(dialog).getByRole('button', { name: TT.confirmar }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(TRANSFER_MSG.correo);
      await userEvent.type(field, 'no-es-un-correo');
      await userEvent.click(within(dialog).getByRole('button', { name: TT.confirmar }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(TRANSFER_MSG.correo);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(calls.some((r) => r.method === 'POST')).toBe(false);
      // Volver closes it, still without sending.
      await userEvent.click(within(dialog).getByRole('button', { name: TT.volver }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.some((r) => r.method === 'POST')).toBe(false);
    });

    it('to someone without an account: says a link was mailed and shows the pending transfer', async () => {
      let sent = false;
      const pendiente = makeTransferencia();
      const { calls } = fakeNetwork({
        'GET /Entrada/GetEntrada': () =>
          json(
            200,
            makeTicketDetalle({
              transferencia: {
                puedeTransferir: !sent,
                motivo: sent ? TRANSFER_MSG.pendiente : null,
                pendiente: sent ? pendiente : null,
                historial: [],
              },
            }),
          ),
        'POST /Entrada/Transferir': () => {
          sent = true;
          return json(200, pendiente);
        },
      });
      const { router } = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      const dialog = await openDialog();
      await userEvent.type(within(dialog).getByLabelText(TT.correoLabel), '  Amiga@Example.com ');
      await userEvent.click(within(dialog).getByRole('button', { name: TT.confirmar }));
      expect(await screen.findByText(TT.enviadaPorLink('amiga@example.com'))).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The ticket is read again: still the holder's, with the transfer waiting.
      expect(await screen.findByText(TT.pendiente('amiga@example.com'))).toBeTruthy();
      expect(gets(calls)).toHaveLength(2);
      expect(screen.getByRole('button', { name: TT.cancelar })).toBeTruthy();
      expect(screen.queryByRole('button', { name: TT.transferir })).toBeNull();
      expect(router.state.location.pathname).toBe('/entrada-adquirida');
      const post = posts(calls, '/Entrada/Transferir');
      expect(post).toHaveLength(1);
      // The schema's own output: trimmed and lower-cased.
      expect(await post[0]!.json()).toEqual({ idTicket: 12, correo: 'amiga@example.com' });
      expect(post[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    });

    it('to an account: the ticket is theirs, back to the list with the message', async () => {
      fakeNetwork({
        'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()),
        'POST /Entrada/Transferir': () =>
          json(
            200,
            makeTransferencia({
              estado: 'aceptada',
              para: 'Mora Díaz',
              cerradaAt: '2030-06-20T15:00:00.000Z',
            }),
          ),
        'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
        'GET /Entrada/MisTransferencias': () => json(200, { enviadas: [] }),
      });
      const { router } = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      const dialog = await openDialog();
      await userEvent.type(within(dialog).getByLabelText(TT.correoLabel), 'amiga@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: TT.confirmar }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mis-entradas'));
      const aviso = TT.enviadaACuenta('amiga@example.com');
      expect(
        await screen.findByText((_, el) => el?.tagName === 'SPAN' && el.textContent === aviso),
      ).toBeTruthy();
    });

    it("shows the server's refusal in the dialog and stays", async () => {
      fakeNetwork({
        'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle()),
        'POST /Entrada/Transferir': () => problem(409, TRANSFER_MSG.aVosMismo),
      });
      const { router } = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      const dialog = await openDialog();
      await userEvent.type(within(dialog).getByLabelText(TT.correoLabel), 'lucia@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: TT.confirmar }));
      expect(await within(dialog).findByText(TRANSFER_MSG.aVosMismo)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/entrada-adquirida');
    });

    it('a pending transfer can be cancelled: the route is called and the ticket read again', async () => {
      let cancelled = false;
      const pendiente = makeTransferencia({ idTransferencia: 71 });
      const { calls } = fakeNetwork({
        'GET /Entrada/GetEntrada': () =>
          json(
            200,
            makeTicketDetalle({
              transferencia: {
                puedeTransferir: cancelled,
                motivo: cancelled ? null : TRANSFER_MSG.pendiente,
                pendiente: cancelled ? null : pendiente,
                historial: [],
              },
            }),
          ),
        'POST /Entrada/CancelarTransferencia': () => {
          cancelled = true;
          return json(200, { ...pendiente, estado: 'cancelada' });
        },
      });
      renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      expect(await screen.findByText(TT.pendiente('amiga@example.com'))).toBeTruthy();
      expect(screen.queryByRole('button', { name: TT.transferir })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: TT.cancelar }));
      expect(await screen.findByText(TT.cancelada)).toBeTruthy();
      // Read again: it can be sent once more.
      expect(await screen.findByRole('button', { name: TT.transferir })).toBeTruthy();
      expect(screen.queryByText(TT.pendiente('amiga@example.com'))).toBeNull();
      expect(gets(calls)).toHaveLength(2);
      const post = posts(calls, '/Entrada/CancelarTransferencia');
      expect(post).toHaveLength(1);
      expect(await post[0]!.json()).toEqual({ idTransferencia: 71 });
    });

    it("a refused cancel shows the server's words", async () => {
      fakeNetwork({
        'GET /Entrada/GetEntrada': () =>
          json(
            200,
            makeTicketDetalle({
              transferencia: {
                puedeTransferir: false,
                motivo: TRANSFER_MSG.pendiente,
                pendiente: makeTransferencia(),
                historial: [],
              },
            }),
          ),
        'POST /Entrada/CancelarTransferencia': () => problem(409, TRANSFER_MSG.yaNoPendiente),
      });
      renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      await userEvent.click(await screen.findByRole('button', { name: TT.cancelar }));
      expect((await screen.findByRole('alert')).textContent).toBe(TRANSFER_MSG.yaNoPendiente);
    });

    it('lists how the ticket reached its holder, with Buenos Aires dates', async () => {
      fakeNetwork({
        'GET /Entrada/GetEntrada': () =>
          json(
            200,
            makeTicketDetalle({
              transferencia: {
                puedeTransferir: true,
                motivo: null,
                pendiente: null,
                historial: [
                  makeTransferencia({
                    idTransferencia: 1,
                    estado: 'aceptada',
                    de: 'Ana Gómez',
                    para: 'Lucía Pérez',
                    correo: 'lucia@example.com',
                    cerradaAt: '2030-07-02T15:00:00.000Z',
                  }),
                  makeTransferencia({
                    idTransferencia: 2,
                    estado: 'aceptada',
                    de: 'Lucía Pérez',
                    para: null,
                    correo: 'mora@example.com',
                    creadaAt: '2030-07-05T12:00:00.000Z',
                    // When it was accepted: 23:59 of the 5th in Buenos Aires (the 6th in UTC).
                    cerradaAt: '2030-07-06T02:59:00.000Z',
                  }),
                ],
              },
            }),
          ),
      });
      renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
      const section = await screen.findByRole('region', { name: TT.historialTitulo });
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        TT.historialLinea('Ana Gómez', 'Lucía Pérez', '2 de julio de 2030'),
        TT.historialLinea('Lucía Pérez', 'mora@example.com', '5 de julio de 2030'),
      ]);
    });
  });
});

describe('/entrada-adquirida of a ticket that no longer lets anyone in', () => {
  const PAST_DAY = { inicio: '2020-01-01T02:00:00.000Z', fin: '2020-01-01T08:00:00.000Z' };
  /** The status that says what the ticket is, in the QR's place, holding this text. */
  const inStatus = async (text: string) => {
    const status = (await screen.findByText(text)).closest<HTMLElement>('[role="status"]');
    expect(status).not.toBeNull();
    return status!;
  };
  const noCode = () => {
    expect(screen.queryByRole('img', { name: T.qrAlt('Noche Ácida') })).toBeNull();
    expect(screen.queryByRole('button', { name: T.descargar })).toBeNull();
    expect(screen.queryByRole('link', { name: WITHDRAWAL_TEXT.desdeOrden })).toBeNull();
  };

  it("names the ticket's holder among its facts, as the PDF does", async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () => json(200, makeTicketDetalle({ titular: 'Tomás Benítez' })),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await screen.findByRole('img', { name: T.qrAlt('Noche Ácida') });
    expect(screen.getByText(T.titular).nextElementSibling?.textContent).toBe('Tomás Benítez');
  });

  it('a used one says when it entered, with no QR, PDF or withdrawal', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({
            ...PAST_DAY,
            // Let in at 23:40 of 31 December 2019 (Buenos Aires).
            usadoAt: '2020-01-01T02:40:00.000Z',
            qr: '',
            codigo: '',
            // Even were the server to allow it, a used ticket is offered no withdrawal.
            puedeArrepentirse: true,
          }),
        ),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const status = await inStatus(T.sinCodigo.usada);
    expect(within(status).getByText(TICKETS_TEXT.usadaEl('Mar, 31 dic, 23:40'))).toBeTruthy();
    noCode();
    expect(screen.getByText(T.titular).nextElementSibling?.textContent).toBe('Ana Pérez');
  });

  it('a past one says its day is over, with no QR or PDF', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(200, makeTicketDetalle({ ...PAST_DAY, qr: '', codigo: '' })),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const status = await inStatus(T.sinCodigo.pasada);
    expect(within(status).getByText(TICKETS_TEXT.finalizado)).toBeTruthy();
    noCode();
  });

  it("a cancelled event's says so with the refund, and offers no transfer, resale or calendar", async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({
            qr: '',
            codigo: '',
            cancelacion: { reembolso: { estado: 'pendiente', monto: 33000 } },
          }),
        ),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const status = await inStatus(T.sinCodigo.cancelada);
    expect(within(status).getByText(TICKETS_TEXT.cancelado)).toBeTruthy();
    // (Pesos are written with a no-break space, which text matchers do not take.)
    expect(status.textContent).toContain(TICKETS_TEXT.reembolso.pendiente(formatPesos(33000)));
    noCode();
    expect(screen.queryByRole('button', { name: TT.transferir })).toBeNull();
    expect(screen.queryByRole('group', { name: CALENDAR_TEXT.agregar })).toBeNull();
    // Its page is still there: the event, its place and the way to it.
    expect(screen.getByRole('heading', { level: 1, name: 'Noche Ácida' })).toBeTruthy();
    expect(screen.getByRole('button', { name: T.comoLlegar })).toBeTruthy();
  });

  it('a received ticket of a cancelled event says the money goes back to who bought it', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({
            qr: '',
            codigo: '',
            numeroOrden: null,
            cancelacion: { reembolso: null },
          }),
        ),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await inStatus(T.canceladaAjena);
  });
});

describe('/entrada-adquirida: add-ons (docs/decisions/0090-add-ons.md)', () => {
  it('says what the ticket includes under its type', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(200, { ...makeTicketDetalle(), adicionales: ['Combo trago'] }),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    const tipo = screen.getByText(T.tipo).nextElementSibling!;
    expect(within(tipo as HTMLElement).getByText('Incluye: Combo trago')).toBeTruthy();
    expect(tipo.textContent).toBe(`General${TICKETS_TEXT.incluye(['Combo trago'])}`);
  });
});

describe('/entrada-adquirida: who uses the ticket (docs/decisions/0089-mesas-and-order-limits.md)', () => {
  const puts = (calls: Request[]) =>
    calls.filter((r) => r.method === 'PUT' && r.url.endsWith('/Entrada/NombreAsistente'));
  const gets = (calls: Request[]) => calls.filter((r) => r.url.includes('/Entrada/GetEntrada'));
  const section = () => screen.findByRole('region', { name: T.asistenteSeccion });

  /** The ticket as the server keeps it: PUT changes the name GET reads. */
  function server(initial?: string, answer?: () => Response | null | Promise<Response | null>) {
    let nombreAsistente = initial;
    const ticket = () => makeTicketDetalle(nombreAsistente ? { nombreAsistente } : {});
    return fakeNetwork({
      'GET /Entrada/GetEntrada': () => json(200, ticket()),
      'PUT /Entrada/NombreAsistente': async (req) => {
        const failed = answer ? await answer() : null;
        if (failed) return failed;
        const { nombre } = (await req.clone().json()) as { nombre: string | null };
        nombreAsistente = nombre ?? undefined;
        return json(200, ticket());
      },
      'GET /Entrada/MisEntradas': () => json(200, { entradas: [] }),
    });
  }

  it('names who will use it: sends the trimmed name once, says "Guardando..." meanwhile, then shows "Asistente: Juana Paz"', async () => {
    let release!: () => void;
    const held = new Promise<null>((resolve) => (release = () => resolve(null)));
    const { calls } = server(undefined, () => held);
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const region = await section();
    expect(within(region).getByText(T.asistenteAyuda)).toBeTruthy();
    // Nothing named yet: no line, no way to clear.
    expect(screen.queryByText(/^Asistente:/)).toBeNull();
    expect(within(region).queryByRole('button', { name: T.quitarNombre })).toBeNull();
    const field = within(region).getByLabelText(T.asistenteLabel);
    expect((field as HTMLInputElement).value).toBe('');
    await userEvent.type(field, '  Juana Paz ');
    await userEvent.click(within(region).getByRole('button', { name: T.guardarNombre }));
    // The first tap is taken: the button says so and takes no second one.
    const saving = await within(region).findByRole('button', { name: T.guardando });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(saving);
    release();
    expect(await within(region).findByText(T.nombreGuardado)).toBeTruthy();
    const facts = screen.getByText(T.titular).nextElementSibling as HTMLElement;
    expect(await within(facts).findByText(TICKETS_TEXT.asistente('Juana Paz'))).toBeTruthy();
    expect(TICKETS_TEXT.asistente('Juana Paz')).toBe('Asistente: Juana Paz');
    expect(puts(calls)).toHaveLength(1);
    expect(await puts(calls)[0]!.json()).toEqual({ idTicket: 12, nombre: 'Juana Paz' });
    expect(puts(calls)[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    // The ticket was read again, and the field holds the saved name.
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
    expect((field as HTMLInputElement).value).toBe('Juana Paz');
    expect(within(region).getByRole('button', { name: T.guardarNombre })).toBeTruthy();
    expect(within(region).getByRole('button', { name: T.quitarNombre })).toBeTruthy();
  });

  it('prefills the name and clears it with Quitar nombre (nombre null)', async () => {
    const { calls } = server('Juana Paz');
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const region = await section();
    const field = within(region).getByLabelText(T.asistenteLabel) as HTMLInputElement;
    expect(field.value).toBe('Juana Paz');
    expect(screen.getByText(TICKETS_TEXT.asistente('Juana Paz'))).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: T.quitarNombre }));
    expect(await within(region).findByText(T.nombreQuitado)).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(await puts(calls)[0]!.json()).toEqual({ idTicket: 12, nombre: null });
    await waitFor(() => expect(screen.queryByText(TICKETS_TEXT.asistente('Juana Paz'))).toBeNull());
    expect(field.value).toBe('');
    expect(within(region).queryByRole('button', { name: T.quitarNombre })).toBeNull();
  });

  it('an empty name with none saved asks for one and sends nothing', async () => {
    const { calls } = server();
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const region = await section();
    await userEvent.type(within(region).getByLabelText(T.asistenteLabel), '   ');
    await userEvent.click(within(region).getByRole('button', { name: T.guardarNombre }));
    expect((await within(region).findByRole('alert')).textContent).toBe(T.nombreFalta);
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal beside the field: a ticket used meanwhile (409), a name too long (400)", async () => {
    let refusal = problem(409, TICKET_MSG.nombreUsada);
    server(undefined, () => refusal);
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    const region = await section();
    const field = within(region).getByLabelText(T.asistenteLabel);
    await userEvent.type(field, 'Juana Paz');
    await userEvent.click(within(region).getByRole('button', { name: T.guardarNombre }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe(TICKET_MSG.nombreUsada);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    // The button is back for another try.
    expect(within(region).getByRole('button', { name: T.guardarNombre })).toBeTruthy();
    expect(screen.queryByText(TICKETS_TEXT.asistente('Juana Paz'))).toBeNull();

    refusal = problem(400, TICKET_MSG.nombreLargo(NOMBRE_ASISTENTE_MAX));
    await userEvent.click(within(region).getByRole('button', { name: T.guardarNombre }));
    await waitFor(() =>
      expect(within(region).getByRole('alert').textContent).toBe(
        TICKET_MSG.nombreLargo(NOMBRE_ASISTENTE_MAX),
      ),
    );
  });

  it('a used ticket offers no naming (its name still shows)', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({
            usadoAt: '2030-07-13T03:00:00.000Z',
            qr: '',
            codigo: '',
            nombreAsistente: 'Juana Paz',
          }),
        ),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await screen.findByText(T.sinCodigo.usada);
    expect(screen.getByText(TICKETS_TEXT.asistente('Juana Paz'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: T.asistenteSeccion })).toBeNull();
    expect(screen.queryByLabelText(T.asistenteLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: T.guardarNombre })).toBeNull();
  });

  it('a cancelled event or a resold ticket offers no naming either', async () => {
    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({
            qr: '',
            codigo: '',
            cancelacion: { reembolso: { estado: 'pendiente', monto: 33000 } },
          }),
        ),
    });
    const view = renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await screen.findByText(T.sinCodigo.cancelada);
    expect(screen.queryByRole('region', { name: T.asistenteSeccion })).toBeNull();
    view.unmount();

    fakeNetwork({
      'GET /Entrada/GetEntrada': () =>
        json(
          200,
          makeTicketDetalle({
            revender: makeTicketReventa({ activa: makeReventa({ estado: 'vendida' }) }),
          }),
        ),
    });
    renderApp('/entrada-adquirida?idTicket=12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(screen.queryByRole('img', { name: T.qrAlt('Noche Ácida') })).toBeNull();
    expect(screen.queryByRole('region', { name: T.asistenteSeccion })).toBeNull();
  });
});
