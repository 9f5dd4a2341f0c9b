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
  uuid,
} from 'drizzle-orm/pg-core';
import { LISTA_MODALIDADES } from '../../../../shared/domain/guest-list';
import { entradas, eventos, fechas } from './content';
import { ordenes } from './orders';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A guest on a day's list (issue 14). Each guest holds one signed ticket through an order of
 * origen 'lista' (free through Pulso, no buyer account, its stock row's place taken like a
 * sale), so the door, its counts and revocation treat it like any ticket. `modalidad`
 * 'descuento' means the guest pays `precio_puerta` at the door; `hasta` is the deadline the
 * door enforces (also inside the signed code). `token` names the guest's ticket in the
 * invitation mail's link. Withdrawing a guest voids the order (estado 'anulada').
 */
export const invitados = pgTable(
  'invitados',
  {
    idInvitado: serial('id_invitado').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    /** The stock row (day and ticket type) the guest's place counts in. */
    idEntrada: integer('id_entrada')
      .notNull()
      .references(() => entradas.idEntrada),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden),
    nombre: text('nombre').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    modalidad: text('modalidad', { enum: LISTA_MODALIDADES }).notNull(),
    precioPuerta: integer('precio_puerta').notNull().default(0),
    hasta: ts('hasta'),
    token: uuid('token').notNull().defaultRandom(),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuarios.idUsuario),
    createdAt: ts('created_at').notNull().defaultNow(),
    anuladoAt: ts('anulado_at'),
    /** The RRPP whose list the guest is on (schema/rrpp.ts rrpp_listas); null: the event's. */
    idRrpp: integer('id_rrpp').references(() => usuarios.idUsuario),
  },
  (t) => [
    uniqueIndex('invitados_orden_uq').on(t.idOrden),
    uniqueIndex('invitados_token_uq').on(t.token),
    // One place per person and day while invited.
    uniqueIndex('invitados_fecha_email_uq')
      .on(t.idFecha, t.email)
      .where(sql`${t.anuladoAt} is null`),
    index('invitados_evento_idx').on(t.idEvento),
    index('invitados_rrpp_idx')
      .on(t.idFecha, t.idRrpp)
      .where(sql`${t.idRrpp} is not null`),
    check(
      'invitados_precio_ck',
      sql`(${t.modalidad} = 'free' and ${t.precioPuerta} = 0)
        or (${t.modalidad} = 'descuento' and ${t.precioPuerta} > 0)`,
    ),
  ],
);
