import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Caja, VentaPuerta } from '@shared/api/boleteria';
import { entradas } from '../db/schema/index';
import type { TestApp } from './test-app';

/** A box-office request as the door app sends it (a web or door session's token). */
export function boleteria(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/v1/Boleteria/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The day's General row, put on door sale at `precio`. */
export async function generalOnDoorSale(t: TestApp, idFecha: number, precio: number) {
  const [row] = await t.database.db
    .update(entradas)
    .set({ precioPuerta: precio })
    .where(and(eq(entradas.idFecha, idFecha), eq(entradas.cdTipo, 0)))
    .returning({ idEntrada: entradas.idEntrada });
  return row!.idEntrada;
}

/** Opens a caja for `dispositivo` and takes `cantidad` places of the type for it. */
export async function cajaConCupo(
  t: TestApp,
  token: string,
  idFecha: number,
  idEntrada: number,
  cantidad: number,
  dispositivo: string = randomUUID(),
): Promise<{ caja: Caja; cupo: { statusCode: number; body: string } }> {
  const abierta = await boleteria(t, token, 'POST', 'AbrirCaja', { idFecha, dispositivo });
  if (abierta.statusCode !== 200) throw new Error(`caja ${abierta.statusCode} ${abierta.body}`);
  const cupo = await boleteria(t, token, 'POST', 'Cupo', {
    idCaja: abierta.json<Caja>().idCaja,
    idEntrada,
    cantidad,
  });
  return { caja: abierta.json<Caja>(), cupo };
}

/** One sale as the device records it. */
export const ventaDe = (
  idEntrada: number,
  cantidad: number,
  extra: Partial<VentaPuerta> = {},
): VentaPuerta => ({
  idVenta: randomUUID(),
  idEntrada,
  cantidad,
  medio: 'efectivo',
  vendidaAt: new Date('2030-01-04T22:10:00-03:00').toISOString(),
  ingresa: false,
  puerta: 'Boletería',
  ...extra,
});
