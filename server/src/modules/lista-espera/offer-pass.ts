import { formatDiaSemana, formatHora, formatPesos } from '@shared/format/es-ar';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ESTADO_ENTRADA, ESTADO_EVENTO } from '@shared/domain/catalogs';
import { serviceFee } from '@shared/domain/fees';
import type { PaymentProvider } from '@shared/domain/orders';
import { templateTotalOf } from '@shared/domain/stock';
import { ROUTES } from '@shared/routes';
import { WAITLIST_MAIL } from '@shared/texts/waitlist';
import { audit } from '../../audit/audit-log';
import type { DbExecutor } from '../../db/executor';
import { eventos, fechas, listaEspera, reventas, usuarios } from '../../db/schema/index';
import { queueMails, type Mail } from '../../mail/outbox';
import { insertOfferOrders, lockStockRows, reserveLines } from '../ordenes';
import { lugaresDe } from '../cupos';

/**
 * A wait list: a day and a ticket type; a step of the template's tanda joins its total's list
 * (the General Early Bird's is General's), as one list waits for the whole tanda.
 */
export interface WaitKey {
  idFecha: number;
  cdTipo: number;
}

export const waitKeyOf = (l: { idFecha: number; cdTipo: number }): WaitKey => ({
  idFecha: l.idFecha,
  cdTipo: templateTotalOf(l.cdTipo) ?? l.cdTipo,
});

export interface OfferPassDeps {
  feeRate: number;
  holdMinutes: number;
  /** Today's payment provider: offers are orders like any other. */
  providerName: PaymentProvider;
  /**
   * Pulso's address for the mail's link to where the offer is paid (PUBLIC_URL, or the local
   * server's own outside production): an offer lasts minutes, so the mail always carries it.
   */
  siteUrl: string;
}

/**
 * Turns tickets that came back into offers to the people waiting (issue 13). Runs inside the
 * transaction that gave them back (an expired hold, a refused payment, a refund, a withdrawal,
 * a listing, a join), under the day's stock-row locks: between a ticket's return and its offer
 * nobody else can take it, so the public never buys a ticket owed to the wait list, and the
 * offers never exceed what came back (each offer of stock is a conditional take of one
 * ticket; each offer of a resale takes one listing).
 */
export function createOfferPass(deps: OfferPassDeps) {
  /** Offers on one list; answers the new offers' order ids. */
  async function offerOn(tx: DbExecutor, key: WaitKey, now: Date): Promise<number[]> {
    const [day] = await tx
      .select({
        inicio: fechas.inicio,
        idEvento: eventos.idEvento,
        evento: eventos.nombre,
        cdEstado: eventos.cdEstado,
      })
      .from(fechas)
      .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
      .where(eq(fechas.idFecha, key.idFecha));
    if (!day || day.cdEstado !== ESTADO_EVENTO.EN_VENTA || day.inicio <= now) return [];
    const rows = await lockStockRows(tx, [key.idFecha]);
    const row = rows.find((r) => r.cdTipo === key.cdTipo && r.estado === ESTADO_ENTRADA.EN_VENTA);
    if (!row) return [];
    let stock = await lugaresDe(tx, row.idEntrada, now);
    const listings = await tx
      .select()
      .from(reventas)
      .where(
        and(
          eq(reventas.idFecha, key.idFecha),
          eq(reventas.cdTipo, key.cdTipo),
          eq(reventas.estado, 'publicada'),
        ),
      )
      .orderBy(asc(reventas.idReventa))
      .for('update');
    if (listings.length + stock === 0) return [];
    const waiting = await tx
      .select({
        idListaEspera: listaEspera.idListaEspera,
        idUsuario: listaEspera.idUsuario,
        correo: usuarios.correo,
        nombre: usuarios.nombre,
      })
      .from(listaEspera)
      .innerJoin(usuarios, eq(usuarios.idUsuario, listaEspera.idUsuario))
      .where(
        and(
          eq(listaEspera.idFecha, key.idFecha),
          eq(listaEspera.cdTipo, key.cdTipo),
          eq(listaEspera.estado, 'esperando'),
        ),
      )
      .orderBy(asc(listaEspera.idListaEspera))
      .limit(listings.length + stock)
      .for('update', { of: listaEspera });

    // Who gets what: listings first (a fan who can't go gets their money back sooner), never
    // one's own; then the returned stock.
    const plan: Array<{ w: (typeof waiting)[number]; listing: (typeof listings)[number] | null }> =
      [];
    for (const w of waiting) {
      const at = listings.findIndex((l) => l.idVendedor !== w.idUsuario);
      const listing = at >= 0 ? listings.splice(at, 1)[0]! : null;
      if (!listing && stock === 0) continue;
      if (!listing) stock -= 1;
      plan.push({ w, listing });
    }
    if (plan.length === 0) return [];

    // Set-based: a pass that hands out hundreds of returned tickets (a batch of expired holds)
    // runs a fixed number of statements under the day's stock locks, not a few per offer
    // (bench/waitlist-offers.ts).
    const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);
    const keyOf = (idListaEspera: number) => `lista-espera:${idListaEspera}`;
    const priced = plan.map((p) => {
      const precio = p.listing ? p.listing.precio : row.precio;
      return { ...p, precio, cargoServicio: serviceFee(precio, deps.feeRate) };
    });
    const ordenOf = await insertOfferOrders(
      tx,
      priced.map((p) => ({
        key: keyOf(p.w.idListaEspera),
        idUsuario: p.w.idUsuario,
        precio: p.precio,
        cargoServicio: p.cargoServicio,
        reventa: p.listing !== null,
        personas: p.listing ? 1 : row.personas,
      })),
      {
        idEvento: day.idEvento,
        idEntrada: row.idEntrada,
        idFecha: key.idFecha,
        cdTipo: key.cdTipo,
        holdExpiresAt,
        provider: deps.providerName,
        now,
      },
    );
    const offers = priced.map((p) => ({ ...p, idOrden: ordenOf.get(keyOf(p.w.idListaEspera))! }));
    const fromStock = offers.filter((o) => !o.listing).length;
    // Under the locks the count above holds; the conditional take is the last word.
    if (
      fromStock > 0 &&
      (await reserveLines(
        tx,
        [
          {
            idEntrada: row.idEntrada,
            idFecha: key.idFecha,
            cdTipo: key.cdTipo,
            cantidad: fromStock,
          },
        ],
        now,
      ))
    )
      throw new Error('stock changed under its row lock');
    for (const o of offers) {
      if (!o.listing) continue;
      await tx
        .update(reventas)
        .set({ estado: 'ofertada', idOrden: o.idOrden, actualizadaAt: now })
        .where(eq(reventas.idReventa, o.listing.idReventa));
    }
    await tx.execute(sql`
      update ${listaEspera} l set estado = 'ofertada', id_orden = v.id_orden, actualizada_at = ${now}
      from (values ${sql.join(
        offers.map((o) => sql`(${o.w.idListaEspera}::int, ${o.idOrden}::int)`),
        sql`, `,
      )}) as v(id_lista_espera, id_orden)
      where l.id_lista_espera = v.id_lista_espera`);
    await audit(
      tx,
      offers.map((o) => ({
        idUsuario: null,
        accion: 'oferta',
        entidad: 'lista_espera' as const,
        idEntidad: o.w.idListaEspera,
        detalle: { idOrden: o.idOrden, idReventa: o.listing?.idReventa ?? null, precio: o.precio },
        at: now,
      })),
    );
    await queueMails(
      tx,
      offers.map((o): Mail => ({
        destinatario: o.w.correo,
        asunto: WAITLIST_MAIL.ofertaAsunto(day.evento),
        cuerpo: WAITLIST_MAIL.ofertaCuerpo({
          nombre: o.w.nombre,
          evento: day.evento,
          // The stock row's own name: an organiser may have renamed the type.
          tipo: row.nombre,
          dia: formatDiaSemana(day.inicio),
          total: formatPesos(o.precio + o.cargoServicio),
          vence: formatHora(holdExpiresAt),
          link: `${deps.siteUrl}${ROUTES.listaEspera.path}`,
        }),
      })),
    );
    return offers.map((o) => o.idOrden);
  }

  return {
    /**
     * Offers what these lists can give now, list by list in a fixed order (every day's stock
     * rows are locked up front, in one statement: no lock-order cycles with purchases).
     */
    async offer(tx: DbExecutor, keys: ReadonlyArray<WaitKey>, now: Date): Promise<number[]> {
      const unique = [
        ...new Map(keys.map((k) => [`${k.idFecha}:${k.cdTipo}`, waitKeyOf(k)])).values(),
      ].sort((a, b) => a.idFecha - b.idFecha || a.cdTipo - b.cdTipo);
      if (unique.length === 0) return [];
      await lockStockRows(
        tx,
        unique.map((k) => k.idFecha),
      );
      const offered: number[] = [];
      for (const key of unique) offered.push(...(await offerOn(tx, key, now)));
      return offered;
    },

    /** An offer was paid (even late): its place is bought. */
    async placeBought(tx: DbExecutor, idOrden: number, now: Date): Promise<void> {
      const bought = await tx
        .update(listaEspera)
        .set({ estado: 'comprada', actualizadaAt: now })
        .where(
          and(
            eq(listaEspera.idOrden, idOrden),
            inArray(listaEspera.estado, ['ofertada', 'vencida']),
          ),
        )
        .returning({ idListaEspera: listaEspera.idListaEspera, idUsuario: listaEspera.idUsuario });
      await audit(
        tx,
        bought.map((p) => ({
          idUsuario: p.idUsuario,
          accion: 'comprar',
          entidad: 'lista_espera' as const,
          idEntidad: p.idListaEspera,
          detalle: { idOrden },
          at: now,
        })),
      );
    },

    /**
     * Offer orders that ended unpaid (expired, refused, replaced): their places lapse (the
     * next one waiting gets the ticket) and their listings are published again. Answers the
     * lists to offer again once the caller gave the stock back.
     */
    async endOffers(
      tx: DbExecutor,
      idOrdenes: ReadonlyArray<number>,
      now: Date,
    ): Promise<WaitKey[]> {
      if (idOrdenes.length === 0) return [];
      const places = await tx
        .update(listaEspera)
        .set({ estado: 'vencida', actualizadaAt: now })
        .where(
          and(inArray(listaEspera.idOrden, [...idOrdenes]), eq(listaEspera.estado, 'ofertada')),
        )
        .returning({
          idListaEspera: listaEspera.idListaEspera,
          idOrden: listaEspera.idOrden,
          idFecha: listaEspera.idFecha,
          cdTipo: listaEspera.cdTipo,
        });
      const listings = await tx
        .update(reventas)
        .set({ estado: 'publicada', idOrden: null, actualizadaAt: now })
        .where(and(inArray(reventas.idOrden, [...idOrdenes]), eq(reventas.estado, 'ofertada')))
        .returning({
          idReventa: reventas.idReventa,
          idFecha: reventas.idFecha,
          cdTipo: reventas.cdTipo,
        });
      // Nobody acted: the hold ran out (or the payment was refused).
      await audit(tx, [
        ...places.map((p) => ({
          idUsuario: null,
          accion: 'oferta_vencida',
          entidad: 'lista_espera' as const,
          idEntidad: p.idListaEspera,
          detalle: { idOrden: p.idOrden },
          at: now,
        })),
        ...listings.map((l) => ({
          idUsuario: null,
          accion: 'republicar',
          entidad: 'reventa' as const,
          idEntidad: l.idReventa,
          at: now,
        })),
      ]);
      return [...places, ...listings].map((k) => ({ idFecha: k.idFecha, cdTipo: k.cdTipo }));
    },
  };
}

export type OfferPass = ReturnType<typeof createOfferPass>;
