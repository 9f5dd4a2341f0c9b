import { TIPO_ENTRADA, TIPOS_ENTRADA } from './catalogs';

/**
 * Capacity pools (docs/decisions/0085-capacity-pools.md) as the organiser's stock form reads them:
 * a stock row (entradas) sells up to its own `cantidad`, and every pool (cupos) it draws from
 * holds places that all its rows share. What a row can still sell is the capacity rule's, which
 * lives in the database alone (pulso_lugares, server/src/db/functions/; decision 0096): every
 * figure shown is read from it. Here are only the template's shape and the least a quantity may
 * be lowered to.
 */
export interface CupoStock {
  idCupo: number;
  cantidad: number;
  /** Places taken: the sum of its rows' `vendidas` times their `personas`. */
  vendidas: number;
  /** The row whose quantity this pool's size follows (a type's total), or null. */
  totalDeEntrada: number | null;
}

/** One stock row with the pools it draws from (rows that share a pool share its object). */
export interface StockRow {
  idEntrada: number;
  cdTipo: number;
  cantidad: number;
  vendidas: number;
  cupos: ReadonlyArray<CupoStock>;
}

/** A ticket type code (TIPO_ENTRADA): 0 general, 1 general early bird, 2 VIP, 3 VIP early bird. */
export type TipoEntrada = (typeof TIPO_ENTRADA)[keyof typeof TIPO_ENTRADA];

/**
 * The specification's template as data (docs/decisions/0095-the-template-as-tandas.md): a day
 * made from the event form sells two tandas of two steps, each kind's early bird first and then
 * the kind itself, which is the tanda's total (its quantity sizes the tanda's pool) and names
 * it ("General", "VIP"). Nothing else in Pulso knows early birds: what a step of the template
 * may be (within its tanda's total, priced at most as it) are the template's rules, and selling
 * one step at a time is any tanda's.
 */
export const TEMPLATE_TANDAS: ReadonlyArray<{ pasos: readonly [TipoEntrada, TipoEntrada] }> = [
  { pasos: [TIPO_ENTRADA.GENERAL_EARLY_BIRD, TIPO_ENTRADA.GENERAL] },
  { pasos: [TIPO_ENTRADA.VIP_EARLY_BIRD, TIPO_ENTRADA.VIP] },
];

const templateTandaOf = (cdTipo: number) =>
  TEMPLATE_TANDAS.find((t) => (t.pasos as readonly number[]).includes(cdTipo));

/**
 * The kind whose quantity is the total of the template tanda `cdTipo` is a step of (itself for
 * the last step); undefined for a kind outside the template.
 */
export const templateTotalOf = (cdTipo: number): TipoEntrada | undefined =>
  templateTandaOf(cdTipo)?.pasos.at(-1);

/**
 * Where the template lists a kind on a day: each tanda's steps in order (General Early Bird,
 * General, VIP Early Bird, VIP), so the organiser's list and the event page read them as sold.
 */
export const templateOrden = (cdTipo: number): number => {
  const i = TEMPLATE_TANDAS.flatMap((t) => t.pasos as readonly number[]).indexOf(cdTipo);
  return i < 0 ? cdTipo : i;
};

/** The template steps sold before the kind whose quantity is their tanda's total (none for others). */
export const templateStepsBefore = (cdTipo: number): number[] => {
  const tanda = templateTandaOf(cdTipo);
  return tanda && tanda.pasos.at(-1) === cdTipo ? tanda.pasos.slice(0, -1) : [];
};

/** Whether the kind is a template step sold before its tanda's total (the form's early birds). */
export const isStepBeforeTotal = (cdTipo: number): boolean =>
  templateTotalOf(cdTipo) !== undefined && templateTotalOf(cdTipo) !== cdTipo;

const catalogName = (cdTipo: number) =>
  TIPOS_ENTRADA.find((t) => t.cdTipo === cdTipo)?.dsTipo ?? String(cdTipo);

/**
 * A row's name and admission as the template makes it: the catalogue's name, admitted as its
 * tanda's total (General Early Bird as General). Organisers may rename it afterwards.
 */
export const templateType = (cdTipo: number): { nombre: string; admite: string } => ({
  nombre: catalogName(cdTipo),
  admite: catalogName(templateTotalOf(cdTipo) ?? cdTipo),
});

/**
 * The instant a guest list takes its places at: none, as no one buys. A tanda orders the prices
 * the public pays; an organiser's guests come in as "General" while its early bird still sells.
 */
export const GUEST_PLACES = null;

/**
 * The least a row's quantity may be lowered to: what is already sold or held from it, and for
 * a row whose quantity sizes a pool (a type's total) what all of that pool's rows sold or hold.
 */
export function minimoCantidad(rows: ReadonlyArray<StockRow>, cdTipo: number): number {
  const row = rows.find((r) => r.cdTipo === cdTipo);
  if (!row) return 0;
  return Math.max(
    row.vendidas,
    ...row.cupos.filter((c) => c.totalDeEntrada === row.idEntrada).map((c) => c.vendidas),
  );
}

/**
 * The pools and tandas the specification's template gives a day: one per row that is a tanda's
 * total (or outside the template), sized by it and drawn from by the steps before it that the
 * day sells; `miembros` in step order are the tanda when there are two or more (a day whose
 * early bird was not created sells its kind alone).
 */
export function templatePools<R extends { idEntrada: number; cdTipo: number }>(
  rows: ReadonlyArray<R>,
): Array<{ totalDe: R; miembros: R[] }> {
  return rows
    .filter((r) => !isStepBeforeTotal(r.cdTipo))
    .map((totalDe) => ({
      totalDe,
      miembros: [
        ...templateStepsBefore(totalDe.cdTipo).flatMap((cd) => rows.filter((r) => r.cdTipo === cd)),
        totalDe,
      ],
    }));
}

/**
 * A day's rows given the template's pools in memory, sized and summed as the database holds them
 * (previews of a form's rows, tests): each pool is numbered after the row that sizes it.
 */
export function withTemplatePools<
  R extends { idEntrada: number; cdTipo: number; cantidad: number; vendidas: number },
>(rows: ReadonlyArray<R>): Array<R & { cupos: CupoStock[] }> {
  const pools = templatePools(rows).map((p) => ({
    miembros: p.miembros,
    cupo: {
      idCupo: p.totalDe.idEntrada,
      cantidad: p.totalDe.cantidad,
      vendidas: p.miembros.reduce((sum, m) => sum + m.vendidas, 0),
      totalDeEntrada: p.totalDe.idEntrada,
    },
  }));
  return rows.map((r) => ({
    ...r,
    cupos: pools.filter((p) => p.miembros.includes(r)).map((p) => p.cupo),
  }));
}
