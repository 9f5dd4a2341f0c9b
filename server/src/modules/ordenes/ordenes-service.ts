import { formatDiaHora, formatDiaSemana } from '@shared/format/es-ar';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  ORDEN_MSG,
  type CrearOrdenPayload,
  type OrdenPendiente,
  type OrdenView,
  type TicketsRevocados,
} from '@shared/api/checkout';
import { paymentBackUrls, type RetornoPago } from '@shared/routes';
import { ESTADO_ENTRADA } from '@shared/domain/catalogs';
import { serviceFee } from '@shared/domain/fees';
import { compradorSchema, type Comprador } from '@shared/validation/checkout';
import { CODIGO_MSG } from '@shared/api/codigos';
import { edadEn } from '@shared/domain/edad';
import { discountOf, unlocksTipo } from '@shared/domain/discounts';
import { rechazoLinea } from '@shared/domain/order-limits';
import { PAYMENT_ITEM_TEXT } from '@shared/texts/checkout';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  codigosDescuento,
  entradas,
  eventos,
  fechas,
  ordenes,
  ordenItems,
  tickets,
  ticketsRevocados,
  usuarios,
} from '../../db/schema/index';
import type { PaymentProvider } from '../../payments/provider';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import type { Admission } from '../fila-virtual/admission-token';
import { ownedEvent } from '../eventos';
import { ordenView, ticketViews } from './orden-views';
import { createPrecheckBatcher, soldOutLine, type Precheck } from './order-precheck';
import { firstShortLine } from './stock';
import {
  mustReplaceHold,
  purchase,
  purchaseRefusal,
  type PurchaseArgs,
  type PurchaseMade,
} from './purchase';
import { buyerHoldings, endReplacedHolds, lockBuyer } from './per-buyer-limit';
import { addOnsOfOrder, pricedAddOns } from './add-ons';
import type { StockReturned } from './wait-list-hooks';
import { providerOf } from './order-buyer';
import { createPurchaseBatcher } from './purchase-batcher';
import { createCheckoutStore } from './checkout-store';

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
  /** The client's address and device id (null: unknown), capped per origin (migration 0022). */
  origen?: { ipCliente: string | null; dispositivo: string | null };
}

type OrdenRow = typeof ordenes.$inferSelect;
/** What the answer and the checkout need of an order row. */
type OrdenHead = Pick<
  OrdenRow,
  | 'idOrden'
  | 'numero'
  | 'idEvento'
  | 'estado'
  | 'provider'
  | 'subtotal'
  | 'descuento'
  | 'cargoServicio'
  | 'total'
  | 'holdExpiresAt'
  | 'createdAt'
>;

/** A purchase just made, with what its answer and checkout need (no reading it back). */
interface FreshOrder {
  row: OrdenHead;
  evento: string;
  /** The discount code applied, or null. */
  codigo: string | null;
  items: Array<{
    idItem: number;
    idFecha: number;
    cdTipo: number;
    precioUnitario: number;
    cantidad: number;
    dsTipo: string;
    dia: Date;
  }>;
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
    // Drawn by the database and answered by the purchase (migration 0022).
    numero: o.row.numero,
    idEvento: o.row.idEvento,
    evento: o.evento,
    estado: o.row.estado,
    provider: providerOf(o.row),
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
    descuento: o.row.descuento,
    codigo: o.codigo,
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

/** Postgres unique violation, whichever driver (node-postgres or PGlite) and wrapper raised it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
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
  /** Share (%) of a stock row one address may hold unpaid (config HOLDS_PER_ADDRESS_PERCENT). */
  holdsPerAddressPercent?: number;
  now: () => Date;
  /** Offers the stock a replaced hold gave back to the wait list (issue 13). */
  offerReturned?: StockReturned;
}) {
  const { db } = deps;
  const purchaseInBatch = createPurchaseBatcher(db);
  const precheckInBatch = createPrecheckBatcher(db, deps.now);
  const storeCheckout = createCheckoutStore(db);

  /**
   * Checks, prices and holds the purchase. Usually one call of pulso_crear_ordenes (purchase.ts),
   * its own transaction: every check under the locks, the order, its lines and the stock;
   * purchases of the event arriving meanwhile go together in the next call (purchase-batcher).
   * When the account has a pending purchase of this event, that hold is replaced in one
   * transaction: the old order ends and gives its stock back, the same call makes the new
   * one, and what came back and was not taken again is offered to the wait list. A second
   * request with the same key queues on the account's row and its insert hits the
   * (usuario, key) unique index: crear() then answers the first one's order.
   */
  async function insertOrden(
    input: CrearOrdenInput,
    hash: string,
    pre: Precheck,
  ): Promise<{ idOrden: number; requestHash: string; created: boolean; fresh?: FreshOrder }> {
    const { body } = input;
    const now = deps.now();
    // Prices from the read before the call (the same instant, give or take the round trip);
    // the stock itself is decided under the row locks.
    const lines = body.items.map((item) => {
      const row = pre.stock.find(
        (r) =>
          r.idFecha === item.idFecha &&
          r.cdTipo === item.cdTipo &&
          r.estado === ESTADO_ENTRADA.EN_VENTA,
      );
      // The row's own name (an organiser may have renamed it) for the answer and refusals.
      return {
        ...item,
        idEntrada: row?.idEntrada ?? null,
        precio: row?.precio ?? 0,
        nombre: row?.nombre ?? '',
      };
    });
    // A type's own window and per-order quantities (shared/domain/order-limits.ts).
    for (const item of body.items) {
      const row = pre.stock.find((r) => r.idFecha === item.idFecha && r.cdTipo === item.cdTipo);
      const why = row && rechazoLinea(row, item.cantidad, now, formatDiaHora);
      if (why) throw why.status === 400 ? badRequest(why.message) : conflict(why.message);
    }
    const adicionales = await pricedAddOns(db, body, pre);
    const subtotal =
      lines.reduce((sum, l) => sum + l.precio * l.cantidad, 0) +
      adicionales.reduce((sum, a) => sum + a.precio * a.cantidad, 0);
    // A discount code (issue 14): known to the event, and taking something off these lines;
    // whether it may still be used is decided under its row lock, by the purchase.
    const codigo = body.codigo ? pre.codigo : null;
    // A code may be an RRPP's (docs/decisions/0092-rrpp.md): their slug (no discount) or a
    // discount code made theirs; it gives them the sale and wins over the link the device kept.
    const rrppCodigo = body.codigo && !codigo ? pre.rrppCodigo : null;
    if (body.codigo && !codigo && rrppCodigo === null) throw notFound(CODIGO_MSG.noExiste);
    const deCodigo = codigo?.idRrpp ?? rrppCodigo;
    const rrpp: PurchaseArgs['rrpp'] =
      deCodigo !== null
        ? { idUsuario: deCodigo, via: 'codigo' }
        : pre.rrppEnlace !== null
          ? { idUsuario: pre.rrppEnlace, via: 'enlace' }
          : null;
    const descuento = codigo ? discountOf(codigo, lines) : 0;
    // An access code applies when it opens one of the hidden rows chosen.
    const opensOne = (c: NonNullable<typeof codigo>) =>
      lines.some(
        (l) =>
          pre.stock.some((r) => r.idEntrada === l.idEntrada && r.oculta) &&
          unlocksTipo(c, l.cdTipo),
      );
    if (codigo && (codigo.tipo === 'acceso' ? !opensOne(codigo) : descuento === 0))
      throw conflict(CODIGO_MSG.sinEntradasAplicables);
    const args: PurchaseArgs = {
      idUsuario: input.idUsuario,
      idEvento: body.idEvento,
      now,
      holdExpiresAt: new Date(now.getTime() + deps.holdMinutes * 60_000),
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      provider: deps.provider.name,
      comprador: body.comprador,
      lines,
      adicionales,
      subtotal,
      idCodigo: codigo?.idCodigo ?? null,
      descuento,
      rrpp,
      cargoServicio: serviceFee(subtotal - descuento, deps.feeRate),
      admisiones: input.admisiones ?? [],
      origen: {
        ipCliente: input.origen?.ipCliente ?? null,
        dispositivo: input.origen?.dispositivo ?? null,
        porcentajeConexion: deps.holdsPerAddressPercent ?? 10,
      },
    };
    const dayStart = (idFecha: number) => pre.days.find((d) => d.idFecha === idFecha)?.inicio;
    const refused = (err: unknown) => purchaseRefusal(err, lines, dayStart, adicionales) ?? err;

    let made: PurchaseMade | null = null;
    if (!pre.pendingHere) {
      try {
        made = await purchaseInBatch(args);
      } catch (err) {
        if (!mustReplaceHold(err)) throw refused(err);
      }
    }
    made ??= await db
      .transaction(async (tx) => {
        // The locks in the order the purchase takes them: buyer, event, orders, stock.
        await lockBuyer(tx, input.idUsuario);
        await tx.execute(
          sql`select 1 from ${eventos} where ${eventos.idEvento} = ${body.idEvento} for share`,
        );
        const holdings = await buyerHoldings(tx, input.idUsuario, body.idEvento);
        const released = await endReplacedHolds(
          tx,
          holdings,
          {
            idEvento: body.idEvento,
            origen: args.origen,
            idFechas: body.items.map((l) => l.idFecha),
          },
          now,
        );
        const result = await purchase(tx, args);
        if (released.length > 0) await deps.offerReturned?.(tx, released, now);
        return result;
      })
      .catch((err: unknown) => {
        throw refused(err);
      });

    const total = args.subtotal - args.descuento + args.cargoServicio;
    return {
      idOrden: made.idOrden,
      requestHash: hash,
      created: true,
      fresh: {
        row: {
          idOrden: made.idOrden,
          numero: made.numero,
          idEvento: body.idEvento,
          estado: made.estado,
          provider: deps.provider.name,
          subtotal: args.subtotal,
          descuento: args.descuento,
          cargoServicio: args.cargoServicio,
          total,
          holdExpiresAt: made.holdExpiresAt,
          createdAt: made.createdAt,
        },
        evento: pre.eventoNombre,
        codigo: codigo?.codigo ?? null,
        items: lines.map((l) => ({
          idItem: made.idItems.get(l.idEntrada!)!,
          idFecha: l.idFecha,
          cdTipo: l.cdTipo,
          precioUnitario: l.precio,
          cantidad: l.cantidad,
          dsTipo: l.nombre,
          dia: dayStart(l.idFecha)!,
        })),
      },
    };
  }

  /**
   * Opens the provider's checkout for a pending order that has none yet. Outside the stock
   * transaction (a network call must not hold row locks); two racing callers may both ask,
   * the first one stored wins and both answer it.
   */
  async function ensurePreference(
    idOrden: number,
    siteUrl: string,
    retorno: RetornoPago = 'web',
  ): Promise<void> {
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
          dsTipo: entradas.nombre,
          dia: fechas.inicio,
          cantidad: ordenItems.cantidad,
          precioUnitario: ordenItems.precioUnitario,
        })
        .from(ordenItems)
        .innerJoin(fechas, eq(fechas.idFecha, ordenItems.idFecha))
        .innerJoin(entradas, eq(entradas.idEntrada, ordenItems.idEntrada))
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
      retorno,
    );
  }

  /**
   * Asks the provider for the order's checkout and stores it unless another caller stored one
   * first; answers what was stored by this call (null if it lost that race).
   */
  async function openCheckout(
    o: {
      row: OrdenHead;
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
    retorno: RetornoPago,
  ): Promise<{ preferenceId: string; redirectUrl: string } | null> {
    const { idOrden } = o.row;
    let created: { preferenceId: string; redirectUrl: string };
    try {
      created = await deps.provider.createPreference({
        idOrden,
        titulo: PAYMENT_ITEM_TEXT.titulo(o.evento),
        // With a discount the lines' prices no longer add up to what is charged, and a
        // provider line cannot be negative: the tickets go as one line at the discounted price.
        items:
          o.row.descuento > 0
            ? [
                {
                  titulo: PAYMENT_ITEM_TEXT.conDescuento(o.evento),
                  cantidad: 1,
                  precioUnitario: o.row.subtotal - o.row.descuento,
                },
              ]
            : o.items.map((i) => ({
                titulo: PAYMENT_ITEM_TEXT.linea(o.evento, i.dsTipo, formatDiaSemana(i.dia)),
                cantidad: i.cantidad,
                precioUnitario: i.precioUnitario,
              })),
        cargoServicio: o.row.cargoServicio,
        total: o.row.total,
        expiresAt: o.row.holdExpiresAt,
        // The website's order page, or the desktop app's pulso:// link (issue 15).
        backUrls: paymentBackUrls({ idOrden, retorno, siteUrl }),
        notificationUrl: `${siteUrl}/api/v1/Pagos/Webhook`,
        payerEmail: o.correo,
      });
    } catch (err) {
      throw new HttpProblem(502, ORDEN_MSG.proveedorNoDisponible, { title: String(err) });
    }
    return (await storeCheckout({ idOrden, ...created })) ? created : null;
  }

  const byKey = async (idUsuario: number, key: string) =>
    (
      await db
        .select({ idOrden: ordenes.idOrden, requestHash: ordenes.requestHash })
        .from(ordenes)
        .where(and(eq(ordenes.idUsuario, idUsuario), eq(ordenes.idempotencyKey, key)))
    )[0];

  /**
   * The account's pending purchase of the event while it still holds its tickets (a wait-list
   * offer is not one: it is answered on its own page), with what is left of its hold.
   */
  async function pendingOf(idUsuario: number, idEvento: number): Promise<OrdenPendiente | null> {
    const now = deps.now();
    const [row] = await db
      .select({ idOrden: ordenes.idOrden })
      .from(ordenes)
      .where(
        and(
          eq(ordenes.idUsuario, idUsuario),
          eq(ordenes.idEvento, idEvento),
          eq(ordenes.estado, 'pendiente'),
          eq(ordenes.origen, 'compra'),
          gt(ordenes.holdExpiresAt, now),
        ),
      )
      .orderBy(desc(ordenes.createdAt))
      .limit(1);
    const orden = row ? await ordenView(db, row.idOrden) : null;
    if (!orden || orden.estado !== 'pendiente') return null;
    return { ...orden, restanteMs: Math.max(0, Date.parse(orden.holdExpiresAt) - now.getTime()) };
  }

  /**
   * The same tickets (day, type, quantity), add-ons and code: buying them again resumes it.
   * Other add-ons are another purchase (the hold is replaced), never a silent resume.
   */
  const sameTickets = (orden: OrdenView, body: CrearOrdenPayload) => {
    const key = (i: { idFecha: number; cdTipo: number; cantidad: number }) =>
      `${i.idFecha}-${i.cdTipo}-${i.cantidad}`;
    const had = orden.items.map(key).sort().join();
    const extras = (a: ReadonlyArray<{ idAdicional: number; cantidad: number }> = []) =>
      a
        .map((x) => `${x.idAdicional}-${x.cantidad}`)
        .sort()
        .join();
    return (
      had === body.items.map(key).sort().join() &&
      extras(orden.adicionales) === extras(body.adicionales) &&
      orden.codigo === (body.codigo ?? null)
    );
  };

  /** The account's pending order with its checkout, opened now if it has none yet. */
  async function withCheckout(
    idUsuario: number,
    orden: OrdenPendiente,
    siteUrl: string,
    retorno: RetornoPago,
  ): Promise<OrdenPendiente> {
    if (orden.redirectUrl) return orden;
    await ensurePreference(orden.idOrden, siteUrl, retorno);
    return (await pendingOf(idUsuario, orden.idEvento)) ?? orden;
  }

  return {
    ensurePreference,

    /**
     * GET /Orden/GetOrdenPendiente (issue 15): the buyer's pending purchase of the event, so
     * /comprar offers to continue it or let it go instead of holding a second set of tickets.
     */
    async pendiente(
      idUsuario: number,
      idEvento: number,
      siteUrl: string,
      retorno: RetornoPago = 'web',
    ): Promise<OrdenPendiente | null> {
      const orden = await pendingOf(idUsuario, idEvento);
      if (!orden) return null;
      // With the provider down it is still shown, without a checkout: it can be cancelled.
      return withCheckout(idUsuario, orden, siteUrl, retorno).catch(() => orden);
    },

    /**
     * POST /Orden/CrearOrden. `created` is false when the key already made an order (the
     * same order is answered again); a key reused for a different purchase is a 409.
     */
    async crear(input: CrearOrdenInput): Promise<{ created: boolean; orden: OrdenView }> {
      const hash = requestHash(input.body);
      const { body } = input;
      const pre = await precheckInBatch({
        idUsuario: input.idUsuario,
        idempotencyKey: input.idempotencyKey,
        idEvento: body.idEvento,
        idFechas: [...new Set(body.items.map((i) => i.idFecha))],
        codigo: body.codigo,
        rrpp: body.rrpp,
      });
      let existing = pre.earlier ?? undefined;
      // A purchase needs a confirmed e-mail (docs/decisions/0076-hostile-users.md).
      if (!existing && !pre.confirmado) throw forbidden(ORDEN_MSG.correoSinConfirmar);
      // An 18+ night (shared/domain/edad.ts): of age on its first night bought, by the
      // account's birth date (the checkout shows it locked), else the one typed.
      if (!existing && pre.edadMinima !== null && pre.days.length > 0) {
        const noche = new Date(Math.min(...pre.days.map((d) => d.inicio.getTime())));
        const nacimiento = pre.nacimiento ?? body.comprador.dtNacimiento;
        if (edadEn(nacimiento, noche) < pre.edadMinima)
          throw forbidden(ORDEN_MSG.menorDeEdad(pre.edadMinima));
      }
      let created = false;
      const retorno = body.retorno ?? 'web';
      // Back from the payment page to a fresh checkout (issue 15): the same tickets again
      // resume the pending purchase, so nothing is held twice and its countdown goes on.
      if (!existing && pre.pendingHere) {
        const pending = await pendingOf(input.idUsuario, body.idEvento);
        if (
          pending &&
          sameTickets(pending, { ...body, codigo: pre.codigo ? body.codigo : undefined })
        )
          return {
            created: false,
            orden: await withCheckout(input.idUsuario, pending, input.siteUrl, retorno),
          };
      }
      if (!existing) {
        const soldOut = await soldOutLine(pre, body, deps.now(), (lines, at) =>
          firstShortLine(db, lines, at),
        );
        if (soldOut) {
          const day = pre.days.find((d) => d.idFecha === soldOut.idFecha)!;
          const row = pre.stock.find((r) => r.idEntrada === soldOut.idEntrada)!;
          throw conflict(ORDEN_MSG.sinStock(row.nombre, formatDiaSemana(day.inicio)));
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
              retorno,
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
      await ensurePreference(existing.idOrden, input.siteUrl, retorno);
      return { created, orden: (await ordenView(db, existing.idOrden))! };
    },

    /**
     * POST /Orden/ReintentarPago: a purchase whose payment was refused, bought again while its
     * hold's time lasts. A rejected order never pends again (shared/domain/order-life.ts), so
     * this is a new order of the same tickets, code and buyer (birth date from the profile:
     * the order keeps none) through crear()'s own checks: stock, limits, queue admission.
     * The key is the rejected order's, so a second tap answers the same new order.
     */
    async reintentar(
      input: Omit<CrearOrdenInput, 'body' | 'idempotencyKey'> & {
        idOrden: number;
        retorno?: RetornoPago;
      },
    ): Promise<{ created: boolean; orden: OrdenView }> {
      const [row] = await db
        .select({
          o: ordenes,
          dtNacimiento: usuarios.dtNacimiento,
          codigo: codigosDescuento.codigo,
        })
        .from(ordenes)
        .innerJoin(usuarios, eq(usuarios.idUsuario, ordenes.idUsuario))
        .leftJoin(codigosDescuento, eq(codigosDescuento.idCodigo, ordenes.idCodigo))
        .where(and(eq(ordenes.idOrden, input.idOrden), eq(ordenes.idUsuario, input.idUsuario)));
      if (!row || row.o.origen !== 'compra') throw notFound(ORDEN_MSG.ordenNoEncontrada);
      const { o } = row;
      if (o.estado !== 'rechazada') throw conflict(ORDEN_MSG.reintentoNoRechazada);
      if (o.holdExpiresAt.getTime() <= deps.now().getTime())
        throw conflict(ORDEN_MSG.reintentoVencido);
      const comprador = compradorSchema(deps.now).safeParse({
        nombre: o.compradorNombre,
        apellido: o.compradorApellido,
        telefono: o.compradorTelefono,
        tipoId: o.compradorTipoId,
        numeroId: o.compradorNumeroId,
        dtNacimiento: row.dtNacimiento,
      });
      if (!comprador.success) throw conflict(ORDEN_MSG.reintentoSinDatos);
      const items = await db
        .select({
          idFecha: ordenItems.idFecha,
          cdTipo: ordenItems.cdTipo,
          cantidad: ordenItems.cantidad,
        })
        .from(ordenItems)
        .where(eq(ordenItems.idOrden, o.idOrden))
        .orderBy(ordenItems.idFecha, ordenItems.cdTipo);
      const adicionales = (await addOnsOfOrder(db, o.idOrden)).map(({ idAdicional, cantidad }) => ({
        idAdicional,
        cantidad,
      }));
      const { idOrden: _rechazada, retorno, ...rest } = input;
      return this.crear({
        ...rest,
        idempotencyKey: `reintento:${o.idOrden}`,
        body: {
          idEvento: o.idEvento,
          items,
          comprador: comprador.data,
          ...(row.codigo ? { codigo: row.codigo } : {}),
          ...(retorno ? { retorno } : {}),
          ...(adicionales.length > 0 ? { adicionales } : {}),
        },
      });
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
      await ownedEvent(db, viewer, idEvento, 'puerta');
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
