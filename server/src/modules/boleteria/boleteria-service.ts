import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BOLETERIA_MSG,
  type AbrirCajaPayload,
  type BoleteriaDia,
  type Caja,
  type CajaResumen,
  type PedirCupoPayload,
  type PreciosPuertaDia,
  type PreciosPuertaPayload,
  type TipoPuerta,
  type VentaRegistrada,
  type VentasRegistradas,
  type cerrarCajaSchema,
  type venderSchema,
} from '@shared/api/boleteria';
import { efectivoEsperado, restoDeCupo, type MedioPuerta } from '@shared/domain/boleteria';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { DbExecutor, DbTx } from '../../db/executor';
import { cajas, cuposCaja, entradas, fechas, usuarios } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import type { TicketSigner } from '../../tickets/ticket-signer';
import { lugaresDe, lugaresSql } from '../cupos';
import {
  doorSalesOfCajas,
  doorSalesRecorded,
  lockStockRows,
  recordDoorSale,
  releaseLines,
  reserveLines,
} from '../ordenes';
import { eventAccess } from '../productoras/event-access';
import type { DoorAccess, DoorDay } from '../puerta/door-access';
import { nroFechaSql } from '../ordenes';

type CajaRow = typeof cajas.$inferSelect;

/**
 * The box office at the door (docs/decisions/0094-box-office.md). Every call on a caja locks its
 * row first: its device's requests (allotment, sales, closing) queue one behind the other, so a
 * replayed sync finds the sale already recorded and an allotment cannot be spent twice. Places
 * are taken from the day's stock under the same row locks as any online purchase.
 */
export function createBoleteriaService(deps: {
  db: Db;
  access: DoorAccess;
  signer: TicketSigner;
  now: () => Date;
}) {
  const { db, access } = deps;

  /** The day, if the caller may sell at its door now. */
  async function sellingDay(viewer: Viewer, idFecha: number): Promise<DoorDay> {
    const day = await access.day(viewer, idFecha);
    if (!day.vende) throw forbidden(BOLETERIA_MSG.sinPermiso);
    return day;
  }

  /**
   * The caja's day, checked before any transaction (the access check reads outside it): the
   * caller may still sell there (`sync`: or sync, a little after the door closed).
   */
  async function cajaDay(viewer: Viewer, idCaja: number, sync = false) {
    const [caja] = await db
      .select({ idFecha: cajas.idFecha })
      .from(cajas)
      .where(eq(cajas.idCaja, idCaja));
    if (!caja) throw notFound(BOLETERIA_MSG.cajaNoEncontrada);
    const day = sync
      ? await access.syncDay(viewer, caja.idFecha)
      : await sellingDay(viewer, caja.idFecha);
    if (!day.vende) throw forbidden(BOLETERIA_MSG.sinPermiso);
  }

  /** The caller's caja, locked; a closed one refuses to sell or take places. */
  async function lockedCaja(tx: DbTx, viewer: Viewer, idCaja: number, open = true) {
    const [caja] = await tx.select().from(cajas).where(eq(cajas.idCaja, idCaja)).for('update');
    if (!caja) throw notFound(BOLETERIA_MSG.cajaNoEncontrada);
    if (caja.idVendedor !== viewer.idUsuario) throw forbidden(BOLETERIA_MSG.cajaAjena);
    if (open && caja.cerradaAt) throw conflict(BOLETERIA_MSG.cajaCerrada);
    return caja;
  }

  async function cajaView(exec: DbExecutor, caja: CajaRow): Promise<Caja> {
    const [cupos, ventas] = await Promise.all([
      exec
        .select({
          idEntrada: cuposCaja.idEntrada,
          cantidad: cuposCaja.cantidad,
          vendidas: cuposCaja.vendidas,
        })
        .from(cuposCaja)
        .where(eq(cuposCaja.idCaja, caja.idCaja))
        .orderBy(asc(cuposCaja.idEntrada)),
      doorSalesOfCajas(exec, [caja.idCaja]),
    ]);
    return viewOf(caja, cupos, ventas);
  }

  function viewOf(
    caja: CajaRow,
    cupos: Caja['cupos'],
    ventas: ReadonlyArray<{ medio: MedioPuerta; entradas: number; monto: number }>,
  ): Caja {
    const por = (medio: MedioPuerta) =>
      ventas
        .filter((v) => v.medio === medio)
        .reduce((a, v) => ({ entradas: a.entradas + v.entradas, monto: a.monto + v.monto }), {
          entradas: 0,
          monto: 0,
        });
    return {
      idCaja: caja.idCaja,
      idFecha: caja.idFecha,
      dispositivo: caja.dispositivo,
      abiertaAt: caja.abiertaAt.toISOString(),
      cerradaAt: caja.cerradaAt?.toISOString() ?? null,
      cupos,
      ventas: {
        efectivo: por('efectivo'),
        transferencia: por('transferencia'),
        mercadopago: por('mercadopago'),
      },
      efectivoEsperado: caja.efectivoEsperado ?? efectivoEsperado(ventas),
      efectivoContado: caja.efectivoContado,
      diferencia: caja.diferencia,
      nota: caja.nota,
      devueltos: caja.devueltos,
    };
  }

  /** The day's types as the box office reads them (no lock: a figure to show, not to sell). */
  async function tiposOf(exec: DbExecutor, idFecha: number): Promise<TipoPuerta[]> {
    return exec
      .select({
        idEntrada: entradas.idEntrada,
        cdTipo: entradas.cdTipo,
        dsTipo: entradas.nombre,
        precioPuerta: entradas.precioPuerta,
        disponibles: lugaresSql(entradas.idEntrada, deps.now()),
      })
      .from(entradas)
      .where(eq(entradas.idFecha, idFecha))
      .orderBy(asc(entradas.orden), asc(entradas.idEntrada));
  }

  return {
    /** GET /Boleteria/Dia */
    async dia(viewer: Viewer, idFecha: number): Promise<BoleteriaDia> {
      await sellingDay(viewer, idFecha);
      return db.transaction(async (tx) => {
        const [caja] = await tx
          .select()
          .from(cajas)
          .where(
            and(
              eq(cajas.idFecha, idFecha),
              eq(cajas.idVendedor, viewer.idUsuario),
              isNull(cajas.cerradaAt),
            ),
          )
          .orderBy(asc(cajas.idCaja))
          .limit(1);
        return {
          idFecha,
          tipos: (await tiposOf(tx, idFecha)).filter((t) => t.precioPuerta !== null),
          caja: caja ? await cajaView(tx, caja) : null,
        };
      });
    },

    /** POST /Boleteria/AbrirCaja: the open caja of this seller, day and device, or a new one. */
    async abrir(viewer: Viewer, body: AbrirCajaPayload): Promise<Caja> {
      const day = await sellingDay(viewer, body.idFecha);
      const now = deps.now();
      return db.transaction(async (tx) => {
        await tx
          .insert(cajas)
          .values({
            idEvento: day.idEvento,
            idFecha: body.idFecha,
            idVendedor: viewer.idUsuario,
            dispositivo: body.dispositivo,
            abiertaAt: now,
          })
          .onConflictDoNothing();
        const [caja] = await tx
          .select()
          .from(cajas)
          .where(
            and(
              eq(cajas.idFecha, body.idFecha),
              eq(cajas.idVendedor, viewer.idUsuario),
              eq(cajas.dispositivo, body.dispositivo),
              isNull(cajas.cerradaAt),
            ),
          );
        return cajaView(tx, caja!);
      });
    },

    /** POST /Boleteria/Cupo: places of a type for this device, taken from the day's stock. */
    async cupo(viewer: Viewer, body: PedirCupoPayload): Promise<Caja> {
      await cajaDay(viewer, body.idCaja);
      return db.transaction(async (tx) => {
        const caja = await lockedCaja(tx, viewer, body.idCaja);
        const rows = await lockStockRows(tx, [caja.idFecha]);
        const row = rows.find((r) => r.idEntrada === body.idEntrada);
        if (!row || row.precioPuerta === null) throw notFound(BOLETERIA_MSG.tipoNoEnPuerta);
        const now = deps.now();
        const line = { ...pick(row), cantidad: body.cantidad };
        if (await reserveLines(tx, [line], now))
          throw conflict(BOLETERIA_MSG.sinLugares(await lugaresDe(tx, row.idEntrada, now)));
        await tx
          .insert(cuposCaja)
          .values({ idCaja: caja.idCaja, idEntrada: row.idEntrada, cantidad: body.cantidad })
          .onConflictDoUpdate({
            target: [cuposCaja.idCaja, cuposCaja.idEntrada],
            set: { cantidad: sql`${cuposCaja.cantidad} + ${body.cantidad}` },
          });
        return cajaView(tx, caja);
      });
    },

    /**
     * POST /Boleteria/Vender: the device's sales, oldest first, each once by its idVenta. A sale
     * the allotment cannot cover is refused with its reason (the device never sells beyond it;
     * this guards against one that would) and records nothing.
     */
    async vender(viewer: Viewer, body: z.output<typeof venderSchema>): Promise<VentasRegistradas> {
      await cajaDay(viewer, body.idCaja, true);
      return db.transaction(async (tx) => {
        // A closed caja still answers a replay of the sales it made before closing: those are
        // found already recorded.
        const caja = await lockedCaja(tx, viewer, body.idCaja, false);
        const now = deps.now();
        const ventas: VentaRegistrada[] = [];
        const recorded = await doorSalesRecorded(
          tx,
          body.ventas.map((v) => v.idVenta),
        );
        for (const v of body.ventas) {
          const done = recorded.get(v.idVenta);
          if (done) {
            ventas.push({ idVenta: v.idVenta, ...done, motivo: null });
            continue;
          }
          const refuse = (motivo: string) =>
            ventas.push({ idVenta: v.idVenta, idOrden: null, numero: null, tickets: [], motivo });
          if (caja.cerradaAt) {
            refuse(BOLETERIA_MSG.cajaCerrada);
            continue;
          }
          const taken = await tx
            .update(cuposCaja)
            .set({ vendidas: sql`${cuposCaja.vendidas} + ${v.cantidad}` })
            .where(
              and(
                eq(cuposCaja.idCaja, caja.idCaja),
                eq(cuposCaja.idEntrada, v.idEntrada),
                sql`${cuposCaja.cantidad} - ${cuposCaja.vendidas} >= ${v.cantidad}`,
              ),
            )
            .returning({ id: cuposCaja.idCupoCaja });
          if (taken.length === 0) {
            refuse(BOLETERIA_MSG.sinCupo);
            continue;
          }
          // The device's clock may be off: a sale is never recorded in the future.
          const vendidaAt = new Date(Math.min(Date.parse(v.vendidaAt), now.getTime()));
          const sale = await recordDoorSale(
            tx,
            deps.signer,
            {
              ...v,
              idVendedor: caja.idVendedor,
              idEvento: caja.idEvento,
              idCaja: caja.idCaja,
              vendidaAt,
            },
            now,
          );
          // The same id twice in one batch is one sale.
          recorded.set(v.idVenta, sale);
          ventas.push({ idVenta: v.idVenta, ...sale, motivo: null });
        }
        return { ventas, caja: await cajaView(tx, caja) };
      });
    },

    /**
     * POST /Boleteria/CerrarCaja: the cash counted against the cash sales, the difference kept,
     * and the places the device did not sell given back to the day.
     */
    async cerrar(viewer: Viewer, body: z.output<typeof cerrarCajaSchema>): Promise<Caja> {
      await cajaDay(viewer, body.idCaja, true);
      return db.transaction(async (tx) => {
        const caja = await lockedCaja(tx, viewer, body.idCaja);
        const cupos = await tx
          .select()
          .from(cuposCaja)
          .where(eq(cuposCaja.idCaja, caja.idCaja))
          .orderBy(asc(cuposCaja.idEntrada));
        const sobrantes = cupos.filter((c) => restoDeCupo(c) > 0);
        let devueltos = 0;
        if (sobrantes.length > 0) {
          const rows = await lockStockRows(tx, [caja.idFecha]);
          const lines = sobrantes.map((c) => ({
            ...pick(rows.find((r) => r.idEntrada === c.idEntrada)!),
            cantidad: restoDeCupo(c),
          }));
          await releaseLines(tx, lines);
          devueltos = lines.reduce((s, l) => s + l.cantidad, 0);
          await tx
            .update(cuposCaja)
            .set({ cantidad: sql`${cuposCaja.vendidas}` })
            .where(
              inArray(
                cuposCaja.idCupoCaja,
                sobrantes.map((c) => c.idCupoCaja),
              ),
            );
        }
        const ventas = await doorSalesOfCajas(tx, [caja.idCaja]);
        const esperado = efectivoEsperado(ventas);
        const [cerrada] = await tx
          .update(cajas)
          .set({
            cerradaAt: deps.now(),
            efectivoContado: body.efectivoContado,
            efectivoEsperado: esperado,
            diferencia: body.efectivoContado - esperado,
            nota: body.nota,
            devueltos,
          })
          .where(eq(cajas.idCaja, caja.idCaja))
          .returning();
        return cajaView(tx, cerrada!);
      });
    },

    /** GET /Boleteria/Cajas: every caja of the event, for who reads its sales. */
    async cajasDelEvento(viewer: Viewer, idEvento: number): Promise<CajaResumen[]> {
      await eventAccess(db, viewer, idEvento, 'ventas');
      const rows = await db
        .select({
          caja: cajas,
          vendedor: sql<string>`${usuarios.nombre} || ' ' || ${usuarios.apellido}`,
          nroFecha: nroFechaSql,
          inicio: fechas.inicio,
        })
        .from(cajas)
        .innerJoin(usuarios, eq(usuarios.idUsuario, cajas.idVendedor))
        .innerJoin(fechas, eq(fechas.idFecha, cajas.idFecha))
        .where(eq(cajas.idEvento, idEvento))
        .orderBy(asc(fechas.inicio), asc(cajas.abiertaAt), asc(cajas.idCaja));
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.caja.idCaja);
      const [cupos, ventas] = await Promise.all([
        db
          .select()
          .from(cuposCaja)
          .where(inArray(cuposCaja.idCaja, ids))
          .orderBy(asc(cuposCaja.idEntrada)),
        doorSalesOfCajas(db, ids),
      ]);
      return rows.map((r) => ({
        ...viewOf(
          r.caja,
          cupos
            .filter((c) => c.idCaja === r.caja.idCaja)
            .map((c) => ({ idEntrada: c.idEntrada, cantidad: c.cantidad, vendidas: c.vendidas })),
          ventas.filter((v) => v.idCaja === r.caja.idCaja),
        ),
        vendedor: r.vendedor,
        fecha: { nroFecha: Number(r.nroFecha), inicio: r.inicio.toISOString() },
      }));
    },

    /**
     * GET /Boleteria/Precios: every day of the event with all its types, on door sale or not,
     * for who edits the event to set the door prices (a figure to show: no lock).
     */
    async preciosDelEvento(viewer: Viewer, idEvento: number): Promise<PreciosPuertaDia[]> {
      await eventAccess(db, viewer, idEvento, 'evento');
      const dias = await db
        .select({ idFecha: fechas.idFecha, inicio: fechas.inicio })
        .from(fechas)
        .where(eq(fechas.idEvento, idEvento))
        .orderBy(asc(fechas.inicio), asc(fechas.idFecha));
      return Promise.all(
        // In start order, so the day's number is its place (nroFechaSql needs a joined select).
        dias.map(async (d, i) => ({
          idFecha: d.idFecha,
          nroFecha: i + 1,
          inicio: d.inicio.toISOString(),
          tipos: await tiposOf(db, d.idFecha),
        })),
      );
    },

    /** PUT /Boleteria/Precios: which types the door sells, at what price (null: not sold). */
    async precios(viewer: Viewer, body: PreciosPuertaPayload): Promise<TipoPuerta[]> {
      const [dia] = await db
        .select({ idEvento: fechas.idEvento })
        .from(fechas)
        .where(eq(fechas.idFecha, body.idFecha));
      if (!dia) throw notFound(BOLETERIA_MSG.tipoNoEnPuerta);
      await eventAccess(db, viewer, dia.idEvento, 'evento');
      return db.transaction(async (tx) => {
        const rows = await lockStockRows(tx, [body.idFecha]);
        for (const p of body.precios)
          if (!rows.some((r) => r.idEntrada === p.idEntrada))
            throw notFound(BOLETERIA_MSG.tipoNoEnPuerta);
        for (const p of body.precios)
          await tx
            .update(entradas)
            .set({ precioPuerta: p.precioPuerta })
            .where(eq(entradas.idEntrada, p.idEntrada));
        return tiposOf(tx, body.idFecha);
      });
    },
  };
}

const pick = (r: { idEntrada: number; idFecha: number; cdTipo: number }) => ({
  idEntrada: r.idEntrada,
  idFecha: r.idFecha,
  cdTipo: r.cdTipo,
});

export type BoleteriaService = ReturnType<typeof createBoleteriaService>;
