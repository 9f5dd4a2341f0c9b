import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PaymentProvider } from '@shared/domain/orders';
import type { DbExecutor } from '../../db/executor';
import { listaEspera, ordenes, ordenItems } from '../../db/schema/index';

/**
 * The wait list's orders (modules/lista-espera makes the offers and follows them; the sales
 * module owns the tables, docs/decisions/0084-sql-functions-in-files.md "The sales module").
 */

/** One offer to make: a pending order of one unit for a person on the wait list. */
export interface OfferOrder {
  /** Unique per offer: the order's idempotency key. */
  key: string;
  idUsuario: number;
  precio: number;
  cargoServicio: number;
  /** Another holder's resale (its seat already counts in stock), else a returned ticket. */
  reventa: boolean;
  /** People the unit admits (a returned mesa admits its people; a resale, one ticket). */
  personas: number;
}

/**
 * Inserts the offers' orders and lines in two statements (a pass may make hundreds: the wait
 * list's benchmark); answers each key's order. Stock is the caller's, under its locks.
 */
export async function insertOfferOrders(
  tx: DbExecutor,
  offers: ReadonlyArray<OfferOrder>,
  o: {
    idEvento: number;
    idEntrada: number;
    idFecha: number;
    cdTipo: number;
    holdExpiresAt: Date;
    provider: PaymentProvider;
    now: Date;
  },
): Promise<Map<string, number>> {
  if (offers.length === 0) return new Map();
  const inserted = await tx
    .insert(ordenes)
    .values(
      offers.map((p) => ({
        idUsuario: p.idUsuario,
        idEvento: o.idEvento,
        subtotal: p.precio,
        cargoServicio: p.cargoServicio,
        total: p.precio + p.cargoServicio,
        holdExpiresAt: o.holdExpiresAt,
        idempotencyKey: p.key,
        requestHash: 'lista-espera',
        provider: o.provider,
        origen: p.reventa ? ('reventa' as const) : ('lista_espera' as const),
        createdAt: o.now,
        updatedAt: o.now,
      })),
    )
    .returning({ idOrden: ordenes.idOrden, key: ordenes.idempotencyKey });
  const ordenOf = new Map(inserted.map((r) => [r.key, r.idOrden]));
  await tx.insert(ordenItems).values(
    offers.map((p) => ({
      idOrden: ordenOf.get(p.key)!,
      idEntrada: o.idEntrada,
      idFecha: o.idFecha,
      cdTipo: o.cdTipo,
      precioUnitario: p.precio,
      cantidad: 1,
      personas: p.personas,
    })),
  );
  return ordenOf;
}

/** These offers' orders as the wait list's screen shows them, by order. */
export async function offerOrdersOf(exec: DbExecutor, idOrdenes: ReadonlyArray<number>) {
  if (idOrdenes.length === 0) return new Map<number, typeof ordenes.$inferSelect>();
  const rows = await exec
    .select()
    .from(ordenes)
    .where(inArray(ordenes.idOrden, [...idOrdenes]));
  return new Map(rows.map((r) => [r.idOrden, r]));
}

/** A person's offers still pending whose order has no checkout yet. */
export async function offersWithoutCheckout(exec: DbExecutor, idUsuario: number) {
  return exec
    .select({ idOrden: ordenes.idOrden })
    .from(listaEspera)
    .innerJoin(ordenes, eq(ordenes.idOrden, listaEspera.idOrden))
    .where(
      and(
        eq(listaEspera.idUsuario, idUsuario),
        eq(listaEspera.estado, 'ofertada'),
        eq(ordenes.estado, 'pendiente'),
        isNull(ordenes.preferenceId),
      ),
    );
}
