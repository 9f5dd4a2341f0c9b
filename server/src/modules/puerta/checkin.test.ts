import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOOR_MSG,
  type EscaneoRespuesta,
  type PuertaEventos,
  type PuertaSnapshot,
} from '@shared/api/door';
import { DOOR_CLOSES_AFTER_MS, DOOR_SYNC_GRACE_MS, TICKET_CODE_MAX } from '@shared/domain/door';
import { formatShortCode, normalizeShortCode } from '@shared/domain/ticket-short-code';
import { escaneos, fechas, ordenes, tickets } from '../../db/schema/index';
import { CHECKOUT_NOW, testClock } from '../../test/checkout-fixtures';
import {
  asUser,
  DOOR_OPEN_AT,
  doorScene,
  escanear,
  type DoorScene,
} from '../../test/door-fixtures';
import { buyPaid } from '../../test/paid-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTicketSigner } from '../../tickets/ticket-signer';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let s: DoorScene;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  s = await doorScene(t);
});
afterAll(() => t.close());
beforeEach(() => clock.set(DOOR_OPEN_AT));

const minutes = (n: number) => new Date(DOOR_OPEN_AT.getTime() + n * 60_000);
const rowsOf = (idTicket: number) =>
  t.database.db.select().from(escaneos).where(eq(escaneos.idTicket, idTicket));
const ticketRow = async (idTicket: number) =>
  (await t.database.db.select().from(tickets).where(eq(tickets.idTicket, idTicket)))[0]!;
const counts = async () => {
  const r = await t.database.db.execute<{ scans: number; used: number }>(sql`
    select (select count(*) from escaneos)::int as scans,
           (select count(*) from tickets where usado_at is not null)::int as used`);
  return r.rows[0]!;
};
const scan = (body: Record<string, unknown>, token = s.staffToken) => escanear(t, token, body);
const sync = (scans: Array<Record<string, unknown>>, token = s.staffToken) =>
  asUser(t, token, 'POST', '/Puerta/Sincronizar', { escaneos: scans });
const offline = (codigo: string, at: Date, over: Record<string, unknown> = {}) => ({
  idEscaneo: randomUUID(),
  idFecha: s.a.idFechas[0],
  puerta: 'Puerta 1',
  dispositivo: randomUUID(),
  codigo,
  escaneadoAt: at.toISOString(),
  resultadoLocal: 'admitido',
  ...over,
});

describe('POST /Puerta/Escanear: the verdicts', () => {
  it('admits a paid ticket of the day once, recording door, device, staff and time', async () => {
    const ticket = s.night1[0]!;
    const dispositivo = randomUUID();
    const res = await scan({ idFecha: ticket.idFecha, codigo: ticket.codigo, dispositivo });
    expect(res.statusCode).toBe(200);
    const body = res.json<EscaneoRespuesta>();
    expect(body).toMatchObject({
      resultado: 'admitido',
      entrada: {
        cdTipo: 0,
        dsTipo: 'General',
        titular: 'Ana Pérez',
        idFecha: s.a.idFechas[0],
        nroFecha: 1,
        inicio: '2030-01-05T02:00:00.000Z',
      },
      primerIngreso: null,
      conflicto: false,
    });
    const row = await ticketRow(ticket.idTicket);
    expect(row.usadoAt).toEqual(DOOR_OPEN_AT);
    expect(row.usadoPuerta).toBe('Puerta 1');
    expect(row.usadoEscaneo).toBe(body.idEscaneo);
    expect(await rowsOf(ticket.idTicket)).toEqual([
      expect.objectContaining({
        idEscaneo: body.idEscaneo,
        idEvento: s.a.idEvento,
        idFecha: ticket.idFecha,
        dispositivo,
        idUsuario: s.staff.idUsuario,
        escaneadoAt: DOOR_OPEN_AT,
        recibidoAt: DOOR_OPEN_AT,
        resultado: 'admitido',
        resultadoLocal: null,
        conflicto: false,
      }),
    ]);
  });

  it('answers "usada" with the time and door of the first scan, changing nothing', async () => {
    const ticket = s.night1[0]!;
    clock.set(minutes(7));
    const res = await scan({ idFecha: ticket.idFecha, codigo: ticket.codigo, puerta: 'VIP' });
    expect(res.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'usada',
      primerIngreso: { at: DOOR_OPEN_AT.toISOString(), puerta: 'Puerta 1' },
      conflicto: false,
    });
    expect((await ticketRow(ticket.idTicket)).usadoPuerta).toBe('Puerta 1');
    expect((await rowsOf(ticket.idTicket)).map((r) => r.resultado).sort()).toEqual([
      'admitido',
      'usada',
    ]);
  });

  it('admits a ticket picked from the list by its tid', async () => {
    const ticket = s.night1[1]!;
    const [{ uid }] = await t.database.db
      .select({ uid: tickets.uid })
      .from(tickets)
      .where(eq(tickets.idTicket, ticket.idTicket));
    const res = await scan({ idFecha: ticket.idFecha, tid: uid });
    expect(res.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'admitido',
      entrada: { tid: uid },
    });
  });

  it("admits a typed short code once, in any case or grouping; another event's is refused", async () => {
    clock.set(CHECKOUT_NOW);
    const holder = await t.createUser([0]);
    const orden = await buyPaid(t, await t.tokenFor(holder.idUsuario), s.a.idEvento, [
      { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 1 },
    ]);
    const ticket = orden.tickets[0]!;
    expect(normalizeShortCode(ticket.codigoCorto)).toBe(ticket.codigoCorto);
    clock.set(DOOR_OPEN_AT);
    const idFecha = s.a.idFechas[0];
    // The door's list carries it, so a device admits it with no connection too.
    const snapshot = (
      await asUser(t, s.staffToken, 'GET', `/Puerta/Snapshot?IdFecha=${idFecha}`)
    ).json<PuertaSnapshot>();
    const [{ uid }] = await t.database.db
      .select({ uid: tickets.uid })
      .from(tickets)
      .where(eq(tickets.idTicket, ticket.idTicket));
    expect(snapshot.entradas.find((e) => e.tid === uid)?.codigoCorto).toBe(ticket.codigoCorto);

    const typed = formatShortCode(ticket.codigoCorto).toLowerCase();
    const first = await scan({ idFecha, codigo: ` ${typed} ` });
    expect(first.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'admitido',
      entrada: { tid: uid, dsTipo: 'General', idFecha, nroFecha: 1 },
    });
    expect((await ticketRow(ticket.idTicket)).usadoAt).toEqual(DOOR_OPEN_AT);

    clock.set(minutes(3));
    const again = await scan({ idFecha, codigo: ticket.codigoCorto, puerta: 'VIP' });
    expect(again.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'usada',
      primerIngreso: { at: DOOR_OPEN_AT.toISOString(), puerta: 'Puerta 1' },
    });

    const otroEvento = await scan({ idFecha, codigo: formatShortCode(s.ticketB.codigoCorto) });
    expect(otroEvento.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'otro_evento',
      entrada: null,
    });
    expect((await ticketRow(s.ticketB.idTicket)).usadoAt).toBeNull();
    const nadie = await scan({ idFecha, codigo: 'ZZZZ-ZZZZ' });
    expect(nadie.json<EscaneoRespuesta>()).toMatchObject({ resultado: 'invalido', entrada: null });
  });

  it('refuses another day of the event and another event, never telling who holds the latter', async () => {
    const before = await counts();
    const otroDia = await scan({ idFecha: s.a.idFechas[0], codigo: s.night2[0]!.codigo });
    expect(otroDia.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'otro_dia',
      entrada: { idFecha: s.a.idFechas[1], nroFecha: 2, dsTipo: 'VIP' },
    });
    const otroEvento = await scan({ idFecha: s.a.idFechas[0], codigo: s.ticketB.codigo });
    expect(otroEvento.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'otro_evento',
      entrada: null,
    });
    const after = await counts();
    expect(after).toEqual({ scans: before.scans + 2, used: before.used });
  });

  it('refuses a revoked ticket (its order refunded) as "anulada"', async () => {
    const extra = await t.createUser([0]);
    clock.set(CHECKOUT_NOW);
    const { buyPaid } = await import('../../test/paid-order');
    const orden = await buyPaid(t, await t.tokenFor(extra.idUsuario), s.a.idEvento, [
      { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 1 },
    ]);
    await t.database.db
      .update(ordenes)
      .set({ estado: 'reembolsada', updatedAt: CHECKOUT_NOW })
      .where(eq(ordenes.idOrden, orden.idOrden));
    clock.set(DOOR_OPEN_AT);
    const res = await scan({ idFecha: s.a.idFechas[0], codigo: orden.tickets[0]!.codigo });
    expect(res.json<EscaneoRespuesta>()).toMatchObject({ resultado: 'anulada' });
    expect((await ticketRow(orden.tickets[0]!.idTicket)).usadoAt).toBeNull();
  });

  it('answers "invalido" (200, stored) for a forged signature, garbage and another key', async () => {
    const code = s.night1[2]!.codigo;
    const [h, p, sig] = code.split('.');
    const forgedSig = `${h}.${p}.${sig!.slice(0, -4)}${sig!.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const otherKey = createTicketSigner(generateKeyPairSync('ed25519').privateKey);
    const payloadSwap = `${h}.${Buffer.from(JSON.stringify({ ...claims, cdTipo: 2 })).toString('base64url')}.${sig}`;
    const before = await counts();
    for (const codigo of [
      forgedSig,
      payloadSwap,
      'hola',
      '',
      '....',
      otherKey.sign(claims as never),
    ]) {
      const res = await scan({ idFecha: s.a.idFechas[0], codigo });
      expect(res.statusCode, codigo).toBe(200);
      expect(res.json<EscaneoRespuesta>()).toMatchObject({
        resultado: 'invalido',
        entrada: null,
        primerIngreso: null,
      });
    }
    expect(await counts()).toEqual({ scans: before.scans + 6, used: before.used });
    expect((await ticketRow(s.night1[2]!.idTicket)).usadoAt).toBeNull();
  });

  it('answers 400 with a Spanish detail for oversized codes and malformed scans, storing nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ codigo: 'x'.repeat(TICKET_CODE_MAX + 1) }, DOOR_MSG.codigoLargo],
      [{}, DOOR_MSG.codigoOTitular],
      [{ codigo: s.night1[2]!.codigo, tid: randomUUID() }, DOOR_MSG.codigoOTitular],
      [{ codigo: 'x', puerta: '' }, DOOR_MSG.puertaFalta],
      [{ codigo: 'x', puerta: 'P'.repeat(41) }, DOOR_MSG.puertaLarga],
    ];
    for (const [body, detail] of cases) {
      const res = await scan({ idFecha: s.a.idFechas[0], ...body });
      expect(res.statusCode, detail).toBe(400);
      expect(JSON.stringify(res.json())).toContain(detail);
    }
    for (const body of [
      { idEscaneo: 'no-es-uuid', codigo: 'x' },
      { idFecha: 'uno', codigo: 'x' },
      { codigo: 42 },
      { codigo: 'x', escaneadoAt: 'ayer' },
      { codigo: 'x', resultadoLocal: 'quizas' },
    ]) {
      const res = await scan({ idFecha: s.a.idFechas[0], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const empty = await sync([]);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(DOOR_MSG.loteVacio);
    const big = await sync(Array.from({ length: 501 }, () => offline('x', minutes(-1))));
    expect(big.statusCode).toBe(400);
    expect(JSON.stringify(big.json())).toContain(DOOR_MSG.loteGrande);
    expect(await counts()).toEqual(before);
  });
});

describe('idempotency', () => {
  it('a retried scan answers what it answered and is stored once; its id with another code is a 409', async () => {
    const ticket = s.night1[3]!;
    const body = {
      idEscaneo: randomUUID(),
      dispositivo: randomUUID(),
      idFecha: ticket.idFecha,
      codigo: ticket.codigo,
    };
    const first = await scan(body);
    clock.set(minutes(3));
    const again = await scan(body);
    expect(again.json()).toEqual(first.json());
    expect(first.json<EscaneoRespuesta>().resultado).toBe('admitido');
    expect(await rowsOf(ticket.idTicket)).toHaveLength(1);
    const before = await counts();
    const other = await scan({ ...body, codigo: s.night1[4]!.codigo });
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe(DOOR_MSG.escaneoRepetido);
    const otherDay = await sync([{ ...body, puerta: 'Puerta 1', idFecha: s.a.idFechas[1] }]);
    expect(otherDay.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('a replayed sync batch changes nothing and answers the same, in order', async () => {
    const batch = [
      offline(s.night1[4]!.codigo, minutes(-20)),
      offline(s.night1[4]!.codigo, minutes(-10), { puerta: 'VIP' }),
      offline('basura', minutes(-5)),
      offline(s.ticketB.codigo, minutes(-4)),
    ];
    const first = await sync(batch);
    expect(first.statusCode).toBe(200);
    const answers = first.json<{ resultados: EscaneoRespuesta[] }>().resultados;
    expect(answers.map((r) => [r.idEscaneo, r.resultado, r.conflicto])).toEqual([
      [batch[0]!.idEscaneo, 'admitido', false],
      [batch[1]!.idEscaneo, 'usada', true],
      [batch[2]!.idEscaneo, 'invalido', false],
      [batch[3]!.idEscaneo, 'otro_evento', false],
    ]);
    const before = await counts();
    const stored = await t.database.db.select().from(escaneos).orderBy(escaneos.idEscaneo);
    const ticket = await ticketRow(s.night1[4]!.idTicket);
    clock.set(minutes(30));
    // The connection dropped after the server committed: the device sends it all again.
    const replay = await sync(batch);
    expect(replay.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
    expect(await t.database.db.select().from(escaneos).orderBy(escaneos.idEscaneo)).toEqual(stored);
    expect(await ticketRow(s.night1[4]!.idTicket)).toEqual(ticket);
    // A batch that repeats one of its ids with other content is refused whole.
    const bad = await sync([
      offline(s.night1[5]!.codigo, minutes(-1)),
      { ...batch[0], codigo: 'x' },
    ]);
    expect(bad.statusCode).toBe(409);
    expect(bad.json().detail).toBe(DOOR_MSG.escaneoRepetido);
    expect(await counts()).toEqual(before);
  });
});

describe('offline scans', () => {
  it('the earliest scan wins whatever the order of arrival, and the organiser sees the conflict', async () => {
    const ticket = s.night1[5]!;
    const late = offline(ticket.codigo, minutes(-10), { puerta: 'Puerta 2' });
    const early = offline(ticket.codigo, minutes(-25), { puerta: 'VIP' });
    const first = await sync([late]);
    expect(first.json<{ resultados: EscaneoRespuesta[] }>().resultados[0]).toMatchObject({
      resultado: 'admitido',
    });
    const second = await sync([early]);
    expect(second.json<{ resultados: EscaneoRespuesta[] }>().resultados[0]).toMatchObject({
      resultado: 'admitido',
      conflicto: false,
    });
    const row = await ticketRow(ticket.idTicket);
    expect([row.usadoAt, row.usadoPuerta, row.usadoEscaneo]).toEqual([
      minutes(-25),
      'VIP',
      early.idEscaneo,
    ]);
    const scans = await rowsOf(ticket.idTicket);
    expect(scans.find((r) => r.idEscaneo === late.idEscaneo)!.conflicto).toBe(true);
    // An online scan now is used, with the earliest scan as the first.
    const now = await scan({ idFecha: ticket.idFecha, codigo: ticket.codigo });
    expect(now.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'usada',
      primerIngreso: { at: minutes(-25).toISOString(), puerta: 'VIP' },
      conflicto: false,
    });

    const res = await asUser(t, s.orgToken, 'GET', `/Puerta/Conflictos?IdEvento=${s.a.idEvento}`);
    expect(res.statusCode).toBe(200);
    const { conflictos } = res.json<{ conflictos: unknown[] }>();
    expect(conflictos).toContainEqual({
      tid: expect.any(String),
      titular: 'Ana Pérez',
      dsTipo: 'General',
      idFecha: ticket.idFecha,
      nroFecha: 1,
      primero: { at: minutes(-25).toISOString(), puerta: 'VIP' },
      segundo: { at: minutes(-10).toISOString(), puerta: 'Puerta 2' },
    });
    // Each conflict names the ticket's winning scan first.
    const { conflictos: again } = (
      await asUser(t, s.orgToken, 'GET', `/Puerta/Conflictos?IdEvento=${s.a.idEvento}`)
    ).json<{ conflictos: Array<{ primero: { at: string }; segundo: { at: string } }> }>();
    expect(again.every((c) => c.primero.at <= c.segundo.at)).toBe(true);
    // Others' events: 404.
    const other = await asUser(
      t,
      s.otroToken,
      'GET',
      `/Puerta/Conflictos?IdEvento=${s.a.idEvento}`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('records clocks that disagree (future, or more than 48 h old) at the time the server received them', async () => {
    const extra = await t.createUser([0]);
    clock.set(CHECKOUT_NOW);
    const { buyPaid } = await import('../../test/paid-order');
    const orden = await buyPaid(t, await t.tokenFor(extra.idUsuario), s.a.idEvento, [
      { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 2 },
    ]);
    clock.set(DOOR_OPEN_AT);
    const [f, a] = orden.tickets;
    const future = offline(f!.codigo, minutes(60));
    const ancient = offline(a!.codigo, new Date(DOOR_OPEN_AT.getTime() - 72 * 3600_000));
    const res = await sync([future, ancient]);
    expect(
      res.json<{ resultados: EscaneoRespuesta[] }>().resultados.map((r) => r.resultado),
    ).toEqual(['admitido', 'admitido']);
    for (const [ticket, sc] of [
      [f!, future],
      [a!, ancient],
    ] as const) {
      expect((await ticketRow(ticket.idTicket)).usadoAt).toEqual(DOOR_OPEN_AT);
      const [row] = await t.database.db
        .select()
        .from(escaneos)
        .where(eq(escaneos.idEscaneo, sc.idEscaneo));
      expect([row!.escaneadoAt, row!.recibidoAt]).toEqual([DOOR_OPEN_AT, DOOR_OPEN_AT]);
    }
  });
});

describe('who may open which door', () => {
  it('lists for staff only their event, only the days whose door is open now', async () => {
    const res = await asUser(t, s.staffToken, 'GET', '/Puerta/Eventos');
    expect(res.statusCode).toBe(200);
    expect(res.json<PuertaEventos>()).toEqual({
      servidorAt: DOOR_OPEN_AT.toISOString(),
      eventos: [
        {
          idEvento: s.a.idEvento,
          nombre: 'Noche de puerta',
          rol: 'personal',
          // Door staff scan; they do not sell at the box office.
          vende: false,
          fechas: [
            {
              idFecha: s.a.idFechas[0],
              nroFecha: 1,
              inicio: '2030-01-05T02:00:00.000Z',
              fin: '2030-01-05T08:00:00.000Z',
            },
          ],
        },
      ],
    });
    // A week before, nothing is open.
    clock.set(CHECKOUT_NOW);
    expect((await asUser(t, s.staffToken, 'GET', '/Puerta/Eventos')).json().eventos).toEqual([]);
  });

  it("answers 404 for event B's day and for a day whose door is closed, storing nothing", async () => {
    const before = await counts();
    for (const [idFecha, codigo] of [
      [s.b.idFechas[0], s.ticketB.codigo],
      [s.a.idFechas[1], s.night2[0]!.codigo],
    ] as const) {
      for (const res of [
        await asUser(t, s.staffToken, 'GET', `/Puerta/Snapshot?IdFecha=${idFecha}`),
        await asUser(t, s.staffToken, 'GET', `/Puerta/Cambios?IdFecha=${idFecha}&Desde=x`),
        await scan({ idFecha, codigo }),
        await sync([offline(codigo, minutes(-1), { idFecha })]),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe(DOOR_MSG.eventoNoDisponible);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('takes queued scans of a closed door for DOOR_SYNC_GRACE_MS more, never new online scans', async () => {
    const [dia] = await t.database.db
      .select({ fin: fechas.fin })
      .from(fechas)
      .where(eq(fechas.idFecha, s.a.idFechas[0]!));
    const closedFor = (ms: number) =>
      clock.set(new Date(dia!.fin.getTime() + DOOR_CLOSES_AFTER_MS + ms));
    clock.set(CHECKOUT_NOW);
    const fresh = await buyPaid(t, s.buyerToken, s.a.idEvento, [
      { idFecha: s.a.idFechas[0]!, cdTipo: 0, cantidad: 2 },
    ]);
    const [late, tooLate] = [fresh.tickets[0]!, fresh.tickets[1]!];
    closedFor(60_000);
    const online = await scan({ idFecha: late.idFecha, codigo: late.codigo });
    expect(online.statusCode).toBe(404);
    expect(online.json().detail).toBe(DOOR_MSG.eventoNoDisponible);
    const queued = await sync([offline(late.codigo, minutes(30))]);
    expect(queued.statusCode).toBe(200);
    expect(queued.json().resultados[0].resultado).toBe('admitido');
    expect((await ticketRow(late.idTicket)).usadoAt).toEqual(minutes(30));

    closedFor(DOOR_SYNC_GRACE_MS + 60_000);
    const before = await counts();
    const stale = await sync([offline(tooLate.codigo, minutes(31))]);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().detail).toBe(DOOR_MSG.eventoNoDisponible);
    expect(await counts()).toEqual(before);
  });

  it('lets the owner and administrators open the door with their web session; other organisers get 404', async () => {
    const owner = await asUser(t, s.orgToken, 'GET', '/Puerta/Eventos');
    expect(owner.json<PuertaEventos>().eventos.map((e) => [e.idEvento, e.rol])).toEqual([
      [s.a.idEvento, 'organizador'],
    ]);
    const admin = await t.tokenFor((await t.createUser([1])).idUsuario);
    const all = (await asUser(t, admin, 'GET', '/Puerta/Eventos')).json<PuertaEventos>();
    expect(all.eventos.map((e) => [e.idEvento, e.rol])).toEqual([
      [s.a.idEvento, 'administrador'],
      [s.b.idEvento, 'administrador'],
    ]);
    expect(
      (await asUser(t, admin, 'GET', `/Puerta/Snapshot?IdFecha=${s.b.idFechas[0]}`)).statusCode,
    ).toBe(200);
    const otro = await asUser(t, s.otroToken, 'GET', `/Puerta/Snapshot?IdFecha=${s.a.idFechas[0]}`);
    expect(otro.statusCode).toBe(404);
    const attendee = await asUser(t, s.buyerToken, 'GET', '/Puerta/Eventos');
    expect(attendee.json().eventos).toEqual([]);
  });

  it('removed staff lose the door at once', async () => {
    const extra = await t.createUser([3]);
    const { inviteAndAccept } = await import('../../test/door-fixtures');
    const token = await inviteAndAccept(t, s.orgToken, s.a.idEvento, extra);
    const snapshot = `/Puerta/Snapshot?IdFecha=${s.a.idFechas[0]}`;
    expect((await asUser(t, token, 'GET', snapshot)).statusCode).toBe(200);
    const del = await asUser(
      t,
      s.orgToken,
      'DELETE',
      `/Puerta/Personal?IdEvento=${s.a.idEvento}&IdUsuario=${extra.idUsuario}`,
    );
    expect(del.statusCode).toBe(204);
    const after = await asUser(t, token, 'GET', snapshot);
    expect(after.statusCode).toBe(404);
    expect(after.json().detail).toBe(DOOR_MSG.eventoNoDisponible);
    expect((await scan({ idFecha: s.a.idFechas[0], codigo: 'x' }, token)).statusCode).toBe(404);
    expect((await asUser(t, token, 'GET', '/Puerta/Eventos')).json().eventos).toEqual([]);
  });
});
