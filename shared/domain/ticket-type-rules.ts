import { STOCK_MSG } from '../texts/organiser';
import { TIPOS_MSG } from '../texts/organiser';
import { stockRowIssues } from './stock-row-rules';

/**
 * The rules of a day's ticket types as the "Entradas y tandas" screen saves them
 * (docs/decisions/0088-free-form-ticket-types.md), one function for the form (said beside each
 * field before saving) and the server (a 400 naming the same fields, decided under the day's
 * row locks with what is sold then). Keys: `tipos.<i>.<field>`, `cupos.<i>.<field>` or `_`.
 */
export interface TipoToSave {
  nombre: string;
  precio: number;
  cantidad: number;
  tanda: string | null;
  abreAt: string | null;
  cupos: ReadonlyArray<string>;
  /** The specification's kind when the row has one (0–3): its template rules still hold. */
  cdTipo?: number;
  /** Sold or held from this row (0 for a row to add), in units. */
  ocupadas: number;
  /** People one unit admits (absent: 1) and, for a row kept, what it admitted before. */
  personas?: number;
  personasAntes?: number;
  minPorOrden?: number;
  maxPorOrden?: number | null;
  ventaDesde?: string | null;
  ventaHasta?: string | null;
}

export interface CupoToSave {
  nombre: string;
  /** The size it will have (a cupo following a row: that row's quantity). */
  cantidad: number;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An add-on as it will be saved, with what is sold or held of it (0 for one to add). */
export interface AdicionalToSave {
  nombre: string;
  cantidad: number;
  ocupadas: number;
}

export function tiposFechaIssues(
  tipos: ReadonlyArray<TipoToSave>,
  cupos: ReadonlyArray<CupoToSave>,
  /** The day's number in its event, 1-based. */
  dia: number,
  adicionales: ReadonlyArray<AdicionalToSave> = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (key: string, message: string) => {
    errors[key] ??= message;
  };
  tipos.forEach((t, i) => {
    if (tipos.some((o, j) => j < i && same(o.nombre, t.nombre)))
      add(`tipos.${i}.nombre`, STOCK_MSG.nombreRepetido(dia, t.nombre.trim()));
    if (t.cantidad < t.ocupadas)
      add(`tipos.${i}.cantidad`, STOCK_MSG.debajoDeVendidas(dia, t.nombre, t.ocupadas));
    for (const c of t.cupos)
      if (!cupos.some((p) => same(p.nombre, c)))
        add(`tipos.${i}.cupos`, TIPOS_MSG.cupoInexistente(dia, c));
    const personas = t.personas ?? 1;
    if (t.ocupadas > 0 && t.personasAntes !== undefined && t.personasAntes !== personas)
      add(`tipos.${i}.personas`, TIPOS_MSG.personasVendidas(dia, t.nombre));
    if (t.maxPorOrden != null && t.maxPorOrden < (t.minPorOrden ?? 1))
      add(`tipos.${i}.maxPorOrden`, TIPOS_MSG.maxMenorQueMin(dia, t.nombre));
    if (t.ventaDesde && t.ventaHasta && !(Date.parse(t.ventaDesde) < Date.parse(t.ventaHasta)))
      add(`tipos.${i}.ventaHasta`, TIPOS_MSG.ventaHastaAntes(dia, t.nombre));
    if (t.abreAt !== null) {
      const before = t.tanda === null ? [] : tipos.slice(0, i).filter((o) => o.tanda === t.tanda);
      if (before.length === 0) add(`tipos.${i}.abreAt`, TIPOS_MSG.abreSinAnterior(dia, t.nombre));
      const earlier = before.findLast((o) => o.abreAt !== null);
      if (earlier && Date.parse(t.abreAt) < Date.parse(earlier.abreAt!))
        add(`tipos.${i}.abreAt`, TIPOS_MSG.abreAntes(dia, t.nombre, earlier.nombre));
    }
  });
  cupos.forEach((c, i) => {
    if (cupos.some((o, j) => j < i && same(o.nombre, c.nombre)))
      add(`cupos.${i}.nombre`, TIPOS_MSG.cupoRepetido(dia, c.nombre.trim()));
    const taken = tipos
      .filter((t) => t.cupos.some((n) => same(n, c.nombre)))
      .reduce((sum, t) => sum + t.ocupadas * (t.personasAntes ?? t.personas ?? 1), 0);
    if (c.cantidad < taken)
      add(`cupos.${i}.cantidad`, TIPOS_MSG.cupoDebajoDeVendidas(dia, c.nombre, taken));
  });
  adicionales.forEach((a, i) => {
    if (adicionales.some((o, j) => j < i && same(o.nombre, a.nombre)))
      add(`adicionales.${i}.nombre`, TIPOS_MSG.adicionalRepetido(dia, a.nombre.trim()));
    if (a.cantidad < a.ocupadas)
      add(
        `adicionales.${i}.cantidad`,
        TIPOS_MSG.adicionalDebajoDeVendidos(dia, a.nombre, a.ocupadas),
      );
  });
  // The specification's kinds keep their template rules (an early bird within its type).
  const template = tipos.flatMap((t, i) =>
    t.cdTipo !== undefined && t.cdTipo <= 3 ? [{ ...t, i }] : [],
  );
  for (const issue of stockRowIssues(
    template.map((t) => ({
      cdTipo: t.cdTipo!,
      cantidad: t.cantidad,
      precio: t.precio,
      nombre: t.nombre,
    })),
    dia,
  )) {
    const row = template.find((t) => t.cdTipo === issue.cdTipo)!;
    add(`tipos.${row.i}.${issue.field}`, issue.message);
  }
  if (!tipos.some((t) => t.cantidad > 0)) add('_', STOCK_MSG.sinEntradas);
  return errors;
}
