import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RrppCifras } from '@shared/api/rrpp';
import type { ComisionModo } from '@shared/domain/equipo';
import { receiptOf } from '@shared/domain/receipt';
import type { DbExecutor } from '../../db/executor';
import { rrppComisiones, usuarios } from '../../db/schema/index';
import { rrppOfEvent } from '../productoras/event-rrpp';
import { standingRrppLines } from '../ordenes';

/**
 * What each RRPP of an event brought and earned (docs/decisions/0092-rrpp.md), read from the
 * rows every time: the sales page's ranking, the RRPP's own page and the settlement's RRPP
 * lines all come from here, so they agree to the peso.
 *
 * A sale counts while it stands (modules/ordenes standingRrppLines: paid, nothing given back to
 * the buyer): a ticket given back earns nobody a commission. Resold tickets stay the first
 * seller's sale. Each line's net is what its buyer paid for the
 * tickets after the discount (shared/domain/receipt.ts, as every receipt splits it); the
 * commission of a line is the RRPP's rule for its type (else their rule for every type): a
 * fixed amount per unit, or a whole percentage of the line's net rounded to the peso.
 */

export interface ComisionRegla {
  idUsuario: number;
  /** null: every type without a rule of its own. */
  cdTipo: number | null;
  modo: ComisionModo;
  valor: number;
}

export interface RrppFiguresLine {
  idOrden: number;
  idRrpp: number;
  cdTipo: number;
  cantidad: number;
  neto: number;
  comision: number;
}

/** The commission of one line under an RRPP's rules. */
export function comisionDeLinea(
  reglas: ReadonlyArray<ComisionRegla>,
  idRrpp: number,
  line: { cdTipo: number; cantidad: number; neto: number },
): number {
  const own = reglas.filter((r) => r.idUsuario === idRrpp);
  const regla = own.find((r) => r.cdTipo === line.cdTipo) ?? own.find((r) => r.cdTipo === null);
  if (!regla) return 0;
  return regla.modo === 'fijo'
    ? regla.valor * line.cantidad
    : Math.round((line.neto * regla.valor) / 100);
}

/** The event's commission rules, every RRPP's. */
export const comisionesDe = (db: DbExecutor, idEvento: number): Promise<ComisionRegla[]> =>
  db
    .select({
      idUsuario: rrppComisiones.idUsuario,
      cdTipo: rrppComisiones.cdTipo,
      modo: rrppComisiones.modo,
      valor: rrppComisiones.valor,
    })
    .from(rrppComisiones)
    .where(eq(rrppComisiones.idEvento, idEvento))
    .orderBy(asc(rrppComisiones.idComision));

/** The lines of the event's RRPP sales that stand (paid, nothing given back), with their net. */
export async function rrppLines(db: DbExecutor, idEvento: number): Promise<RrppFiguresLine[]> {
  const [rows, reglas] = await Promise.all([
    standingRrppLines(db, idEvento),
    comisionesDe(db, idEvento),
  ]);
  const byOrder = new Map<number, typeof rows>();
  for (const r of rows) byOrder.set(r.idOrden, [...(byOrder.get(r.idOrden) ?? []), r]);
  const out: RrppFiguresLine[] = [];
  for (const own of byOrder.values()) {
    const o = own[0]!;
    const receipt = receiptOf(o, own);
    receipt.lineas.forEach(({ line, importes }) => {
      const figures = { cdTipo: line.cdTipo, cantidad: line.cantidad, neto: importes.precioPagado };
      out.push({
        idOrden: line.idOrden,
        idRrpp: o.idRrpp!,
        ...figures,
        comision: comisionDeLinea(reglas, o.idRrpp!, figures),
      });
    });
  }
  return out;
}

/** Guests on each RRPP's lists, and those who got in (modules/lista guestsPerRrpp). */
export type InvitadosRrpp = Map<number, { invitados: number; ingresaron: number }>;

/**
 * Every RRPP of the event's productora (also those who sold nothing yet) and anyone who sold
 * through it before leaving the team, with their figures, best seller first.
 */
export async function rrppFigures(
  db: DbExecutor,
  idEvento: number,
  invitados: InvitadosRrpp = new Map(),
): Promise<RrppCifras[]> {
  const [lines, equipo] = await Promise.all([
    rrppLines(db, idEvento),
    rrppOfEvent(db, idEvento),
  ]);
  const ids = [...new Set([...equipo.map((m) => m.idUsuario), ...lines.map((l) => l.idRrpp)])];
  if (ids.length === 0) return [];
  const people = await db
    .select({
      idUsuario: usuarios.idUsuario,
      nombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
    })
    .from(usuarios)
    .where(inArray(usuarios.idUsuario, ids));
  const nombreDe = new Map(people.map((p) => [p.idUsuario, p.nombre]));
  const slugDe = new Map(equipo.map((m) => [m.idUsuario, m.slug]));
  const figures = ids.map((idUsuario): RrppCifras => {
    const own = lines.filter((l) => l.idRrpp === idUsuario);
    const g = invitados.get(idUsuario);
    return {
      idUsuario,
      nombre: nombreDe.get(idUsuario) ?? '',
      slug: slugDe.get(idUsuario) ?? null,
      ordenes: new Set(own.map((l) => l.idOrden)).size,
      entradas: own.reduce((s, l) => s + l.cantidad, 0),
      importe: own.reduce((s, l) => s + l.neto, 0),
      comision: own.reduce((s, l) => s + l.comision, 0),
      invitados: g?.invitados ?? 0,
      ingresaron: g?.ingresaron ?? 0,
    };
  });
  return figures.sort(
    (a, b) => b.importe - a.importe || b.entradas - a.entradas || a.nombre.localeCompare(b.nombre),
  );
}
