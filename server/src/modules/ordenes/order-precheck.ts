import { sql } from 'drizzle-orm';
import { ESTADO_ENTRADA, ESTADO_EVENTO } from '@shared/domain/catalogs';
import type { Db } from '../../db/client';
import type { DiscountRule } from '@shared/domain/discounts';
import { codigosDescuento, entradas, eventos, fechas, ordenes } from '../../db/schema/index';
import { firstShortLine, type StockLine, type StockRowLocked } from './stock';

/**
 * What a purchase needs to know before its transaction, in one round trip: the order this
 * Idempotency-Key already made, whether the account has a pending order of the event (its
 * hold may come back to it), and the days' event and stock as they are now.
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
  /** The name of the event of the days read (the purchase's, once it is made). */
  eventoNombre: string;
  /** The event's discount code by the typed text (whether it may be used is decided later). */
  codigo: (DiscountRule & { idCodigo: number; codigo: string }) | null;
  days: Array<{
    idFecha: number;
    idEvento: number;
    cdEstado: number;
    inicio: Date;
    inicioVenta: Date;
    finVenta: Date;
  }>;
  stock: StockRowLocked[];
}

type Row = Record<string, unknown>;

export async function precheckOrder(
  db: Db,
  q: {
    idUsuario: number;
    idempotencyKey: string;
    idEvento: number;
    idFechas: number[];
    /** A discount code typed at checkout (normalised), or none. */
    codigo?: string;
  },
): Promise<Precheck> {
  const result = await db.execute<Row>(sql`
    select f.id_fecha, f.id_evento, f.inicio, f.inicio_venta, f.fin_venta, e.cd_estado, e.nombre,
           en.id_entrada, en.cd_tipo, en.precio, en.cantidad, en.vendidas, en.estado, en.oculta,
           (select json_build_object('idOrden', o.id_orden, 'requestHash', o.request_hash)
              from ${ordenes} o
             where o.id_usuario = ${q.idUsuario} and o.idempotency_key = ${q.idempotencyKey}
           ) as earlier,
           exists (select 1 from ${ordenes} o
                    where o.id_usuario = ${q.idUsuario} and o.id_evento = ${q.idEvento}
                      and o.estado = 'pendiente') as pending_here,
           (select json_build_object('idCodigo', c.id_codigo, 'codigo', c.codigo, 'tipo', c.tipo,
                     'valor', c.valor, 'tiposEntrada', c.tipos_entrada)
              from ${codigosDescuento} c
             where c.id_evento = ${q.idEvento} and c.codigo = ${q.codigo ?? null}::text
           ) as codigo
      from ${fechas} f
      join ${eventos} e on e.id_evento = f.id_evento
      left join ${entradas} en on en.id_fecha = f.id_fecha
     where f.id_fecha = any(${`{${q.idFechas.join(',')}}`}::int[])`);
  const rows = result.rows;
  const first = rows[0];
  const days = new Map<number, Precheck['days'][number]>();
  const stock: StockRowLocked[] = [];
  for (const r of rows) {
    const idFecha = Number(r.id_fecha);
    if (!days.has(idFecha))
      days.set(idFecha, {
        idFecha,
        idEvento: Number(r.id_evento),
        cdEstado: Number(r.cd_estado),
        inicio: new Date(r.inicio as string),
        inicioVenta: new Date(r.inicio_venta as string),
        finVenta: new Date(r.fin_venta as string),
      });
    if (r.id_entrada !== null && r.id_entrada !== undefined)
      stock.push({
        idEntrada: Number(r.id_entrada),
        idFecha,
        cdTipo: Number(r.cd_tipo),
        precio: Number(r.precio),
        cantidad: Number(r.cantidad),
        vendidas: Number(r.vendidas),
        estado: Number(r.estado),
        oculta: r.oculta === true,
      });
  }
  const earlier = first?.earlier as { idOrden: number; requestHash: string } | null | undefined;
  return {
    earlier: earlier ?? null,
    pendingHere: first?.pending_here === true,
    eventoNombre: typeof first?.nombre === 'string' ? first.nombre : '',
    codigo: (first?.codigo as Precheck['codigo'] | undefined) ?? null,
    days: [...days.values()],
    stock,
  };
}

/**
 * The line the stock as read cannot serve, when that is the only thing wrong with the
 * purchase; null whenever the transaction must decide (another error comes first, the
 * account's own hold may come back, or the stock is there).
 */
export function soldOutLine(
  pre: Precheck,
  q: {
    idEvento: number;
    items: ReadonlyArray<{ idFecha: number; cdTipo: number; cantidad: number }>;
  },
  now: Date,
): StockLine | null {
  if (pre.earlier || pre.pendingHere) return null;
  const idFechas = new Set(q.items.map((i) => i.idFecha));
  if (pre.days.length !== idFechas.size) return null;
  for (const day of pre.days) {
    if (day.idEvento !== q.idEvento || day.cdEstado !== ESTADO_EVENTO.EN_VENTA) return null;
    if (!(day.inicioVenta <= now && now < day.finVenta)) return null;
  }
  const lines: StockLine[] = [];
  for (const item of q.items) {
    const row = pre.stock.find(
      (r) =>
        r.idFecha === item.idFecha &&
        r.cdTipo === item.cdTipo &&
        r.estado === ESTADO_ENTRADA.EN_VENTA,
    );
    if (!row) return null;
    lines.push({ ...item, idEntrada: row.idEntrada });
  }
  return firstShortLine(pre.stock, lines);
}
