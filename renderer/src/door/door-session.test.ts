import 'fake-indexeddb/auto';
import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketPublicKey } from '@shared/api/checkout';
import type {
  EscaneoRespuesta,
  Escaneo,
  PuertaCambios,
  PuertaEntrada,
  PuertaSnapshot,
} from '@shared/api/door';
import { DoorApiError, type DoorClient } from './door-client';
import { openDoorDb } from './door-db';
import { dayFromSnapshot, findHolders, mergeCambios } from './door-day';
import { DoorSession, type Verdict } from './door-session';
import { VerdictView } from './verdict-view';

const ID_EVENTO = 7;
const ID_FECHA = 70;
const TIDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
const REVOCADA = '33333333-3333-4333-8333-333333333333';
/** A ticket sold after the door downloaded the day. */
const NUEVA = '44444444-4444-4444-8444-444444444444';

async function keys() {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA', use: 'sig' };
  const sign = (claims: object, kid = 'k1') =>
    new CompactSign(new TextEncoder().encode(JSON.stringify({ iat: 1, cdTipo: 0, ...claims })))
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .sign(privateKey);
  return { jwk: jwk as TicketPublicKey, sign };
}

function snapshot(clave: TicketPublicKey, servidorAt: string): PuertaSnapshot {
  return {
    idEvento: ID_EVENTO,
    nombreEvento: 'Noche Ácida',
    fecha: { idFecha: ID_FECHA, nroFecha: 1, inicio: servidorAt, fin: servidorAt },
    servidorAt,
    cursor: 'c0',
    clave,
    entradas: [
      {
        tid: TIDS[0]!,
        codigoCorto: 'ANA2NUNZ',
        cdTipo: 0,
        dsTipo: 'General',
        admite: 'General',
        titular: 'Ana Núñez',
        dni: '30111222',
      },
      {
        tid: TIDS[1]!,
        codigoCorto: 'BRUN9DAZ',
        cdTipo: 1,
        dsTipo: 'VIP',
        admite: 'VIP',
        titular: 'Bruno Díaz',
        dni: '28999111',
        adicionales: ['Combo trago'],
      },
      {
        tid: REVOCADA,
        codigoCorto: 'CARPAZ33',
        cdTipo: 0,
        dsTipo: 'General',
        admite: 'General',
        titular: 'Carla Paz',
        dni: '35123456',
      },
    ],
    revocadas: [REVOCADA],
    ingresos: [],
    vendidos: 3,
  };
}

/** The server is unreachable until `online` is set; then it answers syncs and deltas. */
function doorServer() {
  const synced: Escaneo[] = [];
  const server = {
    online: false,
    synced,
    client: {
      escanear: async () => {
        throw new DoorApiError(null, 'sin red');
      },
      sincronizar: async (escaneos: Escaneo[]) => {
        if (!server.online) throw new DoorApiError(null, 'sin red');
        synced.push(...escaneos);
        return {
          resultados: escaneos.map((e): EscaneoRespuesta => ({
            idEscaneo: e.idEscaneo,
            resultado: e.resultadoLocal ?? 'admitido',
            entrada: null,
            primerIngreso: null,
            conflicto: false,
          })),
        };
      },
      cambios: async (): Promise<PuertaCambios> => {
        if (!server.online) throw new DoorApiError(null, 'sin red');
        return {
          servidorAt: new Date().toISOString(),
          cursor: 'c1',
          entradas: [],
          revocadas: [],
          // Another door let Bruno in first.
          ingresos: [{ tid: TIDS[1]!, at: '2030-01-01T03:00:00.000Z', puerta: 'VIP' }],
          vendidos: 3,
        };
      },
    } as unknown as DoorClient,
  };
  return server;
}

async function startOffline(dbName: string, client?: Partial<DoorClient>) {
  const { jwk, sign } = await keys();
  const db = await openDoorDb(dbName);
  const settings = { ...(await db.settings()), puerta: 'Puerta 2' };
  const day = dayFromSnapshot(snapshot(jwk, new Date().toISOString()), 0, Date.now());
  const server = doorServer();
  const session = await DoorSession.start({ ...server.client, ...client }, db, settings, day);
  return { session, server, db, sign, settings };
}

/** The verdict's screen as staff see it (its text, tags stripped). */
const shown = (verdict: Verdict) =>
  renderToStaticMarkup(
    createElement(VerdictView, { verdict, onNext: () => {}, onExpire: () => {} }),
  ).replace(/<[^>]+>/g, '\n');

describe('the door with no connection', () => {
  // The device says it is online, as a phone's browser does; the server's silence is what
  // takes the door offline. (Node has no navigator, and one a DOM test file left behind in the
  // same worker has no onLine.)
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('admits by signature, refuses what it knows, and queues only tickets of the day', async () => {
    const { session, db, sign } = await startOffline('door-offline-1');
    const ana = await sign({ tid: TIDS[0], idEvento: ID_EVENTO, idFecha: ID_FECHA });

    const first = await session.scan({ codigo: ana });
    expect(first).toMatchObject({
      resultado: 'admitido',
      titular: 'Ana Núñez',
      dsTipo: 'General',
      nroFecha: 1,
      local: true,
    });
    const again = await session.scan({ codigo: ` ${ana} ` });
    expect(again.resultado).toBe('usada');
    expect(again.primerIngreso?.puerta).toBe('Puerta 2');

    const forged = (await keys()).sign({ tid: TIDS[1], idEvento: ID_EVENTO, idFecha: ID_FECHA });
    expect((await session.scan({ codigo: await forged })).resultado).toBe('invalido');
    expect((await session.scan({ codigo: 'no es un código' })).resultado).toBe('invalido');
    const otroDia = await sign({ tid: TIDS[1], idEvento: ID_EVENTO, idFecha: ID_FECHA + 1 });
    expect((await session.scan({ codigo: otroDia })).resultado).toBe('otro_dia');
    const otroEvento = await sign({ tid: TIDS[1], idEvento: 8, idFecha: ID_FECHA });
    expect((await session.scan({ codigo: otroEvento })).resultado).toBe('otro_evento');
    expect((await session.scan({ tid: REVOCADA })).resultado).toBe('anulada');

    const queue = await db.queue();
    expect(queue.map((q) => q.escaneo.resultadoLocal)).toEqual(['admitido', 'usada', 'anulada']);
    expect(
      queue.every((q) => q.escaneo.idFecha === ID_FECHA && q.escaneo.puerta === 'Puerta 2'),
    ).toBe(true);
    expect(Math.abs(Date.parse(queue[0]!.escaneo.escaneadoAt!) - Date.now())).toBeLessThan(5_000);
    expect(session.getStatus()).toMatchObject({
      online: false,
      pendientes: 3,
      ingresados: 1,
      vendidos: 3,
    });
  });

  it('admits a typed short code from the list, in any case or grouping, and sends it normalised', async () => {
    const { session, db } = await startOffline('door-offline-corto');
    expect(await session.scan({ codigo: 'ana2-nunz' })).toMatchObject({
      resultado: 'admitido',
      titular: 'Ana Núñez',
      dsTipo: 'General',
      nroFecha: 1,
      local: true,
    });
    const again = await session.scan({ codigo: 'ANA2 NUNZ' });
    expect(again).toMatchObject({ resultado: 'usada', primerIngreso: { puerta: 'Puerta 2' } });
    // A revoked ticket's code is refused; a code not in the day's list (another event's, or
    // none) is not a ticket of this door.
    expect((await session.scan({ codigo: 'CARP-AZ33' })).resultado).toBe('anulada');
    expect((await session.scan({ codigo: 'ZZZZ-ZZZZ' })).resultado).toBe('invalido');

    const queue = await db.queue();
    expect(queue.map((q) => [q.escaneo.codigo, q.escaneo.resultadoLocal])).toEqual([
      ['ANA2NUNZ', 'admitido'],
      ['ANA2NUNZ', 'usada'],
      ['CARPAZ33', 'anulada'],
    ]);
    expect(session.getStatus()).toMatchObject({ pendientes: 3, ingresados: 1 });
  });

  it('decides a guest-list ticket by its signed deadline and shows what to charge (issue 14)', async () => {
    const { session, db, sign } = await startOffline('door-offline-lista');
    // Both scans in one millisecond, the second with the lower id: the queue still keeps the
    // order they were made in.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const ids = ['ffffffff-ffff-4fff-8fff-ffffffffffff', '00000000-0000-4000-8000-000000000000'];
    vi.spyOn(crypto, 'randomUUID').mockImplementation(
      () => ids.shift()! as `${string}-${string}-${string}-${string}-${string}`,
    );
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const vencida = await sign({
      tid: TIDS[0],
      idEvento: ID_EVENTO,
      idFecha: ID_FECHA,
      lista: { hasta: anHourAgo },
    });
    expect(await session.scan({ codigo: vencida })).toMatchObject({
      resultado: 'lista_vencida',
      lista: { hasta: new Date(anHourAgo * 1000).toISOString(), precio: 0 },
      local: true,
    });
    const descuento = await sign({
      tid: TIDS[1],
      idEvento: ID_EVENTO,
      idFecha: ID_FECHA,
      lista: { hasta: anHourAgo + 7200, precio: 3000 },
    });
    expect(await session.scan({ codigo: descuento })).toMatchObject({
      resultado: 'admitido',
      lista: { precio: 3000 },
    });
    // A refusal of a ticket of the day: the server records it too.
    expect((await db.queue()).map((q) => q.escaneo.resultadoLocal)).toEqual([
      'lista_vencida',
      'admitido',
    ]);
  });

  it('keeps the queue across a restart and syncs it when the server answers again', async () => {
    const { session, server, db, sign, settings } = await startOffline('door-offline-2');
    await session.scan({
      codigo: await sign({ tid: TIDS[0], idEvento: ID_EVENTO, idFecha: ID_FECHA }),
    });
    await session.tick();
    expect(await db.queue()).toHaveLength(1);

    // The app is reopened on the same device: the stored day and queue come back.
    const stored = await db.day(ID_FECHA);
    expect(stored?.ingresos[TIDS[0]!]?.puerta).toBe('Puerta 2');
    const reopened = await DoorSession.start(server.client, db, settings, stored!);
    expect(reopened.getStatus().pendientes).toBe(1);

    server.online = true;
    await reopened.tick();
    expect(server.synced.map((e) => e.tid ?? e.codigo)).toHaveLength(1);
    expect(await db.queue()).toEqual([]);
    expect(reopened.getStatus()).toMatchObject({ online: true, pendientes: 0, ingresados: 2 });
    // Bruno came in at the other door: the device now refuses his ticket.
    const bruno = await reopened.scan({ tid: TIDS[1]! });
    expect(bruno).toMatchObject({ resultado: 'usada', primerIngreso: { puerta: 'VIP' } });
  });
});

describe('add-ons on the verdict (docs/decisions/0090-add-ons.md)', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a downloaded ticket with add-ons says what to hand over; one without, nothing', async () => {
    const { session, sign } = await startOffline('door-adicionales-1');
    const bruno = await session.scan({
      codigo: await sign({ tid: TIDS[1], idEvento: ID_EVENTO, idFecha: ID_FECHA }),
    });
    expect(bruno).toMatchObject({ resultado: 'admitido', adicionales: ['Combo trago'] });
    expect(shown(bruno)).toContain('Entregar: Combo trago');
    // Scanned again it is refused: nothing to hand over.
    const again = await session.scan({ tid: TIDS[1]! });
    expect(again).toMatchObject({ resultado: 'usada', adicionales: ['Combo trago'] });
    expect(shown(again)).not.toContain('Entregar');

    const ana = await session.scan({ codigo: 'ANA2-NUNZ' });
    expect(ana).toMatchObject({ resultado: 'admitido', adicionales: [] });
    expect(shown(ana)).not.toContain('Entregar');
  });

  it('offline, a signed code not in the download shows what it admits as and its add-ons', async () => {
    const { session, sign } = await startOffline('door-adicionales-2');
    const nueva = await session.scan({
      codigo: await sign({
        tid: NUEVA,
        idEvento: ID_EVENTO,
        idFecha: ID_FECHA,
        cdTipo: 1,
        admite: 'VIP',
        adicionales: ['Combo trago', 'Locker'],
      }),
    });
    expect(nueva).toMatchObject({
      resultado: 'admitido',
      dsTipo: null,
      admite: 'VIP',
      titular: null,
      adicionales: ['Combo trago', 'Locker'],
      local: true,
    });
    expect(shown(nueva)).toContain('Entregar: Combo trago · Locker');
    expect(shown(nueva)).toContain('\nVIP\n');

    // A code signed before codes carried them: nothing to show, nothing to hand over.
    const vieja = await session.scan({
      codigo: await sign({ tid: crypto.randomUUID(), idEvento: ID_EVENTO, idFecha: ID_FECHA }),
    });
    expect(vieja).toMatchObject({ resultado: 'admitido', admite: null, adicionales: [] });
    expect(shown(vieja)).not.toContain('Entregar');
  });

  it("online, the server's answer names them for a ticket the download lacks", async () => {
    const escanear = async (e: Escaneo): Promise<EscaneoRespuesta> => ({
      idEscaneo: e.idEscaneo,
      resultado: 'admitido',
      entrada: {
        tid: NUEVA,
        cdTipo: 0,
        dsTipo: 'General',
        admite: 'General',
        titular: 'Dana Sol',
        idFecha: ID_FECHA,
        nroFecha: 1,
        inicio: '2030-01-01T02:00:00.000Z',
        adicionales: ['Locker'],
      },
      primerIngreso: null,
      conflicto: false,
    });
    const { session, sign } = await startOffline('door-adicionales-3', { escanear });
    const dana = await session.scan({
      codigo: await sign({ tid: NUEVA, idEvento: ID_EVENTO, idFecha: ID_FECHA }),
    });
    expect(dana).toMatchObject({ resultado: 'admitido', adicionales: ['Locker'], local: false });
    expect(shown(dana)).toContain('Entregar: Locker');
  });

  it('a day stored before tickets carried add-ons hands over nothing for them', async () => {
    const { jwk, sign } = await keys();
    const db = await openDoorDb('door-adicionales-old');
    const day = dayFromSnapshot(snapshot(jwk, new Date().toISOString()), 0, Date.now());
    const old: Partial<PuertaEntrada> = { ...day.entradas[TIDS[1]!]! };
    delete old.adicionales;
    await db.saveDay({ ...day, entradas: { ...day.entradas, [TIDS[1]!]: old as PuertaEntrada } });
    const settings = { ...(await db.settings()), puerta: 'Puerta 2' };
    const session = await DoorSession.start(
      doorServer().client,
      db,
      settings,
      (await db.day(ID_FECHA))!,
    );
    const bruno = await session.scan({
      codigo: await sign({ tid: TIDS[1], idEvento: ID_EVENTO, idFecha: ID_FECHA }),
    });
    expect(bruno).toMatchObject({ resultado: 'admitido', admite: 'VIP', adicionales: [] });
    expect(shown(bruno)).not.toContain('Entregar');
  });
});

describe('the day a device holds', () => {
  const clave = { kty: 'OKP', crv: 'Ed25519', x: 'x', kid: 'k', alg: 'EdDSA', use: 'sig' } as const;
  const day = dayFromSnapshot(snapshot(clave, '2030-01-01T02:00:00.000Z'), 0, 0);

  it('finds holders by name regardless of accents and case, or by the start of the DNI', () => {
    expect(findHolders(day, 'nunez').map((e) => e.titular)).toEqual(['Ana Núñez']);
    expect(findHolders(day, 'DÍAZ bru').map((e) => e.titular)).toEqual(['Bruno Díaz']);
    expect(findHolders(day, '28.999').map((e) => e.titular)).toEqual(['Bruno Díaz']);
    expect(findHolders(day, '   ')).toEqual([]);
    expect(findHolders(day, 'nadie')).toEqual([]);
  });

  it('reads a ticket of a day stored before tickets said what they admit as by its name', async () => {
    const db = await openDoorDb('door-old-day');
    const old: Partial<PuertaEntrada> = { ...day.entradas[TIDS[1]!]! };
    delete old.admite;
    await db.saveDay({ ...day, entradas: { [TIDS[1]!]: old as PuertaEntrada } });
    expect((await db.day(ID_FECHA))?.entradas[TIDS[1]!]).toMatchObject({
      dsTipo: 'VIP',
      admite: 'VIP',
    });
  });

  it("merges a delta idempotently, the server's first scan replacing what the device believed", () => {
    const mine = {
      ...day,
      ingresos: { [TIDS[0]!]: { at: '2030-01-01T03:10:00.000Z', puerta: 'Puerta 2' } },
    };
    const delta: PuertaCambios = {
      servidorAt: '2030-01-01T03:20:00.000Z',
      cursor: 'c9',
      entradas: [
        {
          tid: 'nueva',
          codigoCorto: 'DANA5SQR',
          cdTipo: 0,
          dsTipo: 'General',
          admite: 'General',
          titular: 'Dana Sol',
          dni: '',
        },
      ],
      revocadas: [TIDS[1]!],
      ingresos: [{ tid: TIDS[0]!, at: '2030-01-01T03:05:00.000Z', puerta: 'Puerta 1' }],
      vendidos: 4,
    };
    const once = mergeCambios(mine, delta, 0, 1);
    expect(mergeCambios(once, delta, 0, 1)).toEqual(once);
    expect(once.ingresos[TIDS[0]!]).toEqual({ at: '2030-01-01T03:05:00.000Z', puerta: 'Puerta 1' });
    expect(once.revocadas).toEqual([REVOCADA, TIDS[1]]);
    expect(Object.keys(once.entradas)).toHaveLength(4);
    expect(once).toMatchObject({ cursor: 'c9', vendidos: 4 });
  });
});
