import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ConflictoPuerta, IngresosEvento, IngresosFecha } from '@shared/api/door';
import { doorIsOpen } from '@shared/domain/door';
import type { Db } from '../../db/client';
import { entradas, escaneos, fechas } from '../../db/schema/index';
import type { Viewer } from '../../plugins/viewer';
import { ownedEvento } from './door-owner';
import { doorCountsOf, doorTickets } from '../ordenes';

/**
 * The organiser's live door numbers: per day, who got in (tickets with a winning scan) out
 * of the tickets sold in paid orders, per door and per ticket type; and the tickets two
 * offline doors both let in.
 */
export function createDoorNumbersService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function fechaNumbers(idFechas: number[]) {
    if (idFechas.length === 0) return { porTipo: [], porPuerta: [], tipos: [] };
    const [{ porTipo, porPuerta }, tipos] = await Promise.all([
      doorCountsOf(db, idFechas),
      // Every type the day offers, sold or not.
      db
        .select({ idFecha: entradas.idFecha, cdTipo: entradas.cdTipo, dsTipo: entradas.nombre })
        .from(entradas)
        .where(inArray(entradas.idFecha, idFechas))
        .orderBy(asc(entradas.orden), asc(entradas.cdTipo)),
    ]);
    return { porTipo, porPuerta, tipos };
  }

  return {
    /** GET /Puerta/Ingresos. */
    async ingresos(viewer: Viewer, idEvento: number): Promise<IngresosEvento> {
      const evento = await ownedEvento(db, viewer, idEvento);
      const now = deps.now();
      const dias = await db
        .select({ idFecha: fechas.idFecha, inicio: fechas.inicio, fin: fechas.fin })
        .from(fechas)
        .where(eq(fechas.idEvento, idEvento))
        .orderBy(asc(fechas.inicio), asc(fechas.idFecha));
      const n = await fechaNumbers(dias.map((d) => d.idFecha));
      const result: IngresosFecha[] = dias.map((d, i) => {
        const tipos = n.tipos.filter((t) => t.idFecha === d.idFecha);
        const porTipo = tipos.map((t) => {
          const row = n.porTipo.find((r) => r.idFecha === d.idFecha && r.cdTipo === t.cdTipo);
          return {
            cdTipo: t.cdTipo,
            dsTipo: t.dsTipo,
            ingresados: Number(row?.ingresados ?? 0),
            vendidos: Number(row?.vendidos ?? 0),
          };
        });
        const porPuerta = n.porPuerta
          .filter((r) => r.idFecha === d.idFecha)
          .map((r) => ({ puerta: r.puerta ?? '', ingresados: Number(r.ingresados) }));
        return {
          idFecha: d.idFecha,
          nroFecha: i + 1,
          inicio: d.inicio.toISOString(),
          fin: d.fin.toISOString(),
          abierta: doorIsOpen(d, now),
          ingresados: porPuerta.reduce((a, p) => a + p.ingresados, 0),
          vendidos: porTipo.reduce((a, p) => a + p.vendidos, 0),
          porPuerta,
          porTipo,
        };
      });
      return { idEvento, nombre: evento.nombre, servidorAt: now.toISOString(), fechas: result };
    },

    /** GET /Puerta/Conflictos: each scan a device admitted offline after another came first. */
    async conflictos(viewer: Viewer, idEvento: number): Promise<ConflictoPuerta[]> {
      await ownedEvento(db, viewer, idEvento);
      const rows = await db
        .select({
          idTicket: escaneos.idTicket,
          at: escaneos.escaneadoAt,
          puerta: escaneos.puerta,
        })
        .from(escaneos)
        .where(and(eq(escaneos.idEvento, idEvento), eq(escaneos.conflicto, true)))
        .orderBy(asc(escaneos.escaneadoAt), asc(escaneos.idEscaneo));
      const ids = [...new Set(rows.map((r) => r.idTicket!))];
      if (ids.length === 0) return [];
      const held = await doorTickets(db, { idTickets: ids });
      return rows.flatMap((r) => {
        const t = held.find((h) => h.idTicket === r.idTicket);
        if (!t?.usadoAt) return [];
        return [
          {
            tid: t.tid,
            titular: t.titular,
            dsTipo: t.dsTipo,
            idFecha: t.idFecha,
            nroFecha: t.nroFecha,
            primero: { at: t.usadoAt.toISOString(), puerta: t.usadoPuerta ?? '' },
            segundo: { at: r.at.toISOString(), puerta: r.puerta },
          },
        ];
      });
    },
  };
}

export type DoorNumbersService = ReturnType<typeof createDoorNumbersService>;
