import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_LIMITS } from '@shared/domain/limits';
import { MSG } from '@shared/messages';
import { outbox, transferencias } from '../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../test/checkout-fixtures';
import { asUser } from '../test/door-fixtures';
import { buyPaid } from '../test/paid-order';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Mails a stranger can make Pulso send are limited per sending account and per recipient
 * (docs/decisions/0076-hostile-users.md): transfers (sent and cancelled again and again) and
 * password resets. Door invitations: door-staff.test.ts.
 */

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
let idEvento: number;
let idFecha: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pulso.test' }, { now: clock.now });
  const org = await t.createUser([0, 2]);
  const ev = await insertOnSale(t, org.idUsuario, [{ cdTipo: 0, precio: 5000, cantidad: 50 }]);
  idEvento = ev.idEvento;
  idFecha = ev.idFechas[0]!;
});
afterAll(() => t.close());
beforeEach(() => clock.set(CHECKOUT_NOW));

const mailsTo = async (correo: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.destinatario, correo))
  )[0]!.n;

/** A buyer holding one paid ticket. */
async function holder() {
  const u = await t.createUser([0]);
  const token = await t.tokenFor(u.idUsuario);
  const orden = await buyPaid(t, token, idEvento, [{ idFecha, cdTipo: 0, cantidad: 1 }]);
  return { token, idTicket: orden.tickets[0]!.idTicket };
}

/** Sends the ticket to `correo` (no account there: it waits) and cancels it at once. */
async function sendAndCancel(h: { token: string; idTicket: number }, correo: string) {
  const sent = await asUser(t, h.token, 'POST', '/Entrada/Transferir', {
    idTicket: h.idTicket,
    correo,
  });
  if (sent.statusCode === 200)
    await asUser(t, h.token, 'POST', '/Entrada/CancelarTransferencia', {
      idTransferencia: sent.json().idTransferencia,
    });
  return sent;
}

describe('transfer mails', () => {
  it('a sender mails at most its hourly share; past it a Spanish 429 and nothing sent', async () => {
    const h = await holder();
    const { porCuentaPorHora } = MAIL_LIMITS.transferencias;
    for (let i = 0; i < porCuentaPorHora; i++)
      expect((await sendAndCancel(h, `amiga${i}@pulso.test`)).statusCode).toBe(200);
    const over = await sendAndCancel(h, 'una.mas@pulso.test');
    expect([over.statusCode, over.json().detail]).toEqual([429, MSG.demasiadosCorreos]);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('una.mas@pulso.test')).toBe(0);
    expect(
      await t.database.db
        .select()
        .from(transferencias)
        .where(eq(transferencias.correo, 'una.mas@pulso.test')),
    ).toEqual([]);
  });

  it('an address receives at most its daily share, whoever sends; refusals that mail nothing do not count', async () => {
    const victima = 'victima.transferencias@pulso.test';
    const { porDestinatarioPorDia } = MAIL_LIMITS.transferencias;
    const a = await holder();
    const b = await holder();
    // A transfer refused for its own reason (someone else's ticket) mails nothing, counts nothing.
    const ajena = await asUser(t, a.token, 'POST', '/Entrada/Transferir', {
      idTicket: b.idTicket,
      correo: victima,
    });
    expect(ajena.statusCode).toBe(404);
    for (let i = 0; i < porDestinatarioPorDia; i++)
      expect((await sendAndCancel(i % 2 === 0 ? a : b, victima)).statusCode).toBe(200);
    expect(await mailsTo(victima)).toBe(porDestinatarioPorDia);
    const third = await holder();
    const over = await sendAndCancel(third, victima);
    expect([over.statusCode, over.json().detail]).toEqual([429, MSG.demasiadosCorreosDestinatario]);
    expect(await mailsTo(victima)).toBe(porDestinatarioPorDia);
    // The refused sender is not charged for it: another address still goes.
    expect((await sendAndCancel(third, 'otra.direccion@pulso.test')).statusCode).toBe(200);
  });
});

describe('password reset mails', () => {
  it('an address gets at most its daily share of links; past it the same neutral answer and no mail', async () => {
    const u = await t.createUser([0]);
    const { porDestinatarioPorDia } = MAIL_LIMITS.restablecer;
    const pedir = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/Usuario/RecuperarPassword',
        payload: { correo: u.correo },
      });
    for (let i = 0; i < porDestinatarioPorDia + 2; i++) {
      // A second link within a minute is never sent: the clock moves past that.
      clock.set(new Date(CHECKOUT_NOW.getTime() + i * 120_000));
      expect((await pedir()).statusCode).toBe(202);
    }
    expect(await mailsTo(u.correo)).toBe(porDestinatarioPorDia);
    // Unknown addresses answer the same, and use nothing up.
    const nadie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/RecuperarPassword',
      payload: { correo: 'nadie.aca@pulso.test' },
    });
    expect(nadie.statusCode).toBe(202);
  });
});
