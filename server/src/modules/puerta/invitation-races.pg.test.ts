import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventoInvitaciones, puertaPersonal } from '../../db/schema/index';
import { CHECKOUT_NOW, testClock } from '../../test/checkout-fixtures';
import {
  asUser,
  DOOR_OPEN_AT,
  doorLogin,
  doorScene,
  invitationToken,
  type DoorScene,
} from '../../test/door-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { storeInvitation } from './invitation-store';

/**
 * A door invitation accepted while the organiser withdraws it or removes the person, on a real
 * PostgreSQL server (PGlite has one connection and cannot race), ROUNDS times each: the end is
 * either accepted and staff, or withdrawn and not staff; never staff from a withdrawn
 * invitation (docs/decisions/0076-hostile-users.md). Runs when DATABASE_URL is set.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 12;
const clock = testClock(DOOR_OPEN_AT);
let t: TestApp;
let s: DoorScene;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({}, { now: clock.now });
  clock.set(CHECKOUT_NOW);
  s = await doorScene(t);
  clock.set(DOOR_OPEN_AT);
}, 60_000);
afterAll(async () => {
  if (onPostgres) await t.close();
});

/**
 * A fresh account signed in at the door, with an open invitation to event A stored as the
 * route stores it (the organiser's mail quota is door-staff.test.ts's business, not this one's).
 */
async function invited() {
  const u = await t.createUser([0]);
  const row = await t.database.db.transaction((tx) =>
    storeInvitation(tx, {
      idEvento: s.a.idEvento,
      evento: 'Noche de puerta',
      correo: u.correo,
      invitadoPor: s.organizador.idUsuario,
      siteUrl: 'https://pulso.test',
      now: DOOR_OPEN_AT,
    }),
  );
  return {
    ...u,
    idInvitacion: row!.idInvitacion,
    token: await invitationToken(t, u.correo),
    door: await doorLogin(t, u.correo, u.password),
  };
}

/** The invitation's end state and whether the person is staff of event A. */
async function endState(p: { idUsuario: number; idInvitacion: number }) {
  const [inv] = await t.database.db
    .select()
    .from(eventoInvitaciones)
    .where(eq(eventoInvitaciones.idInvitacion, p.idInvitacion));
  const staff = await t.database.db
    .select()
    .from(puertaPersonal)
    .where(
      and(eq(puertaPersonal.idEvento, s.a.idEvento), eq(puertaPersonal.idUsuario, p.idUsuario)),
    );
  return {
    aceptada: inv!.aceptadaAt !== null,
    retirada: inv!.revocadaAt !== null,
    staff: staff.length === 1,
  };
}

describe.runIf(onPostgres)('door invitation races (PostgreSQL)', () => {
  it('accepted while withdrawn: one of the two wins, and the staff row follows it', async () => {
    const winners = { aceptada: 0, retirada: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const p = await invited();
      const [accept, withdraw] = await Promise.all([
        asUser(t, p.door, 'POST', '/Puerta/Invitacion/Aceptar', { token: p.token }),
        asUser(
          t,
          s.orgToken,
          'DELETE',
          `/Puerta/Invitacion?IdEvento=${s.a.idEvento}&IdInvitacion=${p.idInvitacion}`,
        ),
      ]);
      const end = await endState(p);
      if (accept.statusCode === 200) {
        expect(withdraw.statusCode, `round ${round}`).toBe(409);
        expect(end).toEqual({ aceptada: true, retirada: false, staff: true });
        winners.aceptada += 1;
      } else {
        expect([accept.statusCode, withdraw.statusCode], `round ${round}`).toEqual([410, 204]);
        expect(end).toEqual({ aceptada: false, retirada: true, staff: false });
        winners.retirada += 1;
      }
    }
    expect(winners.aceptada + winners.retirada).toBe(ROUNDS);
  });

  it('accepted while the person is removed: accepted and staff, or accepted and removed after; never staff from a withdrawn invitation', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await invited();
      const [accept, remove] = await Promise.all([
        asUser(t, p.door, 'POST', '/Puerta/Invitacion/Aceptar', { token: p.token }),
        asUser(
          t,
          s.orgToken,
          'DELETE',
          `/Puerta/Personal?IdEvento=${s.a.idEvento}&IdUsuario=${p.idUsuario}`,
        ),
      ]);
      const end = await endState(p);
      expect(accept.statusCode, `round ${round}`).toBe(200);
      expect(end.aceptada && !end.retirada, `round ${round}`).toBe(true);
      // Removed after accepting (204, no longer staff), or removed before being staff (404).
      expect([remove.statusCode, end.staff], `round ${round}`).toEqual(
        remove.statusCode === 204 ? [204, false] : [404, true],
      );
    }
  });
});
