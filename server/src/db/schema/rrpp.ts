import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LISTA_MODALIDADES } from '../../../../shared/domain/guest-list';
import { COMISION_MODOS } from '../../../../shared/domain/equipo';
import { entradas, eventos, fechas } from './content';
import { usuarios } from './users';

/**
 * What an RRPP earns on an event's tickets sold through them (docs/decisions/0092-rrpp.md):
 * per ticket type (`cd_tipo`, every day's row of that number) or for every type (null), a fixed
 * amount per ticket or a percentage of what the buyer paid for it after discounts.
 */
export const rrppComisiones = pgTable(
  'rrpp_comisiones',
  {
    idComision: serial('id_comision').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    cdTipo: integer('cd_tipo'),
    modo: text('modo', { enum: COMISION_MODOS }).notNull(),
    /** Whole pesos per ticket ('fijo') or whole percent of the ticket's net ('porcentaje'). */
    valor: integer('valor').notNull(),
  },
  (t) => [
    uniqueIndex('rrpp_comisiones_uq').on(t.idEvento, t.idUsuario, sql`coalesce(${t.cdTipo}, -1)`),
    check('rrpp_comisiones_modo_ck', sql`${t.modo} in ('fijo','porcentaje')`),
    check(
      'rrpp_comisiones_valor_ck',
      sql`${t.valor} >= 0 and (${t.modo} <> 'porcentaje' or ${t.valor} <= 100)`,
    ),
  ],
);

/**
 * An RRPP's own guest list of a day (docs/decisions/0092-rrpp.md): "lista free hasta la 1:30,
 * 20 lugares". Who manages the event's lists sets it; the RRPP fills it up to `cupo` with guests
 * who enter as `id_entrada` on the list's terms, like any guest (invitados.id_rrpp).
 */
export const rrppListas = pgTable(
  'rrpp_listas',
  {
    idLista: serial('id_lista').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    /**
     * The stock row (ticket type) the guests enter as and take places of. Removing the row
     * removes the list's terms; a row with guests is never removed (their places hold it).
     */
    idEntrada: integer('id_entrada')
      .notNull()
      .references(() => entradas.idEntrada, { onDelete: 'cascade' }),
    cupo: integer('cupo').notNull(),
    modalidad: text('modalidad', { enum: LISTA_MODALIDADES }).notNull(),
    precioPuerta: integer('precio_puerta').notNull().default(0),
    /** "HH:MM" in Argentina, the first such moment from the day's start on; null: no deadline. */
    hasta: text('hasta'),
  },
  (t) => [
    uniqueIndex('rrpp_listas_fecha_usuario_uq').on(t.idFecha, t.idUsuario),
    check('rrpp_listas_cupo_ck', sql`${t.cupo} > 0`),
    check(
      'rrpp_listas_precio_ck',
      sql`(${t.modalidad} = 'free' and ${t.precioPuerta} = 0)
        or (${t.modalidad} = 'descuento' and ${t.precioPuerta} > 0)`,
    ),
  ],
);
