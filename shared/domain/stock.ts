import { TIPO_ENTRADA, TIPOS_ENTRADA } from './catalogs';

/**
 * The capacity rule (docs/decisions/0085-capacity-pools.md): a stock row (entradas) sells up to
 * its own `cantidad`, and every capacity pool (cupos) it draws from holds places that all its rows
 * share. A row's places are the least of its own rest and each pool's rest, never below 0.
 * `vendidas` counts tickets sold or held by pending orders; a pool's `vendidas` is the sum of its
 * rows'. pulso_lugares (server/src/db/functions/) is the same rule in SQL, and a test runs both
 * on the same random days.
 */
export interface CupoStock {
  idCupo: number;
  cantidad: number;
  /** Places taken: the sum of its rows' `vendidas` times their `personas`. */
  vendidas: number;
  /** The row whose quantity this pool's size follows (a type's total), or null. */
  totalDeEntrada: number | null;
}

/**
 * One stock row with the pools it draws from and, for a step of a tanda, its place in it. Rows of
 * a day that share a pool share its object, and the steps of a tanda one array of rows, so taking
 * places from one row (takePlaces) shows in the others'.
 */
export interface StockRow {
  idEntrada: number;
  cdTipo: number;
  /** Units (a mesa is one unit of `personas` people). */
  cantidad: number;
  vendidas: number;
  /** People one unit admits: the places it takes from each pool (absent: 1). */
  personas?: number;
  cupos: ReadonlyArray<CupoStock>;
  tanda?: TandaStep | null;
  /**
   * Sold only with an access code (a presale): a hidden step of a tanda is outside its order,
   * selling while it has places and holding back no public step. Every reader of a tanda's rows
   * gives it (linkStock's input requires it).
   */
  oculta?: boolean;
}

/** A row's step in its tanda (docs/decisions/0087-tandas.md). */
export interface TandaStep {
  paso: number;
  /** When this step opens even if the ones before still have places (null: only when they sell out). */
  abreAt: Date | null;
  /** Every step of the tanda, this one included, in any order. */
  pasos: ReadonlyArray<StockRow & { tanda?: TandaStep | null }>;
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
 * The public step of a tanda on sale at `now`: the first, from the latest whose date came (else
 * the first), that has places of its own left; the last when none has. Earlier steps are closed
 * (sold out or past their time), later ones are still to come. Hidden steps are outside the
 * order (NaN when every step is hidden).
 */
export function stepOnSale(pasos: TandaStep['pasos'], now: Date): number {
  const steps = pasos.filter((r) => !r.oculta).sort((a, b) => a.tanda!.paso - b.tanda!.paso);
  if (steps.length === 0) return NaN;
  const opened = steps.filter((r) => r.tanda!.abreAt !== null && r.tanda!.abreAt <= now);
  const from = opened.length > 0 ? opened.at(-1)!.tanda!.paso : steps[0]!.tanda!.paso;
  const open = steps.find((r) => r.tanda!.paso >= from && r.cantidad - r.vendidas > 0);
  return (open ?? steps.at(-1)!).tanda!.paso;
}

/** Where a step stands for a buyer at `now` (TandaView's estado); null for a row outside a tanda. */
export function tandaEstado(row: StockRow, now: Date): 'agotada' | 'abierta' | 'proxima' | null {
  if (!row.tanda) return null;
  if (row.oculta) return 'abierta';
  const onSale = stepOnSale(row.tanda.pasos, now);
  if (row.tanda.paso === onSale) return 'abierta';
  return row.tanda.paso < onSale ? 'agotada' : 'proxima';
}

/**
 * The units a row can still sell at `now`: its own rest and, for every pool, how many of its
 * units (each `personas` places) the pool's rest holds, never below 0; none for a step of a
 * tanda that is not the one on sale (a mesa x6 never sells with 5 places left). `now` null is
 * no sale (a guest list's invitation, GUEST_PLACES): capacity only, in any step of a tanda.
 */
export function placesOf(row: StockRow, now: Date | null): number {
  if (row.tanda && now && !row.oculta && stepOnSale(row.tanda.pasos, now) !== row.tanda.paso)
    return 0;
  const personas = row.personas ?? 1;
  return Math.max(
    0,
    Math.min(
      row.cantidad - row.vendidas,
      ...row.cupos.map((c) => Math.trunc((c.cantidad - c.vendidas) / personas)),
    ),
  );
}

/**
 * The instant a guest list takes its places at: none, as no one buys. A tanda orders the prices
 * the public pays; an organiser's guests come in as "General" while its early bird still sells.
 */
export const GUEST_PLACES = null;

/** Tickets still available in one row of a day (by type) at `now`, given that day's rows. */
export function availableOf(
  rows: ReadonlyArray<StockRow>,
  cdTipo: number,
  now: Date | null,
): number {
  const row = rows.find((r) => r.cdTipo === cdTipo);
  return row ? placesOf(row, now) : 0;
}

/** Counts `n` more units taken from the row and their places from every pool it draws from. */
export function takePlaces(row: StockRow, n: number): void {
  row.vendidas += n;
  for (const cupo of row.cupos) (cupo as { vendidas: number }).vendidas += n * (row.personas ?? 1);
}

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
