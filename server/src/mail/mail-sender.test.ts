import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index';
import { startLoopbackSmtp } from '../test/loopback-smtp';
import { createTestApp, type TestApp } from '../test/test-app';
import { drainOutbox, smtpTransport } from './mail-sender';
import { queueMails } from './outbox';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startLoopbackSmtp();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('outbox sender over SMTP', () => {
  it('sends waiting mails once, retries a refused one, and the admin list shows them', async () => {
    const { db } = t.database;
    await queueMails(db, [
      {
        destinatario: 'ana@pulso.test',
        asunto: 'Tu evento «Noche» no fue aprobado',
        cuerpo: 'Motivo: faltan datos.',
      },
      { destinatario: 'beto@pulso.test', asunto: 'Tus entradas', cuerpo: 'Gracias por tu compra.' },
    ]);
    const transport = smtpTransport(smtp.url);
    smtp.failNextDelivery();
    const first = await drainOutbox(db, transport, { from: 'Pulso <no-responder@pulso.test>' });
    expect(first).toEqual({ sent: 1, failed: 1 });
    const second = await drainOutbox(db, transport, { from: 'Pulso <no-responder@pulso.test>' });
    expect(second).toEqual({ sent: 1, failed: 0 });
    const third = await drainOutbox(db, transport, { from: 'Pulso <no-responder@pulso.test>' });
    expect(third).toEqual({ sent: 0, failed: 0 });
    transport.close();

    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      '<ana@pulso.test>',
      '<beto@pulso.test>',
    ]);
    const ana = smtp.received.find((m) => m.to[0] === '<ana@pulso.test>')!;
    expect(ana.data).toContain('Motivo: faltan datos.');
    const rows = await db.select().from(outbox).where(eq(outbox.destinatario, 'ana@pulso.test'));
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(rows[0]!.attempts).toBe(2);
    expect(rows[0]!.lastError).toBeNull();

    const admin = await t.createUser([1]);
    const res = await t.app.inject({
      url: '/api/v1/Admin/Correos?destinatario=ANA@pulso.test',
      headers: { authorization: `Bearer ${await t.tokenFor(admin.idUsuario)}` },
    });
    expect(res.statusCode).toBe(200);
    const { correos } = res.json() as { correos: Array<{ asunto: string; sentAt: string | null }> };
    expect(correos).toHaveLength(1);
    expect(correos[0]!.asunto).toBe('Tu evento «Noche» no fue aprobado');
    expect(correos[0]!.sentAt).not.toBeNull();
  });
});
