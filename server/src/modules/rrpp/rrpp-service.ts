import { and, asc, eq, inArray, min, sql } from 'drizzle-orm';
import type {
  ComisionesEvento,
  GuardarComisiones,
  MiRrppEvento,
  RrppCifras,
} from '@shared/api/rrpp';
import { rrppEnlace } from '@shared/api/rrpp';
import { RRPP_MSG } from '@shared/texts/rrpp';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  entradas,
  eventos,
  fechas,
  eventoEquipo,
  productoras,
  rrppComisiones,
} from '../../db/schema/index';
import { notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { eventAccess } from '../productoras/event-access';
import { rrppOfEvent } from '../productoras/event-rrpp';
import { guestsPerRrpp } from '../lista/lista-rrpp';
import { comisionesDe, rrppFigures } from './rrpp-figures';

/** RRPP: their ranking, their commissions and their own page (shared/api/rrpp.ts). */
export function createRrppService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /** The event's types by number, each named as on its first day. */
  const tiposDe = (exec: DbExecutor, idEvento: number) =>
    exec
      .selectDistinctOn([entradas.cdTipo], { cdTipo: entradas.cdTipo, nombre: entradas.nombre })
      .from(entradas)
      .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
      .where(eq(fechas.idEvento, idEvento))
      .orderBy(asc(entradas.cdTipo), asc(fechas.inicio));

  async function comisionesView(exec: DbExecutor, idEvento: number): Promise<ComisionesEvento> {
    const [rrpp, tipos, reglas] = await Promise.all([
      rrppOfEvent(exec, idEvento),
      tiposDe(exec, idEvento),
      comisionesDe(exec, idEvento),
    ]);
    return { idEvento, rrpp, tipos, reglas };
  }

  return {
    async ranking(viewer: Viewer, idEvento: number): Promise<RrppCifras[]> {
      await eventAccess(db, viewer, idEvento, 'ventas');
      return rrppFigures(db, idEvento, await guestsPerRrpp(db, idEvento));
    },

    /** The event's RRPP, for who makes its codes (a code may be one's). */
    async delEvento(viewer: Viewer, idEvento: number): Promise<ComisionesEvento['rrpp']> {
      await eventAccess(db, viewer, idEvento, 'codigos');
      return rrppOfEvent(db, idEvento);
    },

    async comisiones(viewer: Viewer, idEvento: number): Promise<ComisionesEvento> {
      await eventAccess(db, viewer, idEvento, 'evento');
      return comisionesView(db, idEvento);
    },

    /** Replaces one RRPP's rules on the event, recorded in the team's activity. */
    async guardarComisiones(viewer: Viewer, input: GuardarComisiones): Promise<ComisionesEvento> {
      return db.transaction(async (tx) => {
        const evento = await eventAccess(tx, viewer, input.idEvento, 'evento');
        const rrpp = await rrppOfEvent(tx, input.idEvento);
        if (!rrpp.some((r) => r.idUsuario === input.idUsuario)) throw notFound(RRPP_MSG.noEsRrpp);
        const own = and(
          eq(rrppComisiones.idEvento, input.idEvento),
          eq(rrppComisiones.idUsuario, input.idUsuario),
        );
        const antes = await tx
          .select({
            cdTipo: rrppComisiones.cdTipo,
            modo: rrppComisiones.modo,
            valor: rrppComisiones.valor,
          })
          .from(rrppComisiones)
          .where(own)
          .for('update');
        await tx.delete(rrppComisiones).where(own);
        if (input.reglas.length > 0)
          await tx.insert(rrppComisiones).values(
            input.reglas.map((r) => ({
              idEvento: input.idEvento,
              idUsuario: input.idUsuario,
              ...r,
            })),
          );
        await audit(tx, [
          {
            idUsuario: viewer.idUsuario,
            accion: 'comision_rrpp',
            entidad: 'evento',
            idEntidad: evento.idEvento,
            detalle: { idUsuario: input.idUsuario, antes, reglas: input.reglas },
            at: deps.now(),
          },
        ]);
        return comisionesView(tx, input.idEvento);
      });
    },

    /** The events the caller sells as RRPP, newest first, with their link, code and figures. */
    async misEventos(idUsuario: number, siteUrl: string): Promise<MiRrppEvento[]> {
      const mine = await db
        .select({
          idEvento: eventos.idEvento,
          nombre: eventos.nombre,
          productora: productoras.nombre,
          slug: sql<string>`${eventoEquipo.rrppSlug}`,
          inicio: min(fechas.inicio),
        })
        // The events where their role is RRPP (db/schema/event-team.ts).
        .from(eventoEquipo)
        .innerJoin(productoras, eq(productoras.idProductora, eventoEquipo.idProductora))
        .innerJoin(eventos, eq(eventos.idEvento, eventoEquipo.idEvento))
        .leftJoin(fechas, eq(fechas.idEvento, eventos.idEvento))
        .where(and(eq(eventoEquipo.idUsuario, idUsuario), eq(eventoEquipo.rol, 'rrpp')))
        .groupBy(eventos.idEvento, productoras.nombre, eventoEquipo.rrppSlug)
        .orderBy(sql`min(${fechas.inicio}) desc nulls last`, asc(eventos.idEvento));
      if (mine.length === 0) return [];
      const ids = mine.map((e) => e.idEvento);
      const [figures, tipos, reglas] = await Promise.all([
        Promise.all(ids.map(async (id) => rrppFigures(db, id, await guestsPerRrpp(db, id)))),
        Promise.all(ids.map((id) => tiposDe(db, id))),
        db
          .select({
            idEvento: rrppComisiones.idEvento,
            idUsuario: rrppComisiones.idUsuario,
            cdTipo: rrppComisiones.cdTipo,
            modo: rrppComisiones.modo,
            valor: rrppComisiones.valor,
          })
          .from(rrppComisiones)
          .where(
            and(inArray(rrppComisiones.idEvento, ids), eq(rrppComisiones.idUsuario, idUsuario)),
          )
          .orderBy(asc(rrppComisiones.idComision)),
      ]);
      return mine.map((e, i) => ({
        idEvento: e.idEvento,
        nombre: e.nombre,
        inicio: e.inicio ? new Date(e.inicio).toISOString() : null,
        productora: e.productora,
        slug: e.slug,
        enlace: rrppEnlace(siteUrl, e.idEvento, e.slug),
        codigo: e.slug.toUpperCase(),
        cifras: figures[i]!.find((f) => f.idUsuario === idUsuario)!,
        reglas: reglas.filter((r) => r.idEvento === e.idEvento).map(({ idEvento: _, ...r }) => r),
        tipos: tipos[i]!,
      }));
    },
  };
}

export type RrppService = ReturnType<typeof createRrppService>;
