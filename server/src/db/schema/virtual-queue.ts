import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fechas } from './content';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The virtual queue of a high-demand day (issue 12; docs/decisions/0049-virtual-queue.md): one
 * row per account and day, so joining again (a refresh, a second tab) finds the same place.
 * `clave` orders the draw: random in [0, 1) for arrivals before the sale opens, 1 + seconds
 * since the opening after it. `puesto` is the place in the line (1, 2, ...), given to everyone
 * who arrived before the opening by the draw and to each later arrival as it joins.
 */
export const filaVirtual = pgTable(
  'fila_virtual',
  {
    id: serial('id').primaryKey(),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    llegada: ts('llegada').notNull(),
    clave: doublePrecision('clave').notNull(),
    /** null until the draw (arrivals before the opening). */
    puesto: integer('puesto'),
    /**
     * From when the place is admitted (admission-pace.ts), set with the place; null for places
     * given before it was stored (their turn then follows the opening's rate).
     */
    turno: ts('turno'),
    /** When the account was first told it is its turn; the admission lasts from here. */
    admitidaEn: ts('admitida_en'),
  },
  (t) => [
    uniqueIndex('fila_virtual_fecha_usuario_uq').on(t.idFecha, t.idUsuario),
    index('fila_virtual_fecha_clave_idx').on(t.idFecha, t.clave),
    // Two accounts never share a place (nulls are distinct: everyone waiting for the draw).
    uniqueIndex('fila_virtual_fecha_puesto_uq').on(t.idFecha, t.puesto),
    check('fila_virtual_puesto_ck', sql`${t.puesto} is null or ${t.puesto} > 0`),
  ],
);

/**
 * The queue of one day as a whole: when the draw ran, the last place given and the pace. Its row is
 * locked by the draw and by every place given after it, so places are handed out one at a
 * time (distinct and in arrival order) on any number of instances.
 */
export const filaVirtualFechas = pgTable('fila_virtual_fechas', {
  idFecha: integer('id_fecha')
    .primaryKey()
    .references(() => fechas.idFecha, { onDelete: 'cascade' }),
  sorteoEn: ts('sorteo_en'),
  ultimoPuesto: integer('ultimo_puesto').notNull().default(0),
  /**
   * The pace's theoretical time (admission-pace.ts): one admission interval after the last
   * place's turn, or its arrival when the line was empty. null before the first place.
   */
  ritmo: ts('ritmo'),
});
