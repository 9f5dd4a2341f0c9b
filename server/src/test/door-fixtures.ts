import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { EscaneoRespuesta } from '@shared/api/door';
import type { TicketView } from '@shared/api/checkout';
import { outbox } from '../db/schema/index';
import { insertOnSale, type testClock } from './checkout-fixtures';
import { buyPaid } from './paid-order';
import type { TestApp } from './test-app';

type Clock = ReturnType<typeof testClock>;

/** POST /Puerta/Escanear with a fresh scan id and device, as a door app sends it. */
export function escanear(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Puerta/Escanear',
    headers: { authorization: `Bearer ${token}` },
    payload: { idEscaneo: randomUUID(), dispositivo: randomUUID(), puerta: 'Puerta 1', ...body },
  });
}

/**
 * Lets these tickets in through the real door endpoint, as the event's owner (or staff),
 * with the clock moved to `at` (a moment the day's door is open) and put back afterwards.
 */
export async function admitAtDoor(
  t: TestApp,
  clock: Clock,
  token: string,
  entradas: ReadonlyArray<Pick<TicketView, 'idFecha' | 'codigo'>>,
  at: Date,
): Promise<void> {
  const before = clock.now();
  clock.set(at);
  try {
    for (const e of entradas) {
      const res = await escanear(t, token, { idFecha: e.idFecha, codigo: e.codigo });
      const body = res.json<EscaneoRespuesta>();
      if (res.statusCode !== 200 || body.resultado !== 'admitido')
        throw new Error(`door scan ${res.statusCode} ${res.body}`);
    }
  } finally {
    clock.set(before);
  }
}

export const DOOR_NIGHT = '2030-01-04T23:00:00-03:00';
export const DOOR_SECOND_NIGHT = '2030-01-05T23:00:00-03:00';
/** An hour before the first night: its door is open, the second night's is not yet. */
export const DOOR_OPEN_AT = new Date('2030-01-04T22:00:00-03:00');

/** Signs in to the door app; answers the door token. */
export async function doorLogin(t: TestApp, correo: string, pass: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Puerta/Login',
    payload: { usuario: correo, pass },
  });
  if (res.statusCode !== 200) throw new Error(`door login ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** The token of the last door invitation mailed to this address (from the outbox). */
export async function invitationToken(t: TestApp, correo: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ cuerpo: outbox.cuerpo })
    .from(outbox)
    .where(eq(outbox.destinatario, correo))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/puerta\/invitacion\?token=([\w-]+)/.exec(mail?.cuerpo ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${correo}`);
  return token;
}

/**
 * Door staff the way people become it (docs/decisions/0076-hostile-users.md): the organiser
 * invites the account's address, its owner signs in at the door and accepts the mailed link.
 * Answers the door token.
 */
export async function inviteAndAccept(
  t: TestApp,
  orgToken: string,
  idEvento: number,
  cuenta: { correo: string; password: string },
): Promise<string> {
  const invited = await asUser(t, orgToken, 'POST', '/Puerta/Personal', {
    idEvento,
    correo: cuenta.correo,
  });
  if (invited.statusCode !== 201) throw new Error(`invite ${invited.statusCode} ${invited.body}`);
  const token = await doorLogin(t, cuenta.correo, cuenta.password);
  const accepted = await asUser(t, token, 'POST', '/Puerta/Invitacion/Aceptar', {
    token: await invitationToken(t, cuenta.correo),
  });
  if (accepted.statusCode !== 200)
    throw new Error(`accept ${accepted.statusCode} ${accepted.body}`);
  return token;
}

/** A request with a bearer token (door or web). */
export const asUser = (
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/**
 * A door night: `organizador`'s two-night event A (General and VIP) with `staff` (a role-3
 * account, invited through POST /Puerta/Personal, accepted and signed in at the door), another
 * organiser's event B the same night, and a buyer holding six General tickets for A's first
 * night, one VIP for its second and one for B. Bought at CHECKOUT_NOW (sales open); move
 * the clock to DOOR_OPEN_AT to scan.
 */
export async function doorScene(t: TestApp) {
  const organizador = await t.createUser([0, 2]);
  const orgToken = await t.tokenFor(organizador.idUsuario);
  const otro = await t.createUser([0, 2]);
  const staff = await t.createUser([3]);
  const a = await insertOnSale(
    t,
    organizador.idUsuario,
    [
      { cdTipo: 0, precio: 10000, cantidad: 100 },
      { cdTipo: 2, precio: 20000, cantidad: 20 },
    ],
    { nombre: 'Noche de puerta', dias: [DOOR_NIGHT, DOOR_SECOND_NIGHT] },
  );
  const b = await insertOnSale(t, otro.idUsuario, [{ cdTipo: 0, precio: 9000, cantidad: 50 }], {
    nombre: 'Otra fiesta',
    dias: [DOOR_NIGHT],
  });
  const staffToken = await inviteAndAccept(t, orgToken, a.idEvento, staff);
  const buyer = await t.createUser([0]);
  const buyerToken = await t.tokenFor(buyer.idUsuario);
  const orden = await buyPaid(t, buyerToken, a.idEvento, [
    { idFecha: a.idFechas[0]!, cdTipo: 0, cantidad: 6 },
    { idFecha: a.idFechas[1]!, cdTipo: 2, cantidad: 1 },
  ]);
  const ordenB = await buyPaid(t, buyerToken, b.idEvento, [
    { idFecha: b.idFechas[0]!, cdTipo: 0, cantidad: 1 },
  ]);
  const night1 = orden.tickets.filter((e) => e.idFecha === a.idFechas[0]);
  const night2 = orden.tickets.filter((e) => e.idFecha === a.idFechas[1]);
  return {
    a,
    b,
    organizador,
    orgToken,
    otro,
    otroToken: await t.tokenFor(otro.idUsuario),
    staff,
    staffToken,
    buyer,
    buyerToken,
    orden,
    night1,
    night2,
    ticketB: ordenB.tickets[0]!,
  };
}
export type DoorScene = Awaited<ReturnType<typeof doorScene>>;
