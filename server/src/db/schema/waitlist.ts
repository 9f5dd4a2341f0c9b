import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RESALE_ESTADOS, WAITLIST_ESTADOS } from '../../../../shared/api/waitlist';
import { eventos, fechas } from './content';
import { ordenes, tickets } from './orders';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: ReturnType<typeof sql>, values: ReadonlyArray<string>) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * A place on the wait list of a sold-out ticket type of a day (issue 13): one ticket, one live
 * place per account and type. `idOrden` is the offer (a pending order of origen lista_espera or
 * reventa) while 'ofertada', and the order it ended in.
 */
export const listaEspera = pgTable(
  'lista_espera',
  {
    idListaEspera: serial('id_lista_espera').primaryKey(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    /** A template tanda's total, never a step before it (templateTotalOf, shared/domain/stock.ts). */
    cdTipo: integer('cd_tipo')
      .notNull(),
    estado: text('estado', { enum: WAITLIST_ESTADOS }).notNull().default('esperando'),
    idOrden: integer('id_orden').references(() => ordenes.idOrden),
    creadaAt: ts('creada_at').notNull().defaultNow(),
    actualizadaAt: ts('actualizada_at').notNull().defaultNow(),
  },
  (t) => [
    check('lista_espera_estado_ck', oneOf(sql`${t.estado}`, WAITLIST_ESTADOS)),
    uniqueIndex('lista_espera_viva_uq')
      .on(t.idUsuario, t.idFecha, t.cdTipo)
      .where(sql`${t.estado} in ('esperando', 'ofertada')`),
    // The offer pass reads the first ones waiting of a type, in order.
    index('lista_espera_cola_idx')
      .on(t.idFecha, t.cdTipo, t.idListaEspera)
      .where(sql`${t.estado} = 'esperando'`),
    index('lista_espera_usuario_idx').on(t.idUsuario),
    index('lista_espera_orden_idx').on(t.idOrden),
  ],
);

/**
 * A ticket listed for resale at face value or less (issue 13). It goes only to the wait list of
 * its type and day: `idOrden` is the offer (origen reventa) while 'ofertada' and the buyer's
 * order once 'vendida'. At most one live listing per ticket.
 */
export const reventas = pgTable(
  'reventas',
  {
    idReventa: serial('id_reventa').primaryKey(),
    idTicket: integer('id_ticket')
      .notNull()
      .references(() => tickets.idTicket),
    idVendedor: integer('id_vendedor')
      .notNull()
      .references(() => usuarios.idUsuario),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    /** The wait list it goes to: the ticket's regular type. */
    cdTipo: integer('cd_tipo')
      .notNull(),
    precio: integer('precio').notNull(),
    estado: text('estado', { enum: RESALE_ESTADOS }).notNull().default('publicada'),
    idOrden: integer('id_orden').references(() => ordenes.idOrden),
    creadaAt: ts('creada_at').notNull().defaultNow(),
    actualizadaAt: ts('actualizada_at').notNull().defaultNow(),
  },
  (t) => [
    check('reventas_estado_ck', oneOf(sql`${t.estado}`, RESALE_ESTADOS)),
    check('reventas_precio_ck', sql`${t.precio} > 0`),
    uniqueIndex('reventas_viva_uq')
      .on(t.idTicket)
      .where(sql`${t.estado} in ('publicada', 'ofertada', 'vendida')`),
    index('reventas_cola_idx')
      .on(t.idFecha, t.cdTipo, t.idReventa)
      .where(sql`${t.estado} = 'publicada'`),
    index('reventas_vendedor_idx').on(t.idVendedor),
    index('reventas_orden_idx').on(t.idOrden),
  ],
);
