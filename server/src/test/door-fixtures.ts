import { randomUUID } from 'node:crypto';
import type { EscaneoRespuesta } from '@shared/api/door';
import type { TicketView } from '@shared/api/checkout';
import type { testClock } from './checkout-fixtures';
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
