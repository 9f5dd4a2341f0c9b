import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COMISION_MODOS } from '../../../../shared/domain/equipo';
import { eventos } from './content';
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
