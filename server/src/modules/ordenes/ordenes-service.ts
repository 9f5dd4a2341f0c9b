import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  ORDEN_MSG,
  type CrearOrdenPayload,
  type OrdenView,
  type TicketsRevocados,
} from '@shared/api/checkout';
import { ESTADO_EVENTO, TIPOS_ENTRADA } from '@shared/domain/catalogs';
import { serviceFee } from '@shared/domain/fees';
import type { Comprador } from '@shared/validation/checkout';
import { MSG } from '@shared/messages';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  eventos,
  fechas,
  ordenes,
  ordenItems,
  tickets,
  ticketsRevocados,
  tiposEntrada,
  usuarios,
} from '../../db/schema/index';
import type { PaymentProvider } from '../../payments/provider';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { admissionRefusal } from '../fila-virtual/admission-check';
import type { Admission } from '../fila-virtual/admission-token';
import { diaLabel } from './ordenes-format';
import { ordenView, ticketViews } from './orden-views';
import { precheckOrder, soldOutLine, type Precheck } from './order-precheck';
import {
  buyerHoldings,
  endReplacedHolds,
  firstLineOverLimit,
  lockBuyer,
  withReleased,
} from './per-buyer-limit';
import {
  firstShortLine,
  lockStockRows,
  releaseLines,
  reserveLines,
  type StockLine,
  type StockRowLocked,
} from './stock';
import type { StockReturned } from './wait-list-hooks';

export interface CrearOrdenInput {
  idUsuario: number;
  idempotencyKey: string;
  body: CrearOrdenPayload & { comprador: Comprador };
  /** Pulso's public origin: back URLs and the webhook address are built on it. */
  siteUrl: string;
  /** Genuine virtual-queue admissions the request carried (header x-admision, issue 12). */
  admisiones?: ReadonlyArray<Admission>;
  /** The buyer's e-mail (the session has it): the checkout is opened without reading it. */
  correo?: string;
}

type OrdenRow = typeof ordenes.$inferSelect;

/** A purchase just made, with what its answer and checkout need (no reading it back). */
interface FreshOrder {
  row: OrdenRow;
  evento: string;
  items: Array<typeof ordenItems.$inferSelect & { dsTipo: string; dia: Date }>;
}

/** The answer to the purchase that made it: what GET /Orden/GetOrden would read back. */
function freshOrdenView(
  o: FreshOrder,
  checkout: { preferenceId: string; redirectUrl: string },
): OrdenView {
  const items = [...o.items].sort(
    (a, b) => a.dia.getTime() - b.dia.getTime() || a.cdTipo - b.cdTipo,
  );
  return {
    idOrden: o.row.idOrden,
    idEvento: o.row.idEvento,
    evento: o.evento,
    estado: o.row.estado,
    provider: o.row.provider,
    items: items.map((i) => ({
      idItem: i.idItem,
      idFecha: i.idFecha,
      cdTipo: i.cdTipo,
      dsTipo: i.dsTipo,
      precioUnitario: i.precioUnitario,
      cantidad: i.cantidad,
      dia: i.dia.toISOString(),
      itemSubtotal: i.precioUnitario * i.cantidad,
    })),
    subtotal: o.row.subtotal,
    cargoServicio: o.row.cargoServicio,
    total: o.row.total,
    holdExpiresAt: o.row.holdExpiresAt.toISOString(),
    redirectUrl: checkout.redirectUrl,
    createdAt: o.row.createdAt.toISOString(),
    paidAt: null,
    tickets: [],
    reembolso: null,
  };
}

const dsTipo = (cdTipo: number) => TIPOS_ENTRADA.find((t) => t.cdTipo === cdTipo)?.dsTipo ?? '';

/** Postgres unique violation, whichever driver (node-postgres or PGlite) and wrapper raised it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The purchase's lines on the day's stock rows (on offer: estado 0), with their prices. */
function stockLines(
  rows: ReadonlyArray<StockRowLocked>,
  items: ReadonlyArray<{ idFecha: number; cdTipo: number; cantidad: number }>,
): Array<StockLine & { precio: number }> {
  return items.map((item) => {
    const row = rows.find(
      (r) => r.idFecha === item.idFecha && r.cdTipo === item.cdTipo && r.estado === 0,
    );
    if (!row) throw badRequest(ORDEN_MSG.entradaInexistente);
    return { ...item, idEntrada: row.idEntrada, precio: row.precio };
  });
}

const requestHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Orders (ordenes): creating one recomputes every price and the fee, checks the event and
 * each day's sale window and holds the stock atomically; one order per Idempotency-Key and
 * user, even when two identical requests race. Also answers the tickets people hold.
 */
export function createOrdenesService(deps: {
  db: Db;
  provider: PaymentProvider;
  feeRate: number;
  holdMinutes: number;
  now: () => Date;
  /** Offers the stock a replaced hold gave back to the wait list (issue 13). */
  offerReturned?: StockReturned;
}) {
  const { db } = deps;

  /**
   * Checks, prices and holds the purchase in one transaction. Every purchase of one account
   * queues on the account's row (per-buyer-limit.ts), so a second request with the same key
   * runs after the first has committed and its insert hits the (usuario, key) unique index:
   * crear() then answers the first one's order.
   */
  async function insertOrden(
    input: CrearOrdenInput,
    hash: string,
    pre: Precheck,
  ): Promise<{ idOrden: number; requestHash: string; created: boolean; fresh?: FreshOrder }> {
    const { body } = input;
    const now = deps.now();
    const idFechas = [...new Set(body.items.map((i) => i.idFecha))];
    return db.transaction(async (tx) => {
      await lockBuyer(tx, input.idUsuario);
      // The event with the purchase's days, in one read. Shared lock on the event: a
      // cancellation (modules/cancelaciones) waits for this order, or this order sees the
      // event Borrado; never an order held on a cancelled event.
      const rows = await tx
        .select({
          evento: {
            cdEstado: eventos.cdEstado,
            max: eventos.maxEntradasPorCuenta,
            nombre: eventos.nombre,
          },
          day: fechas,
        })
        .from(eventos)
        .leftJoin(
          fechas,
          and(eq(fechas.idEvento, eventos.idEvento), inArray(fechas.idFecha, idFechas)),
        )
        .where(eq(eventos.idEvento, body.idEvento))
        .for('share', { of: eventos });
      const evento = rows[0]?.evento;
      if (!evento) throw notFound(MSG.eventoNoEncontrado);
      if (evento.cdEstado !== ESTADO_EVENTO.EN_VENTA) throw conflict(ORDEN_MSG.eventoNoDisponible);
      const days = rows.flatMap((r) => (r.day ? [r.day] : []));
      const dayOf = new Map(days.map((d) => [d.idFecha, d]));
      const sinStock = (line: StockLine) =>
        conflict(
          ORDEN_MSG.sinStock(dsTipo(line.cdTipo), diaLabel(dayOf.get(line.idFecha)!.inicio)),
        );
      for (const item of body.items) {
        if (!dayOf.has(item.idFecha)) throw badRequest(ORDEN_MSG.fechaAjena);
      }
      for (const day of days) {
        if (!(day.inicioVenta <= now && now < day.finVenta))
          throw conflict(ORDEN_MSG.ventaCerrada(diaLabel(day.inicio)));
      }
      // High-demand days (issue 12): only an account their virtual queue admitted buys.
      const refusal = admissionRefusal(days, input.idUsuario, input.admisiones ?? []);
      if (refusal) throw forbidden(refusal);

      // The per-buyer limit (per-buyer-limit.ts): its paid tickets count, and its pending
      // order of this event is replaced by this one.
      const holdings = await buyerHoldings(tx, input.idUsuario, body.idEvento);
      const over = firstLineOverLimit(body.items, holdings.paid, evento.max);
      if (over)
        throw conflict(
          ORDEN_MSG.limitePorCuenta(
            evento.max,
            dsTipo(over.line.cdTipo),
            diaLabel(dayOf.get(over.line.idFecha)!.inicio),
            over.yaTenes,
          ),
        );

      // Prices from the read before the transaction (the same instant, give or take the
      // round trip); the stock itself is decided below, under the row locks.
      const lines = stockLines(pre.stock, body.items);
      const subtotal = lines.reduce((sum, l) => sum + l.precio * l.cantidad, 0);
      const cargoServicio = serviceFee(subtotal, deps.feeRate);
      const { comprador } = body;
      const [orden] = await tx
        .insert(ordenes)
        .values({
          idUsuario: input.idUsuario,
          idEvento: body.idEvento,
          subtotal,
          cargoServicio,
          total: subtotal + cargoServicio,
          holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          provider: deps.provider.name,
          compradorNombre: comprador.nombre,
          compradorApellido: comprador.apellido,
          compradorTipoId: comprador.tipoId,
          compradorNumeroId: comprador.numeroId,
          compradorTelefono: comprador.telefono,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const items = await tx
        .insert(ordenItems)
        .values(
          lines.map((l) => ({
            idOrden: orden!.idOrden,
            idEntrada: l.idEntrada,
            idFecha: l.idFecha,
            cdTipo: l.cdTipo,
            precioUnitario: l.precio,
            cantidad: l.cantidad,
          })),
        )
        .returning();

      // Last, so the stock rows stay locked only for the take and the commit: lock the days'
      // rows (the replaced order's too) in idEntrada order, give the replaced hold back,
      // check, take with conditional updates. Short: all rolls back, the old hold included.
      await endReplacedHolds(tx, holdings.pendientes, now);
      const released = holdings.pendingLines;
      const locked = await lockStockRows(tx, [...idFechas, ...released.map((l) => l.idFecha)]);
      if (released.length > 0) await releaseLines(tx, released);
      const short =
        firstShortLine(withReleased(locked, released), lines) ?? (await reserveLines(tx, lines));
      if (short) throw sinStock(short);
      if (released.length > 0) await deps.offerReturned?.(tx, released, now);
      return {
        idOrden: orden!.idOrden,
        requestHash: hash,
        created: true,
        fresh: {
          row: orden!,
          evento: evento.nombre,
          items: items.map((i) => ({
            ...i,
            dsTipo: dsTipo(i.cdTipo),
            dia: dayOf.get(i.idFecha)!.inicio,
          })),
        },
      };
    });
  }

  /**
   * Opens the provider's checkout for a pending order that has none yet. Outside the stock
   * transaction (a network call must not hold row locks); two racing callers may both ask,
   * the first one stored wins and both answer it.
   */
  async function ensurePreference(idOrden: number, siteUrl: string): Promise<void> {
    // The order and its lines, read side by side (the lines are wasted only on a retry).
    const [[orden], items] = await Promise.all([
      db
        .select({ o: ordenes, correo: usuarios.correo, evento: eventos.nombre })
        .from(ordenes)
        .innerJoin(usuarios, eq(usuarios.idUsuario, ordenes.idUsuario))
        .innerJoin(eventos, eq(eventos.idEvento, ordenes.idEvento))
        .where(eq(ordenes.idOrden, idOrden)),
      db
        .select({
          dsTipo: tiposEntrada.dsTipo,
          dia: fechas.inicio,
          cantidad: ordenItems.cantidad,
          precioUnitario: ordenItems.precioUnitario,
        })
        .from(ordenItems)
        .innerJoin(fechas, eq(fechas.idFecha, ordenItems.idFecha))
        .innerJoin(tiposEntrada, eq(tiposEntrada.cdTipo, ordenItems.cdTipo))
        .where(eq(ordenItems.idOrden, idOrden))
        .orderBy(fechas.inicio, ordenItems.cdTipo),
    ]);
    if (!orden || orden.o.preferenceId || orden.o.estado !== 'pendiente') return;
    // Made before the server changed provider: a checkout elsewhere could never be applied to
    // it (payments count only through the order's own provider). Its hold just runs out.
    if (orden.o.provider !== deps.provider.name)
      throw new HttpProblem(502, ORDEN_MSG.proveedorNoDisponible, {
        title: `order made with ${orden.o.provider}`,
      });
    await openCheckout(
      {
        row: orden.o,
        evento: orden.evento,
        correo: orden.correo,
        items,
      },
      siteUrl,
    );
  }

  /**
   * Asks the provider for the order's checkout and stores it unless another caller stored one
   * first; answers what was stored by this call (null if it lost that race).
   */
  async function openCheckout(
    o: {
      row: OrdenRow;
      evento: string;
      correo: string;
      items: ReadonlyArray<{
        dsTipo: string;
        dia: Date;
        cantidad: number;
        precioUnitario: number;
      }>;
    },
    siteUrl: string,
  ): Promise<{ preferenceId: string; redirectUrl: string } | null> {
    const { idOrden } = o.row;
    let created: { preferenceId: string; redirectUrl: string };
    try {
      created = await deps.provider.createPreference({
        idOrden,
        titulo: `Entradas para ${o.evento}`,
        items: o.items.map((i) => ({
          titulo: `${o.evento} – ${i.dsTipo} – ${diaLabel(i.dia)}`,
          cantidad: i.cantidad,
          precioUnitario: i.precioUnitario,
        })),
        cargoServicio: o.row.cargoServicio,
        total: o.row.total,
        expiresAt: o.row.holdExpiresAt,
        backUrls: {
          success: `${siteUrl}/mis-entradas?orden=${idOrden}`,
          pending: `${siteUrl}/mis-entradas?orden=${idOrden}&pago=pendiente`,
          failure: `${siteUrl}/evento/${o.row.idEvento}?pago=rechazado`,
        },
        notificationUrl: `${siteUrl}/api/v1/Pagos/Webhook`,
        payerEmail: o.correo,
      });
    } catch (err) {
      throw new HttpProblem(502, ORDEN_MSG.proveedorNoDisponible, { title: String(err) });
    }
    const stored = await db
      .update(ordenes)
      .set({ ...created, updatedAt: sql`now()` })
      .where(and(eq(ordenes.idOrden, idOrden), isNull(ordenes.preferenceId)))
      .returning({ idOrden: ordenes.idOrden });
    return stored.length > 0 ? created : null;
  }

  const byKey = async (idUsuario: number, key: string) =>
    (
      await db
        .select({ idOrden: ordenes.idOrden, requestHash: ordenes.requestHash })
        .from(ordenes)
        .where(and(eq(ordenes.idUsuario, idUsuario), eq(ordenes.idempotencyKey, key)))
    )[0];

  return {
    ensurePreference,

    /**
     * POST /Orden/CrearOrden. `created` is false when the key already made an order (the
     * same order is answered again); a key reused for a different purchase is a 409.
     */
    async crear(input: CrearOrdenInput): Promise<{ created: boolean; orden: OrdenView }> {
      const hash = requestHash(input.body);
      const { body } = input;
      const pre = await precheckOrder(db, {
        idUsuario: input.idUsuario,
        idempotencyKey: input.idempotencyKey,
        idEvento: body.idEvento,
        idFechas: [...new Set(body.items.map((i) => i.idFecha))],
      });
      let existing = pre.earlier ?? undefined;
      let created = false;
      if (!existing) {
        const soldOut = soldOutLine(pre, body, deps.now());
        if (soldOut) {
          const day = pre.days.find((d) => d.idFecha === soldOut.idFecha)!;
          throw conflict(ORDEN_MSG.sinStock(dsTipo(soldOut.cdTipo), diaLabel(day.inicio)));
        }
        try {
          const inserted = await insertOrden(input, hash, pre);
          created = inserted.created;
          existing = inserted;
          // Just made: open its checkout and answer it from what the transaction had.
          if (inserted.fresh && input.correo) {
            const checkout = await openCheckout(
              { ...inserted.fresh, correo: input.correo },
              input.siteUrl,
            );
            if (checkout) return { created, orden: freshOrdenView(inserted.fresh, checkout) };
          }
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          // Belt and braces behind the advisory lock: the unique index decides.
          existing = await byKey(input.idUsuario, input.idempotencyKey);
          if (!existing) throw err;
        }
      }
      if (existing.requestHash !== hash) throw conflict(ORDEN_MSG.idempotencyReutilizada);
      await ensurePreference(existing.idOrden, input.siteUrl);
      return { created, orden: (await ordenView(db, existing.idOrden))! };
    },

    /** An order as its owner sees it; null when it is not theirs (or does not exist). */
    get: (idOrden: number, idUsuario: number) => ordenView(db, idOrden, idUsuario),

    /** Whether the order exists at all (403 versus 404 for someone else's). */
    async exists(idOrden: number): Promise<boolean> {
      const rows = await db
        .select({ idOrden: ordenes.idOrden })
        .from(ordenes)
        .where(eq(ordenes.idOrden, idOrden));
      return rows.length > 0;
    },

    /** Every ticket the person holds, for /mis-entradas (newest day first). */
    ticketsOf: (idUsuario: number) => ticketViews(db, eq(tickets.idUsuario, idUsuario)),

    /** One ticket of the person (for /entrada-adquirida and its PDF); null if not theirs. */
    async ticketOf(idUsuario: number, idTicket: number) {
      const rows = await ticketViews(
        db,
        and(eq(tickets.idUsuario, idUsuario), eq(tickets.idTicket, idTicket))!,
      );
      return rows[0] ?? null;
    },

    /**
     * E-mails of everyone holding a ticket for the event (paid orders of its dates), each
     * once, read inside the caller's transaction. Deleted (anonymised) accounts have no
     * address left to write to.
     */
    async ticketHolders(exec: DbExecutor, idEvento: number): Promise<string[]> {
      const rows = await exec
        .selectDistinct({ correo: usuarios.correo })
        .from(tickets)
        .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
        .innerJoin(usuarios, eq(usuarios.idUsuario, tickets.idUsuario))
        .where(
          and(
            eq(ordenes.idEvento, idEvento),
            eq(ordenes.estado, 'pagada'),
            isNull(usuarios.eliminadoAt),
          ),
        )
        .orderBy(usuarios.correo);
      return rows.map((r) => r.correo);
    },

    /**
     * GET /Entrada/Revocadas: the uids (`tid` claims) of the event's tickets whose order is no
     * longer pagada, then the codes a transfer replaced (issue 13). The event's owner or an
     * administrator; others' events do not exist.
     */
    async revokedTickets(viewer: Viewer, idEvento: number): Promise<TicketsRevocados> {
      const [evento] = await db
        .select({ idUsuario: eventos.idUsuario })
        .from(eventos)
        .where(eq(eventos.idEvento, idEvento));
      if (!evento || (!viewer.isAdmin && evento.idUsuario !== viewer.idUsuario))
        throw notFound(MSG.eventoNoEncontrado);
      const rows = await db
        .select({ uid: tickets.uid })
        .from(tickets)
        .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
        .where(and(eq(ordenes.idEvento, idEvento), ne(ordenes.estado, 'pagada')))
        .orderBy(asc(tickets.idTicket));
      const replaced = await db
        .select({ uid: ticketsRevocados.tid })
        .from(ticketsRevocados)
        .innerJoin(fechas, eq(fechas.idFecha, ticketsRevocados.idFecha))
        .where(eq(fechas.idEvento, idEvento))
        .orderBy(asc(ticketsRevocados.revocadoAt), asc(ticketsRevocados.tid));
      return { idEvento, revocadas: [...rows, ...replaced].map((r) => r.uid) };
    },
  };
}

export type OrdenesService = ReturnType<typeof createOrdenesService>;
