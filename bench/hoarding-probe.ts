import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { DISPOSITIVO_HEADER } from '../shared/api/device';
import { outbox } from '../server/src/db/schema/index';
import { comprador, insertOnSale, testClock } from '../server/src/test/checkout-fixtures';
import { solveDesafio } from '../server/src/test/desafio';
import { createTestApp, type TestApp } from '../server/src/test/test-app';

/**
 * How much of a drop one address can hold unpaid with many accounts
 * (docs/decisions/0076-hostile-users.md): the real app on PGlite (app.inject, every request
 * from one address), its production limits, a 300-ticket type with the default 10 per
 * account. 20 accounts sign up from the address (a solved challenge each, as the website),
 * confirm their e-mail from the mailed link, sign in, and each tries to hold the most it can:
 * 10, then one less each time it is refused. Twice: all from one device, and a fresh device
 * id per account (a script rotating them). Beside the figure before the caps, from the issue.
 *
 *   npx tsx bench/hoarding-probe.ts
 */

const ADDRESS = '198.51.100.77';
const ACCOUNTS = 20;
const STOCK = 300;

async function confirmedAccounts(t: TestApp, tag: string) {
  const made: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const correo = `acaparador-${tag}-${i}@pulso.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/CreateUsuario',
      remoteAddress: ADDRESS,
      headers: { 'x-desafio': await solveDesafio(t.app, ADDRESS) },
      payload: {
        nombre: 'Acaparador',
        apellido: `${i}`,
        correo,
        dni: '30123456',
        telefono: '1155554444',
        password: 'acaparar2024',
        dtNacimiento: '1990-05-04',
      },
    });
    if (res.statusCode !== 201) break;
    made.push(correo);
  }
  const tokens: string[] = [];
  for (const correo of made) {
    const [mail] = await t.database.db
      .select({ cuerpo: outbox.cuerpo })
      .from(outbox)
      .where(eq(outbox.destinatario, correo))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /\/confirmar-correo\?token=([\w-]+)/.exec(mail!.cuerpo)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Usuario/ConfirmarCorreo',
      remoteAddress: ADDRESS,
      payload: { token },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm ${confirmed.statusCode}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Security/Login',
      remoteAddress: ADDRESS,
      payload: { usuario: correo, pass: 'acaparar2024' },
    });
    tokens.push(login.json<{ token: string }>().token);
  }
  return tokens;
}

async function hoard(t: TestApp, organizador: number, tokens: string[], devices: 'one' | 'each') {
  const ev = await insertOnSale(t, organizador, [{ cdTipo: 0, precio: 10000, cantidad: STOCK }], {
    nombre: `Drop acaparado (${devices})`,
  });
  const shared = randomUUID();
  let held = 0;
  let accountsHolding = 0;
  let refusals = 0;
  let lastRefusal = '';
  for (const token of tokens) {
    const dispositivo = devices === 'one' ? shared : randomUUID();
    for (let cantidad = 10; cantidad >= 1; cantidad -= 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Orden/CrearOrden',
        remoteAddress: ADDRESS,
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
          [DISPOSITIVO_HEADER]: dispositivo,
        },
        payload: {
          idEvento: ev.idEvento,
          items: [{ idFecha: ev.idFechas[0]!, cdTipo: 0, cantidad }],
          comprador,
        },
      });
      if (res.statusCode === 201) {
        held += cantidad;
        accountsHolding += 1;
        break;
      }
      refusals += 1;
      lastRefusal = `${res.statusCode} ${res.json<{ detail: string }>().detail}`;
    }
  }
  return { held, accountsHolding, refusals, lastRefusal };
}

export async function hoardingProbe() {
  const clock = testClock();
  // Sign-ups at the production limit (20 an hour per address). The per-minute request limits
  // only slow a patient script down (it spreads its tries over minutes), so they are lifted
  // here to measure what the caps on holds leave it; test-app's lifted share is set back.
  const t = await createTestApp(
    {
      RATE_LIMIT_REGISTER_PER_HOUR: '20',
      HOLDS_PER_ADDRESS_PERCENT: '10',
    },
    { now: clock.now },
  );
  try {
    const organizador = (await t.createUser([0, 2])).idUsuario;
    const tokens = await confirmedAccounts(t, 'a');
    const rows: Array<Record<string, string | number>> = [
      {
        caso: 'antes (issue): 18 cuentas, sin confirmar ni topes por origen',
        cuentas: 18,
        'cuentas con reserva': 18,
        'entradas retenidas': 180,
        de: STOCK,
        '%': 60,
      },
    ];
    const hoarders = [
      ['ahora: un dispositivo para todas', 'one'],
      ['ahora: un dispositivo nuevo por cuenta', 'each'],
    ] as const;
    let refusal = '';
    for (const [caso, devices] of hoarders) {
      const r = await hoard(t, organizador, tokens, devices);
      refusal ||= r.lastRefusal;
      rows.push({
        caso,
        cuentas: tokens.length,
        'cuentas con reserva': r.accountsHolding,
        'entradas retenidas': r.held,
        de: STOCK,
        '%': +((100 * r.held) / STOCK).toFixed(1),
      });
    }
    return { rows, refusal };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, refusal } = await hoardingProbe();
  console.log(
    `One address (${ADDRESS}), ${ACCOUNTS} accounts signed up and confirmed, one ${STOCK}-ticket type:`,
  );
  console.table(rows);
  console.log(`Last refusal: ${refusal}`);
}
