import { formatDiaSemana } from '@shared/format/es-ar';
import { sql } from 'drizzle-orm';
import { ORDEN_MSG } from '@shared/api/checkout';
import { CODIGO_MSG, type CodigoRechazo } from '@shared/api/codigos';
import { FILA_MSG } from '@shared/api/fila-virtual';
import type { Comprador } from '@shared/validation/checkout';
import type { RrppVia } from '@shared/domain/equipo';
import { MSG } from '@shared/messages';
import type { DbExecutor } from '../../db/executor';
import { badRequest, conflict, forbidden, type HttpProblem, notFound } from '../../plugins/problem';
import type { Admission } from '../fila-virtual/admission-token';
import type { StockLine } from './stock';

/**
 * The purchase as the database function pulso_crear_ordenes runs it
 * (server/src/db/functions/pulso_crear_ordenes.sql): every check that must hold under the
 * locks, the orders and their lines, and the stock take, in one call, for one purchase or a
 * batch (docs/decisions/0084-sql-functions-in-files.md). Called alone it is its own
 * transaction and a drop's purchase costs one round trip
 * (docs/decisions/0035-the-drops-serial-section-third-pass.md). This module builds its
 * argument and turns its refusals into the Spanish answers of shared/api/checkout.
 */

export interface PurchaseLine extends StockLine {
  precio: number;
}

export interface PurchaseArgs {
  idUsuario: number;
  idEvento: number;
  now: Date;
  holdExpiresAt: Date;
  idempotencyKey: string;
  requestHash: string;
  provider: string;
  comprador: Comprador;
  /** In the body's order; idEntrada null when the day has no such ticket on offer. */
  lines: ReadonlyArray<Omit<PurchaseLine, 'idEntrada'> & { idEntrada: number | null }>;
  /** Add-ons, priced by the server (docs/decisions/0090-add-ons.md). */
  adicionales?: ReadonlyArray<{
    idAdicional: number;
    nombre: string;
    cantidad: number;
    precio: number;
  }>;
  subtotal: number;
  /** The discount code's id and what it takes off the subtotal (shared/domain/discounts). */
  idCodigo: number | null;
  descuento: number;
  /** The RRPP the sale is theirs, and how (docs/decisions/0092-rrpp.md); null: nobody's. */
  rrpp?: { idUsuario: number; via: RrppVia } | null;
  cargoServicio: number;
  admisiones: ReadonlyArray<Admission>;
  /**
   * Where the purchase came from (the client's address, the device id the apps send; null
   * when unknown): unpaid holds are capped per address and per device (migration 0022,
   * docs/decisions/0076-hostile-users.md).
   */
  origen: PurchaseOrigin;
}

/** The origin of a purchase and the address's share of a stock row (migration 0022). */
export interface PurchaseOrigin {
  ipCliente: string | null;
  dispositivo: string | null;
  /** Percentage of a stock row one address may hold unpaid (at least the account's limit). */
  porcentajeConexion: number;
}

export interface PurchaseMade {
  idOrden: number;
  /** The number people read (ordenes.numero, drawn by the database). */
  numero: string;
  estado: 'pendiente';
  holdExpiresAt: Date;
  createdAt: Date;
  /** The lines' ids, by stock row. */
  idItems: Map<number, number>;
}

/** The JSON argument of pulso_crear_ordenes for one purchase. */
export function purchaseArg(a: PurchaseArgs) {
  const mine = a.admisiones.filter((x) => x.idUsuario === a.idUsuario);
  return {
    idUsuario: a.idUsuario,
    idEvento: a.idEvento,
    now: a.now.toISOString(),
    holdExpiresAt: a.holdExpiresAt.toISOString(),
    idempotencyKey: a.idempotencyKey,
    requestHash: a.requestHash,
    provider: a.provider,
    comprador: a.comprador,
    subtotal: a.subtotal,
    idCodigo: a.idCodigo,
    descuento: a.descuento,
    idRrpp: a.rrpp?.idUsuario ?? null,
    rrppVia: a.rrpp?.via ?? null,
    cargoServicio: a.cargoServicio,
    ipCliente: a.origen.ipCliente,
    dispositivo: a.origen.dispositivo,
    porcentajeConexion: a.origen.porcentajeConexion,
    admitidas: [...new Set(mine.filter((x) => !x.vencida).map((x) => x.idFecha))],
    vencidas: [...new Set(mine.filter((x) => x.vencida).map((x) => x.idFecha))],
    lines: a.lines.map((l) => ({
      idEntrada: l.idEntrada,
      idFecha: l.idFecha,
      cdTipo: l.cdTipo,
      cantidad: l.cantidad,
      precio: l.precio,
    })),
    adicionales: (a.adicionales ?? []).map(({ idAdicional, cantidad, precio }) => ({
      idAdicional,
      cantidad,
      precio,
    })),
  };
}

/** One order pulso_crear_ordenes made (node-postgres and PGlite parse jsonb; a string is tolerated). */
export function purchaseMadeOf(raw: unknown): PurchaseMade {
  const made = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    idOrden: number;
    numero: string;
    holdExpiresAt: string;
    createdAt: string;
    items: Array<{ idItem: number; idEntrada: number }>;
  };
  return {
    idOrden: made.idOrden,
    numero: made.numero,
    estado: 'pendiente',
    holdExpiresAt: new Date(made.holdExpiresAt),
    createdAt: new Date(made.createdAt),
    idItems: new Map(made.items.map((i) => [i.idEntrada, i.idItem])),
  };
}

/** A refusal of one purchase of a call, shaped as the drivers raise errors (code, detail). */
export class PurchaseRefused extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail: string | undefined,
  ) {
    super(message);
  }
}

type Outcome = { ok: unknown } | { code: string; detail: string | null; message: string };

/**
 * Decides purchases of one event in one call of pulso_crear_ordenes
 * (server/src/db/functions/): each gets its order or its refusal (PUxxx, or 23505 for an
 * idempotency key already used), in the order given. A call that fails as a whole (a deadlock,
 * a missing account) rejects.
 */
export async function decidePurchases(
  tx: DbExecutor,
  args: ReadonlyArray<PurchaseArgs>,
): Promise<Array<PurchaseMade | PurchaseRefused>> {
  const result = await tx.execute<{ r: unknown }>(
    sql`select pulso_crear_ordenes(${JSON.stringify(args.map(purchaseArg))}::jsonb) as r`,
  );
  const raw = result.rows[0]!.r;
  const outcomes = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Outcome[];
  return outcomes.map((o) =>
    'ok' in o
      ? purchaseMadeOf(o.ok)
      : new PurchaseRefused(o.message, o.code, o.detail ?? undefined),
  );
}

/** One purchase: a batch of one. Rejects with its refusal. */
export async function purchase(tx: DbExecutor, a: PurchaseArgs): Promise<PurchaseMade> {
  const [outcome] = await decidePurchases(tx, [a]);
  if (outcome instanceof PurchaseRefused) throw outcome;
  return outcome!;
}

/** The refusal of a purchase (PurchaseRefused), however wrapped. */
function refusalOf(err: unknown): { code: string; detail: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (typeof code === 'string' && code.startsWith('PU'))
      return { code, detail: typeof detail === 'string' ? detail : '' };
  }
  return null;
}

/** The account has a pending purchase of the event: the caller replaces it (PU100). */
export const mustReplaceHold = (err: unknown) => refusalOf(err)?.code === 'PU100';

/**
 * The Spanish answer for a refusal of a purchase, or null when `err` is something
 * else. `lines` are the purchase's in the body's order, each with its stock row's name (the
 * organiser's, not the catalogue's). `dayStart` names a day by its id (the precheck read
 * every day of the purchase).
 */
export function purchaseRefusal(
  err: unknown,
  lines: ReadonlyArray<{ idFecha: number; nombre: string }>,
  dayStart: (idFecha: number) => Date | undefined,
  adicionales: ReadonlyArray<{ idAdicional: number; nombre: string }> = [],
): HttpProblem | null {
  const refusal = refusalOf(err);
  if (!refusal) return null;
  const dia = (idFecha: number) => {
    const start = dayStart(idFecha);
    return start ? formatDiaSemana(start) : '';
  };
  switch (refusal.code) {
    case 'PU404':
      return notFound(MSG.eventoNoEncontrado);
    case 'PU001':
      return conflict(ORDEN_MSG.eventoNoDisponible);
    case 'PU002':
      return badRequest(ORDEN_MSG.fechaAjena);
    case 'PU003':
      return conflict(ORDEN_MSG.ventaCerrada(dia(Number(refusal.detail))));
    case 'PU004':
      return forbidden(
        refusal.detail === 'vencida' ? FILA_MSG.admisionVencida : FILA_MSG.admisionRequerida,
      );
    case 'PU005': {
      const over = JSON.parse(refusal.detail) as { linea: number; yaTenes: number; max: number };
      const line = lines[over.linea - 1]!;
      return conflict(
        ORDEN_MSG.limitePorCuenta(over.max, line.nombre, dia(line.idFecha), over.yaTenes),
      );
    }
    case 'PU010':
    case 'PU011': {
      const over = JSON.parse(refusal.detail) as { linea: number; yaHay: number; max: number };
      const line = lines[over.linea - 1]!;
      const texto = refusal.code === 'PU010' ? ORDEN_MSG.topeConexion : ORDEN_MSG.topeDispositivo;
      return conflict(texto(over.max, line.nombre, dia(line.idFecha), over.yaHay));
    }
    case 'PU006':
      return badRequest(ORDEN_MSG.entradaInexistente);
    case 'PU007': {
      const why = refusal.detail as CodigoRechazo;
      return why === 'noExiste' ? notFound(CODIGO_MSG.noExiste) : conflict(CODIGO_MSG[why]);
    }
    case 'PU008':
      return forbidden(CODIGO_MSG.necesitaCodigo);
    case 'PU012':
      return badRequest(ORDEN_MSG.adicionalInexistente);
    case 'PU013': {
      const a = adicionales.find((x) => x.idAdicional === Number(refusal.detail));
      return conflict(ORDEN_MSG.adicionalSinStock(a?.nombre ?? ''));
    }
    case 'PU409': {
      const line = lines[Number(refusal.detail) - 1]!;
      return conflict(ORDEN_MSG.sinStock(line.nombre, dia(line.idFecha)));
    }
    default:
      return null;
  }
}
