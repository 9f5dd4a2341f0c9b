import { formatPesos } from '@shared/format/es-ar';
import { createPublicKey, verify } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MSG, type TicketCard, type TicketDetalle } from '@shared/api/after-sale';
import type { OrdenView, TicketClaims, TicketPublicKey } from '@shared/api/checkout';
import { TICKET_PDF } from '@shared/texts/after-sale';
import { RECEIPT_TEXT } from '@shared/texts/receipt';
import { saveMediaLink } from '../../media/media-service';
import { CHECKOUT_NOW, insertOnSale, NIGHT, testClock } from '../../test/checkout-fixtures';
import { admitAtDoor } from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { readPdf } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

const SECOND_NIGHT = '2030-01-05T23:00:00-03:00';
/** The second night lasts six hours: the event ends at 05:00 on the 6th (Argentina). */
const FIN_EVENTO = '2030-01-06T08:00:00.000Z';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idEvento: number;
let idFechas: number[];
let orden: OrdenView;
const token: Record<'comprador' | 'otro' | 'admin' | 'organizador', string> = {
  comprador: '',
  otro: '',
  admin: '',
  organizador: '',
};

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const organizador = await t.createUser([0, 2]);
  const comprador = await t.createUser([0]);
  token.organizador = await t.tokenFor(organizador.idUsuario);
  token.comprador = await t.tokenFor(comprador.idUsuario);
  token.otro = await t.tokenFor((await t.createUser([0])).idUsuario);
  token.admin = await t.tokenFor((await t.createUser([1])).idUsuario);
  ({ idEvento, idFechas } = await insertOnSale(
    t,
    organizador.idUsuario,
    [
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 2, precio: 20000, cantidad: 10 },
    ],
    { nombre: 'Noche Ñandú', dias: [NIGHT, SECOND_NIGHT] },
  ));
  await saveMediaLink(t.database.db, {
    idEntidadMedia: `evento-${idEvento}`,
    url: 'https://img.pulso.test/flyer.png',
    mdVideo: false,
  });
  orden = await buyPaid(t, token.comprador, idEvento, [
    { idFecha: idFechas[0]!, cdTipo: 0, cantidad: 2 },
    { idFecha: idFechas[1]!, cdTipo: 2, cantidad: 1 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, tok?: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: tok ? { authorization: `Bearer ${tok}` } : {} });

const misEntradas = async (tok: string) =>
  (await get('/Entrada/MisEntradas', tok)).json<{ entradas: TicketCard[] }>().entradas;

describe('GET /Entrada/MisEntradas', () => {
  it("lists the holder's tickets of paid orders, one per person, newest day first", async () => {
    const entradas = await misEntradas(token.comprador);
    expect(entradas).toHaveLength(3);
    expect(entradas.map((e) => [e.idFecha, e.dsTipo, e.importes.precioLista])).toEqual([
      [idFechas[1], 'VIP', 20000],
      [idFechas[0], 'General', 10000],
      [idFechas[0], 'General', 10000],
    ]);
    for (const e of entradas) {
      expect(e).toMatchObject({
        idOrden: orden.idOrden,
        idEvento,
        evento: 'Noche Ñandú',
        finEvento: FIN_EVENTO,
        imagen: 'https://img.pulso.test/flyer.png',
        puedeResenar: false,
        usadoAt: null,
      });
      expect(e.domicilio).toMatchObject({
        direccion: 'Humboldt 1356',
        provincia: { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' },
      });
    }
    expect(new Set(entradas.map((e) => e.codigo)).size).toBe(3);
  });

  it('shows nobody else the tickets; other roles and guests are refused', async () => {
    expect(await misEntradas(token.otro)).toEqual([]);
    expect((await get('/Entrada/MisEntradas', token.admin)).statusCode).toBe(403);
    expect((await get('/Entrada/MisEntradas')).statusCode).toBe(401);
  });

  it('offers to rate once the last day is over (Finalizados), if the door scanned a ticket', async () => {
    clock.set(new Date('2030-01-06T05:01:00-03:00'));
    try {
      // Paid but never scanned: nothing to rate.
      expect((await misEntradas(token.comprador)).map((e) => e.puedeResenar)).toEqual([
        false,
        false,
        false,
      ]);
      // The first night's door lets one of them in: the event can be rated from any card.
      const first = orden.tickets.find((e) => e.idFecha === idFechas[0])!;
      await admitAtDoor(t, clock, token.organizador, [first], new Date(NIGHT));
      const entradas = await misEntradas(token.comprador);
      expect(entradas.find((e) => e.idTicket === first.idTicket)!.usadoAt).toBe(
        new Date(NIGHT).toISOString(),
      );
      expect(entradas.every((e) => e.puedeResenar)).toBe(true);
      expect(entradas.every((e) => new Date(e.finEvento) < clock.now())).toBe(true);
    } finally {
      clock.set(CHECKOUT_NOW);
    }
  });
});

describe('GET /Entrada/GetEntrada', () => {
  it('answers the ticket with its QR, the whole event and no rating yet', async () => {
    const [ticket] = await misEntradas(token.comprador);
    const res = await get(`/Entrada/GetEntrada?idTicket=${ticket!.idTicket}`, token.comprador);
    expect(res.statusCode).toBe(200);
    const detalle = res.json<TicketDetalle>();
    expect(detalle).toMatchObject({ ...ticket, miResenia: null });
    expect(detalle.detalleEvento).toMatchObject({
      idEvento,
      nombre: 'Noche Ñandú',
      descripcion: 'Descripción de Noche Ñandú',
      finEvento: FIN_EVENTO,
    });
    expect(detalle.detalleEvento.fechas.map((f) => f.idFecha)).toEqual(idFechas);
  });

  it('draws the signed code as a PNG QR, module by module', async () => {
    const [ticket] = await misEntradas(token.comprador);
    const { qr, codigo } = (
      await get(`/Entrada/GetEntrada?idTicket=${ticket!.idTicket}`, token.comprador)
    ).json<TicketDetalle>();
    expect(qr.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(qr.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('raw');
    // The PNG holds exactly the QR of this code: every module's centre has its colour.
    const modules = QRCode.create(codigo, { errorCorrectionLevel: 'M' }).modules;
    const scale = info.width / (modules.size + 4);
    let wrong = 0;
    for (let r = 0; r < modules.size; r++)
      for (let c = 0; c < modules.size; c++) {
        const x = Math.floor((c + 2.5) * scale);
        const y = Math.floor((r + 2.5) * scale);
        const dark = data[y * info.width + x]! < 128;
        if (dark !== Boolean(modules.get(r, c))) wrong += 1;
      }
    expect(wrong).toBe(0);
  });

  it("carries a code the door verifies offline with the public key, naming the ticket's day and type", async () => {
    const [ticket] = await misEntradas(token.comprador);
    const jwk = (await get('/Entrada/ClavePublica')).json<TicketPublicKey>();
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    const [header, payload, signature] = ticket!.codigo.split('.');
    const signed = Buffer.from(`${header}.${payload}`);
    expect(verify(null, signed, key, Buffer.from(signature!, 'base64url'))).toBe(true);
    const tampered = Buffer.from(`${header}.${payload}x`);
    expect(verify(null, tampered, key, Buffer.from(signature!, 'base64url'))).toBe(false);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as TicketClaims;
    expect(claims).toMatchObject({ idEvento, idFecha: ticket!.idFecha, cdTipo: ticket!.cdTipo });
  });

  it("answers 404 with the Spanish text for someone else's or a missing ticket, 400 for a bad id", async () => {
    const [ticket] = await misEntradas(token.comprador);
    for (const url of [
      `/Entrada/GetEntrada?idTicket=${ticket!.idTicket}`,
      '/Entrada/GetEntrada?idTicket=999999',
    ]) {
      const res = await get(url, token.otro);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: TICKET_MSG.noEncontrada });
    }
    expect((await get('/Entrada/GetEntrada?idTicket=abc', token.comprador)).statusCode).toBe(400);
  });
});

describe('GET /Entrada/Descargar', () => {
  it('downloads a one-page PDF with the event, day, times, address, type, price, holder and QR', async () => {
    const vip = (await misEntradas(token.comprador)).find((e) => e.dsTipo === 'VIP')!;
    const res = await get(`/Entrada/Descargar?idTicket=${vip.idTicket}`, token.comprador);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="entrada-${vip.idTicket}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(new Uint8Array(res.rawPayload));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.images).toHaveLength(1);
    expect(pdf.images[0]!.width).toBe(360);
    expect(pdf.title).toBe(`${TICKET_PDF.numero(vip.idTicket)} – Noche Ñandú`);
    expect(pdf.lines).toEqual(
      expect.arrayContaining([
        'Noche Ñandú',
        'sábado 5 de enero de 2030',
        '23:00 a 05:00 h',
        'Humboldt 1356, Ciudad Autónoma de Buenos Aires',
        'VIP',
        formatPesos(20000),
        'Ana Pérez',
        TICKET_PDF.numero(vip.idTicket),
        TICKET_PDF.fecha,
        TICKET_PDF.horario,
        TICKET_PDF.direccion,
        TICKET_PDF.tipo,
        TICKET_PDF.titular,
        // What it cost (shared/domain/receipt.ts): its value, its share of the fee, the total.
        RECEIPT_TEXT.valor,
        RECEIPT_TEXT.cargoServicio,
        formatPesos(2000),
        RECEIPT_TEXT.total,
        formatPesos(22000),
      ]),
    );
  });

  it("refuses someone else's ticket with 404 and the Spanish text", async () => {
    const [ticket] = await misEntradas(token.comprador);
    const res = await get(`/Entrada/Descargar?idTicket=${ticket!.idTicket}`, token.otro);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: TICKET_MSG.noEncontrada });
  });
});
