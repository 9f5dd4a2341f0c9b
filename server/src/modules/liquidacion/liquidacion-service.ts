import { asc, eq } from 'drizzle-orm';
import type {
  Liquidacion,
  LiquidacionCifras,
  LiquidacionFila,
  LiquidacionOrganizador,
} from '@shared/api/settlement';
import type { Db } from '../../db/client';
import { adicionales, entradas, fechas, usuarios } from '../../db/schema/index';
import type { Viewer } from '../../plugins/viewer';
import { ownedEvent } from '../eventos';
import { rrppFigures } from '../rrpp/rrpp-figures';
import {
  doorSalesOfEvent,
  settlementAddOns,
  settlementGuestPlaces,
  settlementLines,
  settlementRefunds,
  type SettlementAddOnLine,
  type SettlementLine,
} from '../ordenes';
import { apportion } from '@shared/domain/apportion';
import { receiptOf } from '@shared/domain/receipt';

/**
 * The settlement of an event (shared/api/settlement.ts; docs/decisions/0042-settlement.md).
 * Read from the orders ever paid and their refunds, never from counters: an order's
 * discount, fee and refunds are split over its lines (apportion) so each row is exact and the
 * rows add up to the orders to the peso.
 */
export function createLiquidacionService(db: Db) {
  return {
    async liquidacion(viewer: Viewer, idEvento: number, now: Date): Promise<Liquidacion> {
      const evento = await ownedEvent(db, viewer, idEvento, 'liquidacion');
      const [stock, lines, addOnLines, refunds, guests, organizador, rrpp, puerta] =
        await Promise.all([
          settlementRows(db, idEvento),
          settlementLines(db, idEvento),
          settlementAddOns(db, idEvento),
          settlementRefunds(db, idEvento),
          settlementGuestPlaces(db, idEvento),
          payee(db, evento.idUsuario),
          rrppFigures(db, idEvento),
          doorSalesOfEvent(db, idEvento),
        ]);
      const filas = new Map<number, LiquidacionFila>(
        stock.map(({ idEntrada, dia, ...s }) => [
          idEntrada,
          { ...s, dia: dia.toISOString(), ...zero() },
        ]),
      );
      const row = (idEntrada: number) => filas.get(idEntrada) ?? null;
      for (const order of splitOrders(lines, addOnLines, refunds)) {
        order.lines.forEach((l, i) => {
          const f = row(l.idEntrada);
          if (!f) return;
          if (order.origen === 'reventa') {
            f.revendidas += l.cantidad;
            f.reventas += order.netos[i]!;
          } else {
            f.vendidas += l.cantidad;
            f.bruto += l.importe;
            f.descuentos += order.descuentos[i]!;
          }
          f.cargos += order.cargos[i]!;
        });
        for (const part of order.devoluciones) {
          const f = row(part.idEntrada);
          if (f) f[part.columna] += part.monto;
        }
      }
      for (const g of guests) {
        const f = row(g.idEntrada);
        if (f) f.invitados += g.n;
      }
      const rows = [...filas.values()].map(withNeto);
      const totales = sumOf(rows);
      const comisiones = rrpp
        .filter((r) => r.ordenes > 0 || r.comision > 0)
        .map(({ idUsuario, nombre, entradas, importe, comision }) => ({
          idUsuario,
          nombre,
          entradas,
          importe,
          comision,
        }));
      const comisionesRrpp = comisiones.reduce((sum, r) => sum + r.comision, 0);
      return {
        idEvento,
        nombre: evento.nombre,
        organizador,
        generadaAt: now.toISOString(),
        filas: rows,
        totales,
        rrpp: comisiones,
        comisionesRrpp,
        netoTrasComisiones: totales.neto - comisionesRrpp,
        // What the productora collected itself; a Mercado Pago QR went through Pulso and is
        // in the figures above, as any purchase.
        ventasPuerta: puerta.productora,
      };
    },
  };
}

export type LiquidacionService = ReturnType<typeof createLiquidacionService>;

/** Who the settlement pays and where (their profile, migration 0023). */
async function payee(db: Db, idUsuario: number): Promise<LiquidacionOrganizador> {
  const [u] = await db
    .select({
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      cuit: usuarios.cuit,
      cbu: usuarios.cbu,
      aliasCbu: usuarios.aliasCbu,
      banco: usuarios.banco,
    })
    .from(usuarios)
    .where(eq(usuarios.idUsuario, idUsuario));
  if (!u) return { nombre: '', cuit: '', cbu: '', aliasCbu: '', banco: '' };
  const { nombre, apellido, ...cobro } = u;
  return { nombre: `${nombre} ${apellido}`.trim(), ...cobro };
}

const FIGURES = [
  'vendidas',
  'bruto',
  'descuentos',
  'reembolsos',
  'arrepentimientos',
  'revendidas',
  'reventas',
  'saldoReventas',
  'aDevolver',
  'cargos',
  'neto',
  'invitados',
] as const satisfies ReadonlyArray<keyof LiquidacionCifras>;

const zero = (): LiquidacionCifras =>
  Object.fromEntries(FIGURES.map((k) => [k, 0])) as unknown as LiquidacionCifras;

/**
 * `saldoReventas` arrives holding what went back to sellers (negative); it becomes what resale
 * buyers paid less that, and the net follows from the row's own figures.
 */
function withNeto<T extends LiquidacionCifras>(f: T): T {
  const saldoReventas = f.reventas + f.saldoReventas;
  return {
    ...f,
    saldoReventas,
    neto: f.bruto - f.descuentos - f.reembolsos - f.arrepentimientos + saldoReventas - f.aDevolver,
  };
}

function sumOf(rows: ReadonlyArray<LiquidacionCifras>): LiquidacionCifras {
  const total = zero();
  for (const r of rows) for (const k of FIGURES) total[k] += r[k];
  return total;
}

type Refund = Awaited<ReturnType<typeof settlementRefunds>>[number];
type Line = SettlementLine;
type AddOnLine = SettlementAddOnLine;
type Columna = 'reembolsos' | 'arrepentimientos' | 'saldoReventas' | 'aDevolver';

/**
 * Each paid order's lines with its discount (over the lines its code applies to), its fee
 * (over what each line cost after the discount) and its refunds, split per line.
 */
function* splitOrders(
  ticketLines: ReadonlyArray<Line>,
  addOnLines: ReadonlyArray<AddOnLine>,
  refunds: ReadonlyArray<Refund>,
) {
  const byOrder = new Map<number, Line[]>();
  for (const l of ticketLines) byOrder.set(l.idOrden, [...(byOrder.get(l.idOrden) ?? []), l]);
  const addOnsOf = new Map<number, AddOnLine[]>();
  for (const a of addOnLines) addOnsOf.set(a.idOrden, [...(addOnsOf.get(a.idOrden) ?? []), a]);
  const refundsOf = new Map<number, Refund[]>();
  for (const r of refunds) refundsOf.set(r.idOrden, [...(refundsOf.get(r.idOrden) ?? []), r]);

  for (const [, own] of byOrder) {
    const o = own[0]!;
    // The order's receipt (shared/domain/receipt.ts), as its buyer and the sales page read it;
    // its add-ons are lines of their own rows (keyed -idAdicional), after its tickets.
    const extras = addOnsOf.get(o.idOrden) ?? [];
    const receipt = receiptOf(o, own, extras);
    const ls: Line[] = [
      ...own,
      ...extras.map((a) => ({ ...o, idItem: -1, idEntrada: -a.idAdicional, cdTipo: -1, ...a })),
    ];
    const parts = [...receipt.lineas, ...receipt.adicionales].map((l) => l.importes);
    const descuentos = parts.map((l) => l.descuento);
    const netos = parts.map((l) => l.precioPagado);
    const cargos = parts.map((l) => l.cargoServicio);

    const ownRefunds = refundsOf.get(o.idOrden) ?? [];
    // A resold ticket's money went back to its seller already: a later whole refund (the
    // event cancelled) gives back the rest of each line.
    const resold = ls.map((l) =>
      ownRefunds.filter((r) => r.idItemVendido === l.idItem).reduce((sum, r) => sum + r.monto, 0),
    );
    const devoluciones: Array<{ idEntrada: number; columna: Columna; monto: number }> = [];
    for (const r of ownRefunds) {
      const settled = r.estado === 'hecho';
      if (r.idReventa !== null) {
        // Paid back to the seller on the row the resale was sold on, beside what its buyer paid.
        devoluciones.push({
          idEntrada: r.idEntradaReventa ?? ls[0]!.idEntrada,
          columna: settled ? 'saldoReventas' : 'aDevolver',
          monto: settled ? -r.monto : r.monto,
        });
        continue;
      }
      // A whole-order refund gives the fee back first (Pulso's), the rest is ticket money.
      const tickets = r.monto - Math.min(r.monto, o.cargoServicio);
      const left = netos.map((n, i) => Math.max(0, n - resold[i]!));
      const columna = !settled
        ? 'aDevolver'
        : r.arrepentimiento
          ? 'arrepentimientos'
          : 'reembolsos';
      apportion(tickets, left.some((n) => n > 0) ? left : netos).forEach((monto, i) =>
        devoluciones.push({ idEntrada: ls[i]!.idEntrada, columna, monto }),
      );
    }
    yield { origen: o.origen, lines: ls, descuentos, netos, cargos, devoluciones };
  }
}

/** The event's stock rows, each day's add-ons after its types (keyed -idAdicional). */
async function settlementRows(db: Db, idEvento: number) {
  const [types, addOns] = await Promise.all([
    stockRows(db, idEvento),
    db
      .select({
        idAdicional: adicionales.idAdicional,
        idFecha: adicionales.idFecha,
        dia: fechas.inicio,
        dsTipo: adicionales.nombre,
      })
      .from(adicionales)
      .innerJoin(fechas, eq(fechas.idFecha, adicionales.idFecha))
      .where(eq(fechas.idEvento, idEvento))
      .orderBy(asc(adicionales.orden), asc(adicionales.idAdicional)),
  ]);
  return types.flatMap((t, i) => {
    const lastOfDay = types[i + 1]?.idFecha !== t.idFecha;
    const extras = lastOfDay ? addOns.filter((a) => a.idFecha === t.idFecha) : [];
    return [
      t,
      ...extras.map(({ idAdicional, ...a }) => ({
        ...a,
        idEntrada: -idAdicional,
        cdTipo: -1,
        adicional: true as const,
      })),
    ];
  });
}

/** The event's stock rows (day and ticket type), in the order the screens list them. */
const stockRows = (db: Db, idEvento: number) =>
  db
    .select({
      idEntrada: entradas.idEntrada,
      idFecha: entradas.idFecha,
      dia: fechas.inicio,
      cdTipo: entradas.cdTipo,
      dsTipo: entradas.nombre,
    })
    .from(entradas)
    .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
    .where(eq(fechas.idEvento, idEvento))
    .orderBy(asc(fechas.inicio), asc(fechas.idFecha), asc(entradas.orden), asc(entradas.cdTipo));
