import { formatDiaSemana } from '@shared/format/es-ar';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDEN_MSG } from '@shared/api/checkout';
import {
  WAITLIST_MSG,
  type AnotarmePayload,
  type ListaEsperaEstado,
  type ListaEsperaView,
} from '@shared/api/waitlist';
import { ESTADO_ENTRADA, ESTADO_EVENTO } from '@shared/domain/catalogs';
import { templateTotalOf } from '@shared/domain/stock';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { entradas, eventos, fechas, listaEspera } from '../../db/schema/index';
import { conflict, notFound } from '../../plugins/problem';
import {
  firstLineOverLimit,
  lockStockRows,
  offerOrdersOf,
  offersWithoutCheckout,
  paidByType,
} from '../ordenes';
import { lugaresDe } from '../cupos';
import type { OfferPass } from './offer-pass';

/**
 * The name of a place's type as its stock row carries it (an organiser may have renamed it): the
 * row of the day with that type that the offer pass offers from (on sale, first by id), one row
 * even when several of a day share a cd_tipo.
 */
const nombreDelTipo = sql<string>`(select e.nombre from ${entradas} e
  where e.id_fecha = ${listaEspera.idFecha} and e.cd_tipo = ${listaEspera.cdTipo}
  order by (e.estado = ${ESTADO_ENTRADA.EN_VENTA}) desc, e.id_entrada limit 1)`;

/**
 * The wait list of sold-out ticket types (issue 13, shared/api/waitlist.ts): joining, leaving,
 * one's places and offers, and the job's catch-up pass. Offers themselves are offer-pass.ts.
 */
export function createListaEsperaService(deps: {
  db: Db;
  offers: OfferPass;
  /** Opens the provider's checkout of an offer (ordenes-service), after its commit. */
  ensurePreference: (idOrden: number, siteUrl: string) => Promise<void>;
  now: () => Date;
  onCheckoutError?: (err: unknown, idOrden: number) => void;
}) {
  const { db } = deps;

  /** Opens the checkout of offers that have none yet (a network call: never inside a lock). */
  async function openCheckouts(idOrdenes: ReadonlyArray<number>, siteUrl: string) {
    for (const idOrden of idOrdenes) {
      try {
        await deps.ensurePreference(idOrden, siteUrl);
      } catch (err) {
        // The page shows "preparing the payment" and the next visit tries again.
        deps.onCheckoutError?.(err, idOrden);
      }
    }
  }

  async function views(idUsuario: number, only?: number): Promise<ListaEsperaView[]> {
    const rows = await db
      .select({
        lugar: listaEspera,
        evento: eventos.nombre,
        inicio: fechas.inicio,
        dsTipo: nombreDelTipo,
      })
      .from(listaEspera)
      .innerJoin(eventos, eq(eventos.idEvento, listaEspera.idEvento))
      .innerJoin(fechas, eq(fechas.idFecha, listaEspera.idFecha))
      .where(
        and(
          eq(listaEspera.idUsuario, idUsuario),
          only === undefined ? undefined : eq(listaEspera.idListaEspera, only),
        ),
      )
      .orderBy(desc(listaEspera.creadaAt), desc(listaEspera.idListaEspera));
    const orders = await offerOrdersOf(
      db,
      rows.flatMap((r) => (r.lugar.idOrden === null ? [] : [r.lugar.idOrden])),
    );
    return rows.map(({ lugar, evento, inicio, dsTipo }) => {
      const orden = lugar.idOrden === null ? undefined : orders.get(lugar.idOrden);
      return {
        idListaEspera: lugar.idListaEspera,
        idEvento: lugar.idEvento,
        evento,
        idFecha: lugar.idFecha,
        dia: inicio.toISOString(),
        cdTipo: lugar.cdTipo,
        dsTipo,
        estado: lugar.estado as ListaEsperaEstado,
        creadaAt: lugar.creadaAt.toISOString(),
        oferta:
          lugar.estado === 'ofertada' && orden
            ? {
                idOrden: orden.idOrden,
                precio: orden.subtotal,
                cargoServicio: orden.cargoServicio,
                total: orden.total,
                venceAt: orden.holdExpiresAt.toISOString(),
                redirectUrl: orden.estado === 'pendiente' ? orden.redirectUrl : null,
                reventa: orden.origen === 'reventa',
              }
            : null,
        idOrdenComprada: lugar.estado === 'comprada' ? lugar.idOrden : null,
      };
    });
  }

  return {
    /** POST /ListaEspera/Anotarme: a place, and at once an offer if a listing waits for one. */
    async anotarme(
      idUsuario: number,
      body: AnotarmePayload,
      siteUrl: string,
    ): Promise<ListaEsperaView> {
      const now = deps.now();
      const cdTipo = templateTotalOf(body.cdTipo) ?? body.cdTipo;
      const { idListaEspera, offered } = await db.transaction(async (tx) => {
        const [day] = await tx
          .select({ fecha: fechas, cdEstado: eventos.cdEstado, max: eventos.maxEntradasPorCuenta })
          .from(fechas)
          .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
          .where(eq(fechas.idFecha, body.idFecha));
        if (!day) throw notFound(WAITLIST_MSG.fechaInexistente);
        if (day.cdEstado !== ESTADO_EVENTO.EN_VENTA) throw conflict(ORDEN_MSG.eventoNoDisponible);
        const { fecha } = day;
        if (!(fecha.inicioVenta <= now && now < fecha.finVenta))
          throw conflict(ORDEN_MSG.ventaCerrada(formatDiaSemana(fecha.inicio)));
        // The day's stock rows locked: a ticket coming back meanwhile is either seen here
        // (and bought by the public) or finds this place and becomes its offer.
        const rows = await lockStockRows(tx, [body.idFecha]);
        const row = rows.find((r) => r.cdTipo === cdTipo && r.estado === ESTADO_ENTRADA.EN_VENTA);
        if (!row) throw notFound(WAITLIST_MSG.fechaInexistente);
        if ((await lugaresDe(tx, row.idEntrada, now)) > 0) throw conflict(WAITLIST_MSG.hayEntradas);
        const paid = await paidByType(tx, idUsuario, fecha.idEvento, 0);
        const over = firstLineOverLimit(
          [{ idFecha: body.idFecha, cdTipo, cantidad: 1 }],
          paid.map((p) => ({ ...p, cdTipo: templateTotalOf(p.cdTipo) ?? p.cdTipo })),
          day.max,
        );
        if (over)
          throw conflict(
            ORDEN_MSG.limitePorCuenta(
              day.max,
              row.nombre,
              formatDiaSemana(fecha.inicio),
              over.yaTenes,
            ),
          );
        const [place] = await tx
          .insert(listaEspera)
          .values({
            idUsuario,
            idEvento: fecha.idEvento,
            idFecha: body.idFecha,
            cdTipo,
            creadaAt: now,
            actualizadaAt: now,
          })
          .onConflictDoNothing()
          .returning({ idListaEspera: listaEspera.idListaEspera });
        if (!place) throw conflict(WAITLIST_MSG.yaAnotado);
        await audit(tx, [
          {
            idUsuario,
            accion: 'anotarse',
            entidad: 'lista_espera',
            idEntidad: place.idListaEspera,
            detalle: { idFecha: body.idFecha, cdTipo },
            at: now,
          },
        ]);
        const offered = await deps.offers.offer(tx, [{ idFecha: body.idFecha, cdTipo }], now);
        return { idListaEspera: place.idListaEspera, offered };
      });
      await openCheckouts(offered, siteUrl);
      return (await views(idUsuario, idListaEspera))[0]!;
    },

    /** POST /ListaEspera/Salir: one's own place, while waiting. */
    async salir(idUsuario: number, idListaEspera: number): Promise<ListaEsperaView> {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(listaEspera)
          .set({ estado: 'cancelada', actualizadaAt: now })
          .where(
            and(
              eq(listaEspera.idListaEspera, idListaEspera),
              eq(listaEspera.idUsuario, idUsuario),
              eq(listaEspera.estado, 'esperando'),
            ),
          )
          .returning({ id: listaEspera.idListaEspera });
        if (moved.length === 0) {
          const [mine] = await tx
            .select({ id: listaEspera.idListaEspera })
            .from(listaEspera)
            .where(
              and(
                eq(listaEspera.idListaEspera, idListaEspera),
                eq(listaEspera.idUsuario, idUsuario),
              ),
            );
          throw mine ? conflict(WAITLIST_MSG.noEsperando) : notFound(WAITLIST_MSG.noEncontrada);
        }
        await audit(tx, [
          {
            idUsuario,
            accion: 'salir',
            entidad: 'lista_espera',
            idEntidad: idListaEspera,
            at: now,
          },
        ]);
      });
      return (await views(idUsuario, idListaEspera))[0]!;
    },

    /** GET /ListaEspera/Mias: offers without a checkout get one first. */
    async mias(idUsuario: number, siteUrl: string): Promise<{ lugares: ListaEsperaView[] }> {
      const sinCheckout = await offersWithoutCheckout(db, idUsuario);
      await openCheckouts(
        sinCheckout.map((o) => o.idOrden),
        siteUrl,
      );
      return { lugares: await views(idUsuario) };
    },

    /**
     * The job's catch-up pass: every list with someone waiting is offered what it can give now
     * (a return that reached no offer pass, e.g. a late payment's refund). Then the checkouts.
     */
    async pass(siteUrl: string | null): Promise<number> {
      const now = deps.now();
      const keys = await db
        .selectDistinct({ idFecha: listaEspera.idFecha, cdTipo: listaEspera.cdTipo })
        .from(listaEspera)
        .where(eq(listaEspera.estado, 'esperando'))
        .limit(500);
      if (keys.length === 0) return 0;
      const offered = await db.transaction((tx) => deps.offers.offer(tx, keys, now));
      if (siteUrl) await openCheckouts(offered, siteUrl);
      return offered.length;
    },

    /** Places' states by order (tests and the resale's views). */
    async byOrden(idOrdenes: ReadonlyArray<number>) {
      if (idOrdenes.length === 0) return [];
      return db
        .select()
        .from(listaEspera)
        .where(inArray(listaEspera.idOrden, [...idOrdenes]));
    },
  };
}

export type ListaEsperaService = ReturnType<typeof createListaEsperaService>;
