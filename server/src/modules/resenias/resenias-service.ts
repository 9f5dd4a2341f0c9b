import { and, asc, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import {
  RESENIA_MSG,
  type ReseniaOrden,
  type ReseniasPage,
  type ReseniaView,
} from '@shared/api/after-sale';
import { matchesSearch } from '@shared/domain/text-search';
import { MSG } from '@shared/messages';
import { CUENTA_ELIMINADA } from '@shared/validation/profile';
import type { Db } from '../../db/client';
import { eventos, fechas, fiestas, resenias, usuarios } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { canSeeEvento } from '../eventos';
import { heldTickets } from '../ordenes';
import { eventoTerminado } from './evento-terminado';

/** 'Sofía B.': the first name and the surname's initial; 'Cuenta eliminada' once anonymised. */
export function autorDe(u: { nombre: string; apellido: string; eliminadoAt: Date | null }) {
  if (u.eliminadoAt) return CUENTA_ELIMINADA.nombre;
  const nombre = u.nombre.trim().split(/\s+/)[0] ?? '';
  const inicial = u.apellido.trim().charAt(0).toLocaleUpperCase('es');
  return inicial ? `${nombre} ${inicial}.` : nombre;
}

const ORDEN: Record<ReseniaOrden, SQL[]> = {
  recientes: [desc(resenias.createdAt), desc(resenias.idResenia)],
  alta: [desc(resenias.estrellas), desc(resenias.createdAt), desc(resenias.idResenia)],
  baja: [asc(resenias.estrellas), desc(resenias.createdAt), desc(resenias.idResenia)],
};

/** Average to one decimal (docs/architecture.md, "Where each rule lives"), null without ratings. */
const promedioDe = (estrellas: number[]) =>
  estrellas.length === 0
    ? null
    : Math.round((estrellas.reduce((a, b) => a + b, 0) / estrellas.length) * 10) / 10;

export type ReseniasScope = { idFiesta: number } | { idEvento: number };

/**
 * Party ratings (resenias): written once per person and event by people whose ticket of a
 * paid order for it was scanned at the door, after it ended; read by anyone per party or
 * per event.
 */
export function createReseniasService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function views(where: SQL, orden: ReseniaOrden): Promise<ReseniaView[]> {
    const rows = await db
      .select({
        idResenia: resenias.idResenia,
        idEvento: resenias.idEvento,
        evento: eventos.nombre,
        estrellas: resenias.estrellas,
        texto: resenias.texto,
        createdAt: resenias.createdAt,
        nombre: usuarios.nombre,
        apellido: usuarios.apellido,
        eliminadoAt: usuarios.eliminadoAt,
      })
      .from(resenias)
      .innerJoin(eventos, eq(eventos.idEvento, resenias.idEvento))
      .innerJoin(usuarios, eq(usuarios.idUsuario, resenias.idUsuario))
      .where(where)
      .orderBy(...ORDEN[orden]);
    return rows.map(({ nombre, apellido, eliminadoAt, createdAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      autor: autorDe({ nombre, apellido, eliminadoAt }),
    }));
  }

  /** The person's tickets of paid orders of these events: only people who got in may rate. */
  const held = (idUsuario: number, idEventos: number[]) => heldTickets(db, idUsuario, idEventos);

  return {
    /**
     * POST /Resenia/CrearResenia. The unique index on (person, event) decides between two
     * racing requests: the loser gets RESENIA_MSG.yaReseniaste, never a 500.
     */
    async crear(
      idUsuario: number,
      input: { idEvento: number; estrellas: number; texto: string },
    ): Promise<ReseniaView> {
      const [evento] = await db
        .select({
          cdEstado: eventos.cdEstado,
          idFiesta: eventos.idFiesta,
          finEvento: max(fechas.fin),
        })
        .from(eventos)
        .leftJoin(fechas, eq(fechas.idEvento, eventos.idEvento))
        .where(eq(eventos.idEvento, input.idEvento))
        .groupBy(eventos.idEvento);
      if (!evento) throw notFound(MSG.eventoNoEncontrado);
      const mine = await held(idUsuario, [input.idEvento]);
      if (mine.length === 0) throw forbidden(RESENIA_MSG.soloAsistentes);
      if (!mine.some((t) => t.usadoAt)) throw forbidden(RESENIA_MSG.soloIngresados);
      const fin = evento.finEvento === null ? null : new Date(evento.finEvento);
      if (!eventoTerminado(evento.cdEstado, fin, deps.now()))
        throw conflict(RESENIA_MSG.eventoNoTerminado);
      const [inserted] = await db
        .insert(resenias)
        .values({
          idEvento: input.idEvento,
          idFiesta: evento.idFiesta,
          idUsuario,
          estrellas: input.estrellas,
          texto: input.texto,
          createdAt: deps.now(),
        })
        .onConflictDoNothing()
        .returning({ idResenia: resenias.idResenia });
      if (!inserted) throw conflict(RESENIA_MSG.yaReseniaste);
      return (await views(eq(resenias.idResenia, inserted.idResenia), 'recientes'))[0]!;
    },

    /** The person's own rating of an event, if any. */
    async mia(idUsuario: number, idEvento: number): Promise<ReseniaView | null> {
      const found = await views(
        and(eq(resenias.idUsuario, idUsuario), eq(resenias.idEvento, idEvento))!,
        'recientes',
      );
      return found[0] ?? null;
    },

    /** Ids among these events where one of the person's tickets was scanned at the door. */
    async ingresados(idUsuario: number, idEventos: number[]): Promise<Set<number>> {
      if (idEventos.length === 0) return new Set();
      const rows = await held(idUsuario, idEventos);
      return new Set(rows.filter((r) => r.usadoAt).map((r) => r.idEvento));
    },

    /** Ids among these events the person already rated. */
    async calificados(idUsuario: number, idEventos: number[]): Promise<Set<number>> {
      if (idEventos.length === 0) return new Set();
      const rows = await db
        .select({ idEvento: resenias.idEvento })
        .from(resenias)
        .where(and(eq(resenias.idUsuario, idUsuario), inArray(resenias.idEvento, idEventos)));
      return new Set(rows.map((r) => r.idEvento));
    },

    /**
     * GET /Resenia/GetResenias: every rating of a party (or of one event the caller may see),
     * sorted; the average and count cover them all, the search only narrows the list.
     */
    async page(
      scope: ReseniasScope,
      opts: { orden: ReseniaOrden; q: string },
      viewer: Viewer | null,
    ): Promise<ReseniasPage> {
      let nombre: string;
      let where: SQL;
      if ('idFiesta' in scope) {
        const [fiesta] = await db
          .select({ dsNombre: fiestas.dsNombre })
          .from(fiestas)
          .where(eq(fiestas.idFiesta, scope.idFiesta));
        if (!fiesta) throw notFound(MSG.fiestaNoEncontrada);
        nombre = fiesta.dsNombre;
        where = eq(resenias.idFiesta, scope.idFiesta);
      } else {
        const [evento] = await db
          .select({
            idEvento: eventos.idEvento,
            idUsuario: eventos.idUsuario,
            cdEstado: eventos.cdEstado,
            canceladoDesde: eventos.canceladoDesde,
            nombre: eventos.nombre,
          })
          .from(eventos)
          .where(eq(eventos.idEvento, scope.idEvento));
        if (!evento || !canSeeEvento(evento, viewer)) throw notFound(MSG.eventoNoEncontrado);
        nombre = evento.nombre;
        where = eq(resenias.idEvento, scope.idEvento);
      }
      const all = await views(where, opts.orden);
      return {
        nombre,
        promedio: promedioDe(all.map((r) => r.estrellas)),
        cantidad: all.length,
        resenias: all.filter((r) => matchesSearch(opts.q, [r.texto, r.autor])),
      };
    },
  };
}

export type ReseniasService = ReturnType<typeof createReseniasService>;
