import type { BoleteriaDia } from '@shared/api/boleteria';
import { openDB } from 'idb';
import { BoxOffice } from '../renderer/src/door/box-office';
import { DoorApiError, type DoorClient } from '../renderer/src/door/door-client';
import { openDoorDb } from '../renderer/src/door/door-db';

/**
 * Bundled by bench/box-office.ts and run in Chromium: the door app's own offline sale
 * (BoxOffice.vender: the allotment checked, the sale kept in IndexedDB, the sync attempted and
 * found offline) beside the floor, one bare IndexedDB put of a record of the same size.
 */
const offline = () => Promise.reject(new DoorApiError(null, 'sin conexión'));
const client = new Proxy({}, { get: () => offline }) as unknown as DoorClient;

async function run(sales: number) {
  const name = `bench-${crypto.randomUUID()}`;
  const db = await openDoorDb(name);
  const dia: BoleteriaDia = {
    idFecha: 1,
    tipos: [{ idEntrada: 1, cdTipo: 0, dsTipo: 'General', precioPuerta: 6000, disponibles: 0 }],
    caja: {
      idCaja: 1,
      idFecha: 1,
      dispositivo: 'bench',
      abiertaAt: new Date().toISOString(),
      cerradaAt: null,
      cupos: [{ idEntrada: 1, cantidad: sales, vendidas: 0 }],
      ventas: {
        efectivo: { entradas: 0, monto: 0 },
        transferencia: { entradas: 0, monto: 0 },
        mercadopago: { entradas: 0, monto: 0 },
      },
      efectivoEsperado: 0,
      efectivoContado: null,
      diferencia: null,
      nota: null,
      devueltos: 0,
    },
  };
  await db.saveBoxOffice(dia);
  const settings = {
    dispositivo: 'bench',
    puerta: 'Boletería',
    idFechaActiva: 1,
    sesionWeb: false,
    camaraApagada: true,
  };
  const office = await BoxOffice.open(client, db, settings, 1);
  let t0 = performance.now();
  for (let i = 0; i < sales; i++) {
    const r = await office.vender({
      idEntrada: 1,
      cantidad: 1,
      medio: i % 3 === 0 ? 'transferencia' : 'efectivo',
      ingresa: true,
      correo: null,
      nombre: null,
    });
    if (r.estado !== 'sin_conexion') throw new Error(`sale ${i}: ${JSON.stringify(r)}`);
  }
  const appMs = (performance.now() - t0) / sales;
  if ((await db.sales()).length !== sales) throw new Error('a sale was not kept');
  // The floor: the same records, put one by one into a bare store.
  const bare = await openDB(`${name}-bare`, 1, {
    upgrade: (d) => d.createObjectStore('v', { keyPath: 'venta.idVenta' }),
  });
  const records = await db.sales();
  t0 = performance.now();
  for (const r of records)
    await bare.put('v', { ...r, venta: { ...r.venta, idVenta: crypto.randomUUID() } });
  const floorMs = (performance.now() - t0) / sales;
  return { appMs, floorMs };
}

Object.assign(globalThis, { pulsoBoxOfficeBench: { run } });
