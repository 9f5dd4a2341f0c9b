import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { EntradaView } from '@shared/api/discovery';
import type { StockFecha, UpdateEntradasFechaInput } from '@shared/api/stock';
import { ESTADO_ENTRADA } from '@shared/domain/catalogs';
import {
  isStepBeforeTotal,
  minimoCantidad,
  templateOrden,
  templateStepsBefore,
  templateTotalOf,
  templateType,
  type CupoStock,
} from '@shared/domain/stock';
import { stockRowIssues } from '@shared/domain/stock-row-rules';
import { MSG } from '@shared/messages';
import { STOCK_MSG } from '@shared/texts/organiser';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { entradas, fechas, tiposEntrada } from '../../db/schema/index';
import { badRequest, notFound } from '../../plugins/problem';
import { createTemplateTandas, disponibilidadSql, followTotal, withCupos } from '../cupos';

export interface StockInput {
  cdTipo: number;
  precio: number;
  cantidad: number;
}

/**
 * The stock rows a new day gets (docs/architecture.md, "Where each rule lives"): a tanda's total
 * (general, VIP) when its quantity is above 0; a step before it (an early bird) only when its
 * quantity is above 0 and it has a price.
 */
export function stockToCreate(rows: ReadonlyArray<StockInput>): StockInput[] {
  return rows.filter((r) => r.cantidad > 0 && (!isStepBeforeTotal(r.cdTipo) || r.precio > 0));
}

type StockRowRead = Pick<
  typeof entradas.$inferSelect,
  'idEntrada' | 'cdTipo' | 'nombre' | 'precio' | 'cantidad' | 'vendidas' | 'oculta'
> & { cupos: CupoStock[] };

/** A day's rows as the organiser's stock view shows them (shared/api/stock.ts). */
function stockFecha(idFecha: number, rows: ReadonlyArray<StockRowRead>): StockFecha {
  return {
    idFecha,
    entradas: [...rows]
      .sort((a, b) => a.cdTipo - b.cdTipo)
      .map((r) => ({
        cdTipo: r.cdTipo,
        dsTipo: r.nombre,
        precio: r.precio,
        cantidad: r.cantidad,
        ocupadas: r.vendidas,
        minimo: minimoCantidad(rows, r.cdTipo),
        oculta: r.oculta,
      })),
  };
}

/**
 * Every rule a day's rows would break once `input` is applied to them (the rows as locked):
 * keyed by the input's field (`entradas.<i>.cantidad|precio`), or `_`. `dia` is 1-based.
 */
function updateErrors(
  rows: ReadonlyArray<StockRowRead>,
  input: UpdateEntradasFechaInput['entradas'],
  dia: number,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const at = (cdTipo: number, field: 'cantidad' | 'precio' | 'nombre') => {
    let i = input.findIndex((e) => e.tipo === cdTipo);
    // A rule broken by changing another step of the template tanda (a total lowered under
    // the step before it) is said at the row that changed.
    if (i < 0) {
      const total = templateTotalOf(cdTipo);
      const tanda: number[] = total === undefined ? [] : [...templateStepsBefore(total), total];
      i = input.findIndex((e) => tanda.includes(e.tipo));
    }
    return i < 0 ? '_' : `entradas.${i}.${field}`;
  };
  const add = (key: string, message: string) => {
    errors[key] ??= message;
  };
  input.forEach((e, i) => {
    if (!rows.some((r) => r.cdTipo === e.tipo))
      add(`entradas.${i}.cantidad`, STOCK_MSG.tipoInexistente(dia));
  });
  const after = rows.map((r) => {
    const change = input.find((e) => e.tipo === r.cdTipo);
    return {
      ...r,
      cantidad: change?.cantidad ?? r.cantidad,
      precio: change?.precio ?? r.precio,
      nombre: change?.nombre ?? r.nombre,
    };
  });
  for (const r of after) {
    const minimo = minimoCantidad(after, r.cdTipo);
    if (r.cantidad < minimo)
      add(at(r.cdTipo, 'cantidad'), STOCK_MSG.debajoDeVendidas(dia, r.nombre, minimo));
    // Two rows of a day with one name could not be told apart by a buyer or at the door.
    if (after.some((o) => o !== r && o.nombre.toLowerCase() === r.nombre.toLowerCase()))
      add(at(r.cdTipo, 'nombre'), STOCK_MSG.nombreRepetido(dia, r.nombre));
  }
  for (const issue of stockRowIssues(after, dia)) add(at(issue.cdTipo, issue.field), issue.message);
  if (!after.some((r) => r.cantidad > 0)) add('_', CREATE_EVENT_MSG.sinEntradas);
  return errors;
}

/** The day's number in its event (1 for the first to start), as the forms title it. */
export async function dayNumber(db: Db, idFecha: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${fechas} f
      join ${fechas} g on g.id_evento = f.id_evento
     where f.id_fecha = ${idFecha} and (g.inicio, g.id_fecha) <= (f.inicio, f.id_fecha)`);
  return Number(result.rows[0]?.n ?? 1);
}

/** A row's optional view fields, each only when the organiser set it (EntradaView). */
function ventaExtras(r: {
  descripcion: string | null;
  personas: number;
  minPorOrden: number;
  maxPorOrden: number | null;
  ventaDesde: Date | null;
  ventaHasta: Date | null;
}): Partial<EntradaView> {
  return {
    ...(r.descripcion !== null && { descripcion: r.descripcion }),
    ...(r.personas > 1 && { personas: r.personas }),
    ...(r.minPorOrden > 1 && { minPorOrden: r.minPorOrden }),
    ...(r.maxPorOrden !== null && { maxPorOrden: r.maxPorOrden }),
    ...(r.ventaDesde !== null && { ventaDesde: r.ventaDesde.toISOString() }),
    ...(r.ventaHasta !== null && { ventaHasta: r.ventaHasta.toISOString() }),
  };
}

/** Ticket stock per date (entradas) and the ticket-type catalogue. */
export function createEntradasService(
  db: Db,
  /** The clock availability is read by (a tanda's step opens at its date). */
  now: () => Date = () => new Date(),
) {
  return {
    tipos: () =>
      db
        .select({ cdTipo: tiposEntrada.cdTipo, dsTipo: tiposEntrada.dsTipo })
        .from(tiposEntrada)
        .orderBy(asc(tiposEntrada.cdTipo)),

    /**
     * The ticket rows of these dates, by date. `cantidad` is what is still available at `now`
     * (the capacity rule, pulso_disponibilidad: the row's own rest and its pools', none for a
     * tanda's step not on sale), never below 0; with `total`, the stock as created (what an
     * administrator validating the event reviews). A step of a tanda says where it stands.
     */
    async byFechas(
      idFechas: ReadonlyArray<number>,
      /** `ocultas`: also the rows sold only with an access code (issue 14), for administrators. */
      opts: { estado?: number; total?: boolean; ocultas?: boolean } = {},
    ): Promise<Map<number, EntradaView[]>> {
      const byFecha = new Map<number, EntradaView[]>();
      if (idFechas.length === 0) return byFecha;
      const at = now();
      const rows = await db
        .select({
          idEntrada: entradas.idEntrada,
          idFecha: entradas.idFecha,
          cdTipo: entradas.cdTipo,
          dsTipo: entradas.nombre,
          precio: entradas.precio,
          cantidad: entradas.cantidad,
          disponibilidad: disponibilidadSql(entradas.idEntrada, at),
          estado: entradas.estado,
          oculta: entradas.oculta,
          idTanda: entradas.idTanda,
          paso: entradas.paso,
          abreAt: entradas.abreAt,
          descripcion: entradas.descripcion,
          personas: entradas.personas,
          minPorOrden: entradas.minPorOrden,
          maxPorOrden: entradas.maxPorOrden,
          ventaDesde: entradas.ventaDesde,
          ventaHasta: entradas.ventaHasta,
        })
        .from(entradas)
        .where(inArray(entradas.idFecha, [...idFechas]))
        .orderBy(asc(entradas.idFecha), asc(entradas.orden), asc(entradas.cdTipo));
      for (const r of rows) {
        if (opts.estado !== undefined && r.estado !== opts.estado) continue;
        if (!opts.ocultas && r.oculta) continue;
        const list = byFecha.get(r.idFecha) ?? [];
        list.push({
          idEntrada: r.idEntrada,
          tipo: { cdTipo: r.cdTipo, dsTipo: r.dsTipo },
          precio: r.precio,
          cantidad: opts.total ? r.cantidad : r.disponibilidad.lugares,
          ...(r.idTanda !== null && r.paso !== null && r.disponibilidad.estado
            ? {
                tanda: {
                  idTanda: r.idTanda,
                  paso: r.paso,
                  estado: r.disponibilidad.estado,
                  abreAt: r.abreAt?.toISOString() ?? null,
                },
              }
            : {}),
          ...ventaExtras(r),
        });
        byFecha.set(r.idFecha, list);
      }
      return byFecha;
    },

    /** Writes a new day's stock inside the event's create transaction (on sale). */
    async createStock(tx: DbExecutor, idFecha: number, rows: ReadonlyArray<StockInput>) {
      const values = stockToCreate(rows).map((r) => ({
        ...r,
        ...templateType(r.cdTipo),
        orden: templateOrden(r.cdTipo),
        idFecha,
        estado: ESTADO_ENTRADA.EN_VENTA,
      }));
      if (values.length === 0) return;
      const made = await tx.insert(entradas).values(values).returning();
      await createTemplateTandas(tx, made);
    },

    /**
     * Changes the price of one ticket kind of one day, nothing else. A template step's price
     * (an early bird) may not exceed its tanda's total's; lowering a total's price below a
     * step before it caps that step at it, as the form does (so total-then-step updates
     * always work).
     */
    updatePrecio(
      input: { idFecha: number; tipo: number; precio: number },
      /** Who changes it: the change goes to the team's activity (audit-log). */
      quien?: { idUsuario: number; idEvento: number; at: Date },
    ) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(entradas)
          .where(eq(entradas.idFecha, input.idFecha))
          .for('update');
        const row = rows.find((r) => r.cdTipo === input.tipo);
        if (!row) throw notFound(MSG.entradaNoEncontrada);
        if (isStepBeforeTotal(input.tipo)) {
          const total = rows.find((r) => r.cdTipo === templateTotalOf(input.tipo));
          if (total && input.precio > total.precio)
            throw badRequest(CREATE_EVENT_MSG.earlyBirdPrecio, {
              precio: CREATE_EVENT_MSG.earlyBirdPrecio,
            });
        } else {
          const before = rows.filter(
            (r) => templateStepsBefore(input.tipo).includes(r.cdTipo) && r.precio > input.precio,
          );
          for (const step of before)
            await tx
              .update(entradas)
              .set({ precio: input.precio })
              .where(eq(entradas.idEntrada, step.idEntrada));
        }
        await tx
          .update(entradas)
          .set({ precio: input.precio })
          .where(eq(entradas.idEntrada, row.idEntrada));
        if (quien && row.precio !== input.precio)
          await audit(tx, [
            {
              idUsuario: quien.idUsuario,
              accion: 'precios',
              entidad: 'evento',
              idEntidad: quien.idEvento,
              detalle: {
                idFecha: input.idFecha,
                cambios: [{ nombre: row.nombre, antes: row.precio, despues: input.precio }],
              },
              at: quien.at,
            },
          ]);
        return { idFecha: input.idFecha, tipo: input.tipo, precio: input.precio };
      });
    },

    /** Every row of the event's days, hidden ones too, by day start (shared/api/stock.ts). */
    async stockEvento(idEvento: number): Promise<StockFecha[]> {
      const rows = await db
        .select({
          idFecha: fechas.idFecha,
          idEntrada: entradas.idEntrada,
          cdTipo: entradas.cdTipo,
          nombre: entradas.nombre,
          precio: entradas.precio,
          cantidad: entradas.cantidad,
          vendidas: entradas.vendidas,
          oculta: entradas.oculta,
        })
        .from(fechas)
        .leftJoin(entradas, eq(entradas.idFecha, fechas.idFecha))
        .where(eq(fechas.idEvento, idEvento))
        .orderBy(
          asc(fechas.inicio),
          asc(fechas.idFecha),
          asc(entradas.orden),
          asc(entradas.cdTipo),
        );
      const pooled = await withCupos(
        db,
        rows.flatMap((r) =>
          r.idEntrada === null ? [] : [{ ...r, idEntrada: r.idEntrada, oculta: r.oculta === true }],
        ),
      );
      const days = new Map<number, StockRowRead[]>();
      for (const { idFecha } of rows) days.set(idFecha, []);
      for (const r of pooled) days.get(r.idFecha)!.push(r as StockRowRead);
      return [...days].map(([idFecha, list]) => stockFecha(idFecha, list));
    },

    /**
     * New quantities and prices for rows of one day, decided as a whole under the day's row
     * locks (taken in idEntrada order, as purchases take them): a purchase either finished
     * before, and its tickets count in `minimo`, or waits and sees the new stock. Nothing
     * changes when any rule breaks (400 naming each field and the day by its number).
     */
    async updateFecha(input: UpdateEntradasFechaInput): Promise<StockFecha> {
      const dia = await dayNumber(db, input.idFecha);
      return db.transaction(async (tx) => {
        const rows = await withCupos(
          tx,
          await tx
            .select()
            .from(entradas)
            .where(eq(entradas.idFecha, input.idFecha))
            .orderBy(asc(entradas.idEntrada))
            // NO KEY UPDATE, as purchases lock them: orders' items hold KEY SHARE on these rows.
            .for('no key update'),
        );
        const errors = updateErrors(rows, input.entradas, dia);
        const first = Object.values(errors)[0];
        if (first) throw badRequest(first, errors);
        for (const row of rows) {
          const change = input.entradas.find((e) => e.tipo === row.cdTipo);
          const nombre = change?.nombre ?? row.nombre;
          if (
            !change ||
            (change.cantidad === row.cantidad &&
              change.precio === row.precio &&
              nombre === row.nombre)
          )
            continue;
          await tx
            .update(entradas)
            .set({ cantidad: change.cantidad, precio: change.precio, nombre })
            .where(eq(entradas.idEntrada, row.idEntrada));
          if (change.cantidad !== row.cantidad)
            await followTotal(tx, row.idEntrada, change.cantidad);
          Object.assign(row, { cantidad: change.cantidad, precio: change.precio, nombre });
          for (const c of row.cupos)
            if (c.totalDeEntrada === row.idEntrada) c.cantidad = change.cantidad;
        }
        return stockFecha(input.idFecha, rows);
      });
    },
  };
}

export type EntradasService = ReturnType<typeof createEntradasService>;
