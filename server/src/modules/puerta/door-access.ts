import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { DOOR_MSG, type PuertaEvento, type PuertaFecha } from '@shared/api/door';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import {
  DOOR_CLOSES_AFTER_MS,
  DOOR_OPENS_BEFORE_MS,
  DOOR_SYNC_GRACE_MS,
  doorIsOpen,
} from '@shared/domain/door';
import { ROLES_EN_PUERTA, puede, type RolEquipo } from '@shared/domain/equipo';
import type { Db } from '../../db/client';
import { eventoEquipo, eventos, fechas, puertaPersonal } from '../../db/schema/index';
import { notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { nroFechaSql } from '../ordenes';

/** Events whose door can open: approved ones, on sale, sale closed or just finished. */
export const CON_PUERTA = [
  ESTADO_EVENTO.APROBADO,
  ESTADO_EVENTO.EN_VENTA,
  ESTADO_EVENTO.FIN_VENTA,
  ESTADO_EVENTO.FINALIZADO,
];

/** One event day whose door the caller may open now, and why. */
export interface DoorDay {
  idEvento: number;
  nombreEvento: string;
  /** The event's minimum age (shared/domain/edad.ts), or null. */
  edadMinima: number | null;
  rol: PuertaEvento['rol'];
  /** Sells at the box office: the owner, an administrator, a member whose role sells. */
  vende: boolean;
  fecha: PuertaFecha;
}

/**
 * Who may open which door (issue 10): the event's staff (puerta_personal), its owner,
 * administrators and the members of its productora whose role works the door
 * (ROLES_EN_PUERTA), and only for days whose door is open now (doorIsOpen). Read on every door
 * call, so removing someone from the staff or the team takes effect at once.
 */
export function createDoorAccess(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function openDays(
    viewer: Viewer,
    idFecha?: number,
    closesAfterMs = DOOR_CLOSES_AFTER_MS,
  ): Promise<DoorDay[]> {
    const now = deps.now();
    const staff = sql<boolean>`exists (select 1 from ${puertaPersonal}
      where ${puertaPersonal.idEvento} = ${eventos.idEvento}
        and ${puertaPersonal.idUsuario} = ${viewer.idUsuario})`;
    // The role that holds on this event (db/schema/event-team.ts).
    const rolEquipo = sql<RolEquipo | null>`(select ${eventoEquipo.rol} from ${eventoEquipo}
      where ${eventoEquipo.idEvento} = ${eventos.idEvento}
        and ${eventoEquipo.idUsuario} = ${viewer.idUsuario})`;
    const rows = await db
      .select({
        idEvento: eventos.idEvento,
        nombre: eventos.nombre,
        edadMinima: eventos.edadMinima,
        owner: eventos.idUsuario,
        rolEquipo,
        idFecha: fechas.idFecha,
        nroFecha: nroFechaSql,
        inicio: fechas.inicio,
        fin: fechas.fin,
      })
      .from(fechas)
      .innerJoin(eventos, eq(eventos.idEvento, fechas.idEvento))
      .where(
        and(
          inArray(eventos.cdEstado, CON_PUERTA),
          lte(fechas.inicio, new Date(now.getTime() + DOOR_OPENS_BEFORE_MS)),
          gte(fechas.fin, new Date(now.getTime() - closesAfterMs)),
          idFecha === undefined ? undefined : eq(fechas.idFecha, idFecha),
          viewer.isAdmin
            ? undefined
            : or(
                eq(eventos.idUsuario, viewer.idUsuario),
                staff,
                sql`${rolEquipo} in (${sql.join(
                  ROLES_EN_PUERTA.map((r) => sql`${r}`),
                  sql`, `,
                )})`,
              ),
        ),
      )
      .orderBy(asc(fechas.inicio), asc(fechas.idFecha));
    return rows
      .filter((r) => doorIsOpen(r, now, closesAfterMs))
      .map((r) => ({
        idEvento: r.idEvento,
        nombreEvento: r.nombre,
        edadMinima: r.edadMinima,
        rol:
          r.owner === viewer.idUsuario
            ? 'organizador'
            : viewer.isAdmin
              ? 'administrador'
              : 'personal',
        vende:
          viewer.isAdmin ||
          r.owner === viewer.idUsuario ||
          (r.rolEquipo !== null && puede({ rol: r.rolEquipo, verLiquidacion: false }, 'boleteria')),
        fecha: {
          idFecha: r.idFecha,
          nroFecha: Number(r.nroFecha),
          inicio: r.inicio.toISOString(),
          fin: r.fin.toISOString(),
        },
      }));
  }

  return {
    /** GET /Puerta/Eventos: the days the caller may open now, grouped by event. */
    async eventos(viewer: Viewer): Promise<PuertaEvento[]> {
      const byEvento = new Map<number, PuertaEvento>();
      for (const d of await openDays(viewer)) {
        const e = byEvento.get(d.idEvento) ?? {
          idEvento: d.idEvento,
          nombre: d.nombreEvento,
          rol: d.rol,
          vende: d.vende,
          fechas: [],
        };
        e.fechas.push(d.fecha);
        byEvento.set(d.idEvento, e);
      }
      return [...byEvento.values()];
    },

    /** The day if the caller may open its door now; 404 DOOR_MSG.eventoNoDisponible otherwise. */
    async day(viewer: Viewer, idFecha: number): Promise<DoorDay> {
      const [found] = await openDays(viewer, idFecha);
      if (!found) throw notFound(DOOR_MSG.eventoNoDisponible);
      return found;
    },

    /**
     * A day whose queued scans are still taken: open now, or closed less than
     * DOOR_SYNC_GRACE_MS ago (a device that came back online late loses no scan).
     */
    async syncDay(viewer: Viewer, idFecha: number): Promise<DoorDay> {
      const [found] = await openDays(viewer, idFecha, DOOR_CLOSES_AFTER_MS + DOOR_SYNC_GRACE_MS);
      if (!found) throw notFound(DOOR_MSG.eventoNoDisponible);
      return found;
    },
  };
}

export type DoorAccess = ReturnType<typeof createDoorAccess>;
