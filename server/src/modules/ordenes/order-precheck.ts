import { sql } from 'drizzle-orm';
import { ESTADO_ENTRADA, ESTADO_EVENTO } from '@shared/domain/catalogs';
import { batchWhileBusy } from '../../db/batch-while-busy';
import type { Db } from '../../db/client';
import type { DiscountRule } from '@shared/domain/discounts';
import {
  codigosDescuento,
  entradas,
  eventos,
  fechas,
  ordenes,
  eventoEquipo,
  usuarios,
} from '../../db/schema/index';
import { lugaresSql } from '../cupos';
import type { StockLine } from './stock';

/** A stock row as the precheck read it, with what it could sell then (the capacity rule's). */
export type PrecheckStockRow = typeof entradas.$inferSelect & { lugares: number };

/**
 * What a purchase needs to know before its transaction, in one round trip: the order this
 * Idempotency-Key already made, whether the account has a pending order of the event (its
 * hold may come back to it), whether it confirmed its e-mail, and the days' event and stock as they are now.
 *
 * In a drop most buyers arrive after the stock is gone. Refusing them from this plain read
 * costs one query instead of a transaction with its locks (~9 round trips). It only ever
 * refuses for lack of stock, and only when nothing else would have answered first: stock that
 * a read sees short can only come back through an expired hold, a refund or the account's own
 * pending order (then the transaction decides), and the buyer retries as after any 409.
 */
export interface Precheck {
  earlier: { idOrden: number; requestHash: string } | null;
  pendingHere: boolean;
  /** The account confirmed its e-mail: it may buy (docs/decisions/0076-hostile-users.md). */
  confirmado: boolean;
  /** The account's birth date (YYYY-MM-DD), when it has one: an 18+ night checks it. */
  nacimiento: string | null;
  /** The event's minimum age (shared/domain/edad.ts), or null. */
  edadMinima: number | null;
  /** The name of the event of the days read (the purchase's, once it is made). */
  eventoNombre: string;
  /** The event's discount code by the typed text (whether it may be used is decided later). */
  codigo: (DiscountRule & { idCodigo: number; codigo: string; idRrpp: number | null }) | null;
  /**
   * RRPP of the event's productora (docs/decisions/0092-rrpp.md) named by the typed code (their
   * code is their slug) and by the link the device kept; null when none matches.
   */
  rrppCodigo: number | null;
  rrppEnlace: number | null;
  days: Array<{
    idFecha: number;
    idEvento: number;
    cdEstado: number;
    inicio: Date;
    inicioVenta: Date;
    finVenta: Date;
  }>;
  stock: PrecheckStockRow[];
}

type Row = Record<string, unknown>;

/** One purchase's question to the precheck. */
export interface PrecheckQuery {
  idUsuario: number;
  idempotencyKey: string;
  idEvento: number;
  idFechas: number[];
  /** A discount code typed at checkout (normalised), or none. */
  codigo?: string;
  /** The slug of the RRPP link the buyer's device kept, or none. */
  rrpp?: string;
}

type PerPurchase = Pick<
  Precheck,
  'earlier' | 'pendingHere' | 'confirmado' | 'nacimiento' | 'codigo' | 'rrppCodigo' | 'rrppEnlace'
>;

const intArray = (ns: readonly number[]) => `{${ns.join(',')}}`;
/**
 * The prechecks of several purchases of one event in one round trip: each purchase's own
 * answers (its key's earlier order, its pending order, its code) and the days asked for by
 * any of them, read once. Every purchase sees the same snapshot, as if each had read at the
 * moment the batch was sent (decision 0072).
 */
export async function precheckOrders(
  db: Db,
  idEvento: number,
  qs: ReadonlyArray<PrecheckQuery>,
  /** The read's instant: what each row can sell depends on it (a tanda's dates). */
  now: Date,
): Promise<Precheck[]> {
  const idFechas = [...new Set(qs.flatMap((q) => q.idFechas))];
  const result = await db.execute<Row>(sql`
    with p as (
      select * from jsonb_to_recordset(${JSON.stringify(
        qs.map((q, i) => ({
          i,
          id_usuario: q.idUsuario,
          idempotency_key: q.idempotencyKey,
          codigo: q.codigo ?? null,
          rrpp: q.rrpp ?? null,
        })),
      )}::jsonb) as p(i int, id_usuario int, idempotency_key text, codigo text, rrpp text)
    ), rrpp as (
      select m.id_usuario, m.rrpp_slug from ${eventoEquipo} m
       where m.id_evento = ${idEvento} and m.rol = 'rrpp' and m.rrpp_slug is not null
    )
    select (select json_agg(json_build_object(
              'earlier',
              (select json_build_object('idOrden', o.id_orden, 'requestHash', o.request_hash)
                 from ${ordenes} o
                where o.id_usuario = p.id_usuario and o.idempotency_key = p.idempotency_key),
              'pendingHere',
              exists (select 1 from ${ordenes} o
                       where o.id_usuario = p.id_usuario and o.id_evento = ${idEvento}
                         and o.estado = 'pendiente'),
              'confirmado',
              exists (select 1 from ${usuarios} u
                       where u.id_usuario = p.id_usuario and u.correo_confirmado_at is not null),
              'nacimiento',
              (select u.dt_nacimiento from ${usuarios} u where u.id_usuario = p.id_usuario),
              'codigo',
              (select json_build_object('idCodigo', c.id_codigo, 'codigo', c.codigo,
                        'tipo', c.tipo, 'valor', c.valor, 'tiposEntrada', c.tipos_entrada,
                        'idRrpp', c.id_rrpp)
                 from ${codigosDescuento} c
                where c.id_evento = ${idEvento} and c.codigo = p.codigo),
              'rrppCodigo',
              (select r.id_usuario from rrpp r where r.rrpp_slug = lower(p.codigo)),
              'rrppEnlace',
              (select r.id_usuario from rrpp r where r.rrpp_slug = p.rrpp)
            ) order by p.i) from p) as purchases,
           f.id_fecha, f.id_evento, f.inicio, f.inicio_venta, f.fin_venta, e.cd_estado, e.nombre,
           e.edad_minima,
           en.id_entrada, en.cd_tipo, en.nombre as entrada_nombre, en.admite, en.precio,
           en.precio_puerta,
           en.cantidad, en.vendidas, en.estado, en.oculta, en.orden, en.id_tanda, en.paso, en.abre_at,
           en.descripcion, en.personas, en.min_por_orden, en.max_por_orden, en.venta_desde,
           en.venta_hasta,
           case when en.id_entrada is not null
             then ${lugaresSql(sql`en.id_entrada`, now)} end as lugares
      from (select 1) as one
      left join (${fechas} f
                 join ${eventos} e on e.id_evento = f.id_evento
                 left join ${entradas} en on en.id_fecha = f.id_fecha)
        on f.id_fecha = any(${intArray(idFechas)}::int[])
     order by f.id_fecha, en.id_entrada`);
  const rows = result.rows;
  const raw = rows[0]!.purchases;
  const purchases = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PerPurchase[];
  const days = new Map<number, Precheck['days'][number]>();
  const stock: PrecheckStockRow[] = [];
  const nombres = new Map<number, string>();
  const edades = new Map<number, number | null>();
  for (const r of rows) {
    if (r.id_fecha === null || r.id_fecha === undefined) continue;
    const idFecha = Number(r.id_fecha);
    if (!days.has(idFecha)) {
      days.set(idFecha, {
        idFecha,
        idEvento: Number(r.id_evento),
        cdEstado: Number(r.cd_estado),
        inicio: new Date(r.inicio as string),
        inicioVenta: new Date(r.inicio_venta as string),
        finVenta: new Date(r.fin_venta as string),
      });
      nombres.set(Number(r.id_evento), String(r.nombre));
      edades.set(Number(r.id_evento), r.edad_minima === null ? null : Number(r.edad_minima));
    }
    if (r.id_entrada !== null && r.id_entrada !== undefined)
      stock.push({
        idEntrada: Number(r.id_entrada),
        idFecha,
        cdTipo: Number(r.cd_tipo),
        nombre: String(r.entrada_nombre),
        admite: String(r.admite),
        precio: Number(r.precio),
        precioPuerta: r.precio_puerta === null ? null : Number(r.precio_puerta),
        cantidad: Number(r.cantidad),
        vendidas: Number(r.vendidas),
        estado: Number(r.estado),
        oculta: r.oculta === true,
        orden: Number(r.orden),
        idTanda: r.id_tanda === null ? null : Number(r.id_tanda),
        paso: r.paso === null ? null : Number(r.paso),
        abreAt: r.abre_at === null ? null : new Date(r.abre_at as string),
        descripcion: r.descripcion === null ? null : String(r.descripcion),
        personas: Number(r.personas),
        minPorOrden: Number(r.min_por_orden),
        maxPorOrden: r.max_por_orden === null ? null : Number(r.max_por_orden),
        ventaDesde: r.venta_desde === null ? null : new Date(r.venta_desde as string),
        ventaHasta: r.venta_hasta === null ? null : new Date(r.venta_hasta as string),
        lugares: Number(r.lugares),
      });
  }
  return qs.map((q, i) => {
    const mine = new Set(q.idFechas);
    const own = purchases[i]!;
    const ownDays = [...days.values()].filter((d) => mine.has(d.idFecha));
    return {
      earlier: own.earlier ?? null,
      pendingHere: own.pendingHere === true,
      confirmado: own.confirmado === true,
      eventoNombre: ownDays.length > 0 ? nombres.get(ownDays[0]!.idEvento)! : '',
      nacimiento: typeof own.nacimiento === 'string' ? own.nacimiento : null,
      edadMinima: ownDays.length > 0 ? (edades.get(ownDays[0]!.idEvento) ?? null) : null,
      codigo: own.codigo ?? null,
      rrppCodigo: own.rrppCodigo ?? null,
      rrppEnlace: own.rrppEnlace ?? null,
      days: ownDays,
      stock: stock.filter((s) => mine.has(s.idFecha)),
    };
  });
}

/**
 * Prechecks of one event that arrive while another is in the database go together in the
 * next round trip (at most MAX_PRECHECKS): in a drop most buyers are refused from this read,
 * and one read per buyer was most of what a refusal cost (decision 0072).
 */
export const MAX_PRECHECKS = 200;

export function createPrecheckBatcher(db: Db, now: () => Date) {
  const inBatch = batchWhileBusy<number, PrecheckQuery, Precheck>({
    max: MAX_PRECHECKS,
    run: async (idEvento, batch) => {
      const answers = await precheckOrders(
        db,
        idEvento,
        batch.map((w) => w.item),
        now(),
      );
      batch.forEach((w, i) => w.resolve(answers[i]!));
    },
  });
  return (q: PrecheckQuery): Promise<Precheck> => inBatch(q.idEvento, q);
}

/**
 * The line the stock cannot serve, when that is the only thing wrong with the purchase; null
 * whenever the transaction must decide (another error comes first, the account's own hold may
 * come back, or the stock is there). One line is decided from what the read counted; several
 * ask the capacity rule once more (`shortLine`, pulso_stock_alcanza), as the lines before may
 * take a pool's places or sell out a tanda's step and open the next.
 */
export async function soldOutLine(
  pre: Precheck,
  q: {
    idEvento: number;
    items: ReadonlyArray<{ idFecha: number; cdTipo: number; cantidad: number }>;
  },
  now: Date,
  shortLine: (lines: ReadonlyArray<StockLine>, now: Date) => Promise<StockLine | null>,
): Promise<StockLine | null> {
  if (pre.earlier || pre.pendingHere) return null;
  const idFechas = new Set(q.items.map((i) => i.idFecha));
  if (pre.days.length !== idFechas.size) return null;
  for (const day of pre.days) {
    if (day.idEvento !== q.idEvento || day.cdEstado !== ESTADO_EVENTO.EN_VENTA) return null;
    if (!(day.inicioVenta <= now && now < day.finVenta)) return null;
  }
  const lines: Array<StockLine & { lugares: number }> = [];
  for (const item of q.items) {
    const row = pre.stock.find(
      (r) =>
        r.idFecha === item.idFecha &&
        r.cdTipo === item.cdTipo &&
        r.estado === ESTADO_ENTRADA.EN_VENTA,
    );
    if (!row) return null;
    lines.push({ ...item, idEntrada: row.idEntrada, lugares: row.lugares });
  }
  if (lines.length === 1) {
    const { lugares, ...line } = lines[0]!;
    return lugares < line.cantidad ? line : null;
  }
  return shortLine(
    lines.map(({ lugares: _, ...line }) => line),
    now,
  );
}
