import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { ordenes, pagos, tickets } from '../../db/schema/index';
import { rawWithoutPersonalData } from './payment-privacy';

/**
 * What other modules ask of a buyer's orders and tickets, answered here so that the sales
 * tables have one owner (docs/decisions/0084-sql-functions-in-files.md, "The sales module").
 */

/** Purchases by the terms version their buyer accepted (ordenes.id_version_terminos). */
export async function purchasesByTermsVersion(db: DbExecutor): Promise<Map<number, number>> {
  const rows = await db
    .select({ idVersion: ordenes.idVersionTerminos, n: sql<number>`count(*)::int` })
    .from(ordenes)
    .where(isNotNull(ordenes.idVersionTerminos))
    .groupBy(ordenes.idVersionTerminos);
  return new Map(rows.map((r) => [r.idVersion!, r.n]));
}

/**
 * The person's tickets of paid orders of these events, and when the door scanned each
 * (tickets.usado_at, set by the check-in; null: not scanned).
 */
export function heldTickets(db: Db, idUsuario: number, idEventos: number[]) {
  return db
    .select({ idEvento: ordenes.idEvento, usadoAt: tickets.usadoAt })
    .from(tickets)
    .innerJoin(ordenes, eq(ordenes.idOrden, tickets.idOrden))
    .where(
      and(
        eq(tickets.idUsuario, idUsuario),
        inArray(ordenes.idEvento, idEventos),
        eq(ordenes.estado, 'pagada'),
      ),
    );
}

/**
 * A deleted account's orders stay for accounting (amounts, items, payments); the buyer's
 * details go, and the provider's answers keep only the payment's own facts (they name the
 * payer: e-mail, document, card holder). Runs in the deletion's transaction.
 */
export async function forgetBuyer(tx: DbExecutor, idUsuario: number): Promise<void> {
  await tx
    .update(ordenes)
    .set({
      compradorNombre: null,
      compradorApellido: null,
      compradorTipoId: null,
      compradorNumeroId: null,
      compradorTelefono: null,
    })
    .where(eq(ordenes.idUsuario, idUsuario));
  await tx
    .update(pagos)
    .set({ raw: rawWithoutPersonalData })
    .where(
      inArray(
        pagos.idOrden,
        tx
          .select({ idOrden: ordenes.idOrden })
          .from(ordenes)
          .where(eq(ordenes.idUsuario, idUsuario)),
      ),
    );
}
