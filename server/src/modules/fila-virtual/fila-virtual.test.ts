import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import type { EventosPage } from '@shared/api/discovery';
import type { FilaVirtualEstado } from '@shared/api/fila-virtual';
import { FILA_MSG } from '@shared/api/fila-virtual';
import type { CrearEventoResponse } from '@shared/api/organiser';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import {
  entradas,
  eventos,
  fechas,
  filaVirtual,
  ordenes,
  productoraMiembros,
  productoras,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { comprador, crearOrden, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { insertArtista } from '../../test/discovery-fixtures';
import { crearEventoPayload } from '../../test/organiser-fixtures';
import { withDesafio } from '../../test/desafio';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstBatch, legacyTurn, paceFrom, standing } from './admission-pace';

/**
 * The virtual queue of high-demand days (issue 12), on a clock the tests move. Six admissions
 * a minute (a first batch of one at the opening) and ten-minute admissions keep the numbers
 * small enough to read.
 */
const OPENING = new Date('2030-01-02T12:00:00-03:00');
const NIGHT = '2030-01-04T23:00:00-03:00';
const RATE = 6;
const ADMISSION_MINUTES = 10;
const MIN = 60_000;

let t: TestApp;
const clock = testClock(new Date(OPENING.getTime() - 60 * MIN));
let organizador: number;

const at = (ms: number) => clock.set(new Date(OPENING.getTime() + ms));
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Buyers made straight in the tables (role 0), each with a session. */
let made = 0;
async function buyers(n: number): Promise<Array<{ idUsuario: number; token: string }>> {
  const rows = await t.database.db
    .insert(usuarios)
    .values(
      Array.from({ length: n }, () => {
        made += 1;
        return {
          nombre: 'Fila',
          apellido: `Comprador ${made}`,
          correo: `fila-${made}@pulso.test`,
          correoConfirmadoAt: new Date(),
        };
      }),
    )
    .returning({ idUsuario: usuarios.idUsuario });
  await t.database.db
    .insert(usuarioRoles)
    .values(rows.map((r) => ({ idUsuario: r.idUsuario, cdRol: 0 })));
  const out: Array<{ idUsuario: number; token: string }> = [];
  for (const r of rows) out.push({ idUsuario: r.idUsuario, token: await t.tokenFor(r.idUsuario) });
  return out;
}

/** An event on sale whose days are high demand (or not), opening at OPENING. */
async function highDemandEvent(dias = [NIGHT], alta = true) {
  const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: 500 }], {
    dias,
  });
  await t.database.db
    .update(fechas)
    .set({ altaDemanda: alta, inicioVenta: OPENING })
    .where(eq(fechas.idEvento, ev.idEvento));
  return ev;
}

/** Joining takes a solved challenge (server/src/modules/desafio). */
const unirme = async (token: string, idFecha: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/FilaVirtual/Unirme',
    headers: await withDesafio(t.app, auth(token)),
    payload: { idFecha },
  });

const estado = async (token: string, idFecha: number) => {
  const res = await t.app.inject({
    url: `/api/v1/FilaVirtual/Estado?IdFecha=${idFecha}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilaVirtualEstado>();
};

const joined = async (token: string, idFecha: number) => {
  const res = await unirme(token, idFecha);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilaVirtualEstado>();
};

const orderOf = (ev: { idEvento: number; idFechas: number[] }, idFecha = ev.idFechas[0]!) => ({
  idEvento: ev.idEvento,
  items: [{ idFecha, cdTipo: 0, cantidad: 1 }],
  comprador,
});

const buyWith = (
  token: string,
  ev: { idEvento: number; idFechas: number[] },
  admision?: string,
  idFecha?: number,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Orden/CrearOrden',
    headers: {
      ...auth(token),
      'idempotency-key': `fila-${Math.random().toString(36).slice(2)}`,
      ...(admision === undefined ? {} : { 'x-admision': admision }),
    },
    payload: { ...orderOf(ev, idFecha), ...extra },
  });

beforeAll(async () => {
  t = await createTestApp(
    {
      VIRTUAL_QUEUE_ADMIT_PER_MINUTE: String(RATE),
      VIRTUAL_QUEUE_ADMISSION_MINUTES: String(ADMISSION_MINUTES),
    },
    { now: clock.now },
  );
  organizador = (await t.createUser([0, 2])).idUsuario;
});
afterAll(() => t.close());

describe('admission pace', () => {
  it('admits a first batch at once when a rush starts, then the rate per minute', () => {
    expect(firstBatch(200)).toBe(34);
    expect(firstBatch(6)).toBe(1);
    // 2,034 people drawn at the opening, 200 a minute: 34 at once, then one every 0.3 s.
    const p = paceFrom(OPENING, null, 200);
    expect(p.turn(33)).toEqual(OPENING);
    expect(p.turn(34)).toEqual(new Date(OPENING.getTime() + 300));
    expect(p.turn(2033)).toEqual(new Date(OPENING.getTime() + 10 * MIN));
    expect(standing(p.turn(2033), new Date(OPENING.getTime() + 10 * MIN), 200)).toEqual({
      admitido: true,
    });
    // Place 2,434: still 400 to go at ten minutes, two minutes' wait.
    expect(standing(p.turn(2433), new Date(OPENING.getTime() + 10 * MIN), 200)).toEqual({
      admitido: false,
      posicion: 400,
      estimadoMinutos: 2,
    });
    // Places given before turns were stored keep the opening's rate.
    expect(legacyTurn(2034, OPENING, 200)).toEqual(p.turn(2033));
  });

  it('paces a rush that comes long after the opening like the opening itself', () => {
    const opened = paceFrom(OPENING, null, 200);
    const ritmo = opened.ritmoAfter(100); // a hundred came at the opening
    const later = new Date(OPENING.getTime() + 3 * 60 * MIN);
    const rush = paceFrom(later, ritmo, 200);
    expect(rush.turn(0)).toEqual(later);
    expect(rush.turn(33)).toEqual(later);
    expect(rush.turn(1033)).toEqual(new Date(later.getTime() + 5 * MIN));
    // One more, alone a minute after that rush was admitted, is admitted as it arrives.
    const quiet = new Date(later.getTime() + 6 * MIN);
    expect(paceFrom(quiet, rush.ritmoAfter(1034), 200).turn(0)).toEqual(quiet);
  });
});

describe('a rush hours after the opening (a surprise guest announced)', () => {
  it('is queued at the rate, not let in at once', async () => {
    const ev = await highDemandEvent();
    const idFecha = ev.idFechas[0]!;
    const [early, ...rush] = await buyers(13);
    at(MIN);
    expect(await joined(early!.token, idFecha)).toMatchObject({ lugar: 1, admitido: true });
    // Three hours on, twelve people join within a second: six a minute, one at once.
    for (const [i, p] of rush.entries()) {
      at(3 * 60 * MIN + i * 80);
      await joined(p.token, idFecha);
    }
    expect((await estado(rush[0]!.token, idFecha)).admitido).toBe(true);
    expect(await estado(rush[11]!.token, idFecha)).toMatchObject({
      lugar: 13,
      admitido: false,
      posicion: 11,
      estimadoMinutos: 2,
    });
    at(3 * 60 * MIN + MIN); // one at once, then six in the minute
    expect((await estado(rush[6]!.token, idFecha)).admitido).toBe(true);
    expect(await estado(rush[7]!.token, idFecha)).toMatchObject({ admitido: false, posicion: 1 });
    const [stored] = await t.database.db
      .select({ turno: filaVirtual.turno })
      .from(filaVirtual)
      .where(eq(filaVirtual.idUsuario, rush[11]!.idUsuario));
    expect(stored!.turno).toEqual(new Date(OPENING.getTime() + 3 * 60 * MIN + 110 * 1000));
  });
});

describe('joining', () => {
  it('before the opening: a random draw among everyone who came before it, each place once', async () => {
    const ev = await highDemandEvent();
    const idFecha = ev.idFechas[0]!;
    const people = await buyers(50);
    at(-45 * MIN);
    for (const p of people) {
      clock.advanceMinutes(0.5);
      const s = await joined(p.token, idFecha);
      expect(s).toMatchObject({ enFila: true, abierta: false, lugar: null, posicion: null });
      expect(s.apertura).toBe(OPENING.toISOString());
    }
    // Joining again (a refresh, another tab) keeps the one row.
    await joined(people[0]!.token, idFecha);
    const rows = await t.database.db
      .select()
      .from(filaVirtual)
      .where(eq(filaVirtual.idFecha, idFecha));
    expect(rows).toHaveLength(50);

    at(0);
    const lugares: number[] = [];
    for (const p of people) lugares.push((await estado(p.token, idFecha)).lugar!);
    expect([...lugares].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // Not arrival order (the chance of drawing exactly it is 1 in 50!).
    expect(lugares).not.toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    // Asking again, or joining again, never moves anyone.
    for (const [i, p] of people.entries()) {
      expect((await joined(p.token, idFecha)).lugar).toBe(lugares[i]);
      expect((await estado(p.token, idFecha)).lugar).toBe(lugares[i]);
    }

    // After the opening, arrivals queue in order behind everyone drawn.
    const late = await buyers(5);
    for (const [i, p] of late.entries()) {
      at((i + 1) * 1000);
      expect((await joined(p.token, idFecha)).lugar).toBe(51 + i);
    }
    expect((await joined(late[0]!.token, idFecha)).lugar).toBe(51);
  });

  it('the first one to ask after the opening runs the draw, whoever it is', async () => {
    const ev = await highDemandEvent();
    const idFecha = ev.idFechas[0]!;
    const [a, b, c] = await buyers(3);
    at(-MIN);
    await joined(a!.token, idFecha);
    await joined(b!.token, idFecha);
    // c arrives after the opening, before anyone asked: the draw runs as c joins.
    at(5000);
    expect((await joined(c!.token, idFecha)).lugar).toBe(3);
    const drawn = [
      (await estado(a!.token, idFecha)).lugar,
      (await estado(b!.token, idFecha)).lugar,
    ];
    expect(drawn.sort()).toEqual([1, 2]);
  });

  it('someone who has not joined is not in line', async () => {
    const ev = await highDemandEvent();
    const [p] = await buyers(1);
    at(MIN);
    expect(await estado(p!.token, ev.idFechas[0]!)).toMatchObject({
      enFila: false,
      lugar: null,
      admitido: false,
      token: null,
    });
  });

  it('refuses days without a queue, unknown or unpublished ones and closed sales', async () => {
    const [p] = await buyers(1);
    at(MIN);
    const normal = await highDemandEvent([NIGHT], false);
    let res = await unirme(p!.token, normal.idFechas[0]!);
    expect([res.statusCode, res.json().detail]).toEqual([409, FILA_MSG.sinFila]);
    res = await unirme(p!.token, 99_999_999);
    expect([res.statusCode, res.json().detail]).toEqual([404, MSG.eventoNoEncontrado]);
    const pending = await highDemandEvent();
    await t.database.db
      .update(eventos)
      .set({ cdEstado: ESTADO_EVENTO.POR_APROBAR })
      .where(eq(eventos.idEvento, pending.idEvento));
    res = await unirme(p!.token, pending.idFechas[0]!);
    expect(res.statusCode).toBe(404);
    const ev = await highDemandEvent();
    clock.set(new Date(NIGHT));
    res = await unirme(p!.token, ev.idFechas[0]!);
    expect([res.statusCode, res.json().detail]).toEqual([409, FILA_MSG.ventaTerminada]);
    expect(
      await t.database.db.select().from(filaVirtual).where(eq(filaVirtual.idUsuario, p!.idUsuario)),
    ).toEqual([]);
  });

  it('is for buyers only (role 0)', async () => {
    const ev = await highDemandEvent();
    const admin = await t.createUser([1]);
    at(MIN);
    const res = await unirme(await t.tokenFor(admin.idUsuario), ev.idFechas[0]!);
    expect(res.statusCode).toBe(403);
    const guest = await t.app.inject({
      url: `/api/v1/FilaVirtual/Estado?IdFecha=${ev.idFechas[0]}`,
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('position, estimate and admission as the clock moves', () => {
  it('moves at the configured rate and admits once, for the admission time', async () => {
    const ev = await highDemandEvent();
    const idFecha = ev.idFechas[0]!;
    const people = await buyers(20);
    for (const [i, p] of people.entries()) {
      at(i * 100); // after the opening: places in arrival order
      expect((await joined(p.token, idFecha)).lugar).toBe(i + 1);
    }
    const tenth = people[9]!;
    at(5000);
    // One admitted at the opening: the tenth is ninth in line, two minutes at six a minute.
    expect(await estado(tenth.token, idFecha)).toMatchObject({
      lugar: 10,
      posicion: 9,
      estimadoMinutos: 2,
      admitido: false,
      token: null,
    });
    expect((await estado(people[0]!.token, idFecha)).admitido).toBe(true);
    at(MIN); // 1 + 6 admitted
    expect(await estado(tenth.token, idFecha)).toMatchObject({ posicion: 3, estimadoMinutos: 1 });
    at(1.5 * MIN); // 1 + 9
    const turn = await estado(tenth.token, idFecha);
    expect(turn).toMatchObject({ admitido: true, posicion: null, vencida: false });
    expect(turn.token).toEqual(expect.any(String));
    expect(turn.expira).toBe(new Date(OPENING.getTime() + 11.5 * MIN).toISOString());
    // Asking again later keeps the same end: the admission starts when first told.
    at(5 * MIN);
    expect((await estado(tenth.token, idFecha)).expira).toBe(turn.expira);
    // The eleventh, never asked until now, is admitted now and its time starts now.
    expect((await estado(people[10]!.token, idFecha)).expira).toBe(
      new Date(OPENING.getTime() + 15 * MIN).toISOString(),
    );
    // Once it ends, the admission is over; joining again goes to the end of the line.
    at(11.5 * MIN);
    expect(await estado(tenth.token, idFecha)).toMatchObject({
      admitido: false,
      vencida: true,
      token: null,
    });
    const again = await joined(tenth.token, idFecha);
    // 11.5 minutes: 1 + 69 admitted, so place 21 is admitted at once, with a fresh admission.
    expect(again).toMatchObject({ lugar: 21, admitido: true, vencida: false });
    expect(again.expira).toBe(new Date(OPENING.getTime() + 21.5 * MIN).toISOString());
    expect(again.token).not.toBe(turn.token);
    expect((await joined(tenth.token, idFecha)).lugar).toBe(21);
  });
});

describe('POST /Orden/CrearOrden on a high-demand day', () => {
  let ev: { idEvento: number; idFechas: number[] };
  let otherDay: { idEvento: number; idFechas: number[] };
  let ana: { idUsuario: number; token: string };
  let beto: { idUsuario: number; token: string };
  let anaToken: string;
  let betoToken: string;
  let anaOtherDayToken: string;

  const ordersOf = (idEvento: number) =>
    t.database.db.select().from(ordenes).where(eq(ordenes.idEvento, idEvento));
  const vendidas = async (idFecha: number) =>
    (await t.database.db.select().from(entradas).where(eq(entradas.idFecha, idFecha)))[0]!.vendidas;

  beforeAll(async () => {
    ev = await highDemandEvent(['2030-01-04T23:00:00-03:00', '2030-01-05T23:00:00-03:00']);
    otherDay = await highDemandEvent();
    [ana, beto] = (await buyers(2)) as [typeof ana, typeof beto];
    // The line is paced on the rush: one place every 60 / RATE seconds. Ana comes that long
    // before Beto, so each finds the line empty and is admitted at once.
    at(MIN - 60_000 / RATE);
    await joined(ana.token, ev.idFechas[0]!);
    at(MIN);
    await joined(beto.token, ev.idFechas[0]!);
    await joined(ana.token, otherDay.idFechas[0]!);
    anaToken = (await estado(ana.token, ev.idFechas[0]!)).token!;
    betoToken = (await estado(beto.token, ev.idFechas[0]!)).token!;
    anaOtherDayToken = (await estado(ana.token, otherDay.idFechas[0]!)).token!;
    expect([anaToken, betoToken, anaOtherDayToken].every(Boolean)).toBe(true);
  });

  it('refuses (403, in Spanish) without a genuine admission of this account for this day, storing nothing', async () => {
    const forged = `${anaToken.slice(0, -4)}${anaToken.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const admision of [undefined, '', 'no-es-un-token', forged, betoToken, anaOtherDayToken]) {
      const res = await buyWith(ana.token, ev, admision);
      expect([res.statusCode, res.json().detail], String(admision)).toEqual([
        403,
        FILA_MSG.admisionRequerida,
      ]);
    }
    // Admitted for the first day only: the second day needs its own admission.
    const second = await buyWith(ana.token, ev, anaToken, ev.idFechas[1]);
    expect([second.statusCode, second.json().detail]).toEqual([403, FILA_MSG.admisionRequerida]);
    expect(await ordersOf(ev.idEvento)).toEqual([]);
    expect(await vendidas(ev.idFechas[0]!)).toBe(0);
  });

  it('a session token is no admission, and an admission token is no session', async () => {
    const session = await buyWith(ana.token, ev, ana.token);
    expect(session.statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/v1/Security/Me', headers: auth(anaToken) });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the account admitted for the day (201), several tokens for several days; an RRPP link kept through the wait still names the sale', async () => {
    // The event is a productora's with an RRPP (docs/decisions/0092-rrpp.md): the link the
    // device kept is sent with the purchase the queue let through.
    const rrpp = await t.createUser([0, 2]);
    const [p] = await t.database.db
      .insert(productoras)
      .values({ nombre: 'Fila con RRPP', creadaPor: rrpp.idUsuario })
      .returning();
    await t.database.db.insert(productoraMiembros).values({
      idProductora: p!.idProductora,
      idUsuario: rrpp.idUsuario,
      rol: 'rrpp',
      rrppSlug: 'fila',
    });
    await t.database.db
      .update(eventos)
      .set({ idProductora: p!.idProductora })
      .where(eq(eventos.idEvento, ev.idEvento));
    const res = await buyWith(ana.token, ev, anaToken, undefined, { rrpp: 'fila' });
    expect(res.statusCode, res.body).toBe(201);
    const [orden] = await ordersOf(ev.idEvento);
    expect([orden!.idRrpp, orden!.rrppVia]).toEqual([rrpp.idUsuario, 'enlace']);
    expect(res.json<OrdenView>().items).toHaveLength(1);
    expect(await vendidas(ev.idFechas[0]!)).toBe(1);
    // Both of Beto's tokens in one header: the one for this day counts.
    const both = await buyWith(beto.token, ev, `${anaOtherDayToken}, ${betoToken}`);
    expect(both.statusCode, both.body).toBe(201);
  });

  it('refuses an admission that ran out with its own message', async () => {
    at(MIN + ADMISSION_MINUTES * MIN);
    const res = await buyWith(beto.token, ev, betoToken);
    expect([res.statusCode, res.json().detail]).toEqual([403, FILA_MSG.admisionVencida]);
    at(MIN);
  });

  it('leaves normal days alone: no header needed', async () => {
    const normal = await highDemandEvent([NIGHT], false);
    const res = await buyWith(ana.token, normal);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("an order with a normal and a high-demand day needs the latter's admission", async () => {
    const mixed = await highDemandEvent([NIGHT, '2030-01-05T23:00:00-03:00'], false);
    const [alta, normal] = mixed.idFechas as [number, number];
    await t.database.db.update(fechas).set({ altaDemanda: true }).where(eq(fechas.idFecha, alta));
    const [p] = await buyers(1);
    const both = {
      idEvento: mixed.idEvento,
      items: [
        { idFecha: alta, cdTipo: 0, cantidad: 1 },
        { idFecha: normal, cdTipo: 0, cantidad: 1 },
      ],
      comprador,
    };
    const refused = await crearOrden(t, p!.token, both);
    expect([refused.statusCode, refused.json().detail]).toEqual([403, FILA_MSG.admisionRequerida]);
    expect((await crearOrden(t, p!.token, { ...both, items: [both.items[1]!] })).statusCode).toBe(
      201,
    );
    await joined(p!.token, alta);
    const { token } = await estado(p!.token, alta);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Orden/CrearOrden',
      headers: { ...auth(p!.token), 'idempotency-key': 'fila-mixta-1', 'x-admision': token! },
      payload: both,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('the organiser marks high-demand days', () => {
  it('on create (default off) and on modify (absent: unchanged), shown on the event', async () => {
    const idArtista = await insertArtista(t.database.db, { nombre: 'Fila Artista' });
    const owner = await t.createUser([0, 2]);
    const token = await t.tokenFor(owner.idUsuario);
    const base = crearEventoPayload(idArtista);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Evento/CrearEvento',
      headers: auth(token),
      payload: {
        ...base,
        fechas: [{ ...base.fechas[0]!, altaDemanda: true }, base.fechas[1]!],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<CrearEventoResponse>();
    const flags = async () =>
      (
        await t.database.db
          .select({ idFecha: fechas.idFecha, alta: fechas.altaDemanda })
          .from(fechas)
          .where(eq(fechas.idEvento, created.idEvento))
          .orderBy(fechas.inicio)
      ).map((f) => f.alta);
    expect(await flags()).toEqual([true, false]);
    const view = await t.app.inject({
      url: `/api/v1/Evento/GetEventos?IdEvento=${created.idEvento}`,
      headers: auth(token),
    });
    expect(view.json<EventosPage>().eventos[0]!.fechas.map((f) => f.altaDemanda)).toEqual([
      true,
      false,
    ]);

    const modify = (dias: Array<{ altaDemanda?: boolean }>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/Evento/UpdateEvento',
        headers: auth(token),
        payload: {
          idEvento: created.idEvento,
          nombre: base.nombre,
          domicilio: base.domicilio,
          genero: base.genero,
          artistas: base.artistas,
          descripcion: base.descripcion,
          fechas: base.fechas.map((f, i) => ({
            idFecha: created.fechas[i]!,
            inicio: f.inicio,
            fin: f.fin,
            inicioVenta: f.inicioVenta,
            finVenta: f.finVenta,
            ...dias[i],
          })),
        },
      });
    let upd = await modify([{ altaDemanda: false }, { altaDemanda: true }]);
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await flags()).toEqual([false, true]);
    upd = await modify([{}, {}]);
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await flags()).toEqual([false, true]);
  });
});

describe('places are never shared', () => {
  it('keeps (day, place) unique in the database', async () => {
    const result = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select id_fecha, puesto from ${filaVirtual}
        where puesto is not null group by id_fecha, puesto having count(*) > 1
      ) d`);
    expect(Number(result.rows[0]!.n)).toBe(0);
  });
});
