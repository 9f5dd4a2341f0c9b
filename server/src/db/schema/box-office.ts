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
import { entradas, eventos, fechas } from './content';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A seller's caja at the door (docs/decisions/0094-box-office.md): one shift on one device of
 * one day, open until its cash is counted. Its sales are orders of origen 'puerta' naming it.
 */
export const cajas = pgTable(
  'cajas',
  {
    idCaja: serial('id_caja').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    idVendedor: integer('id_vendedor')
      .notNull()
      .references(() => usuarios.idUsuario),
    dispositivo: text('dispositivo').notNull(),
    abiertaAt: ts('abierta_at').notNull(),
    cerradaAt: ts('cerrada_at'),
    /** What the seller counted, what the cash sales say it should be, and the difference. */
    efectivoContado: integer('efectivo_contado'),
    efectivoEsperado: integer('efectivo_esperado'),
    diferencia: integer('diferencia'),
    nota: text('nota'),
    /** Unsold places of its allotments given back to the day when it closed. */
    devueltos: integer('devueltos').notNull().default(0),
  },
  (t) => [
    // One open caja per seller, day and device: opening again answers the open one.
    uniqueIndex('cajas_abierta_uq')
      .on(t.idVendedor, t.idFecha, t.dispositivo)
      .where(sql`${t.cerradaAt} is null`),
    index('cajas_evento_idx').on(t.idEvento),
    check(
      'cajas_cierre_ck',
      sql`(${t.cerradaAt} is null) = (${t.efectivoContado} is null)
        and (${t.cerradaAt} is null or ${t.diferencia} = ${t.efectivoContado} - ${t.efectivoEsperado})`,
    ),
  ],
);

/**
 * The places a caja's device took of a type while online (its allotment): counted in the type's
 * `vendidas` from the moment they are taken, so the online sale and other devices see them gone;
 * its door sales use them (`vendidas` here) and never touch the type's stock again. Closing the
 * caja gives back what it did not sell (`cantidad` becomes `vendidas`).
 */
export const cuposCaja = pgTable(
  'cupos_caja',
  {
    idCupoCaja: serial('id_cupo_caja').primaryKey(),
    idCaja: integer('id_caja')
      .notNull()
      .references(() => cajas.idCaja),
    idEntrada: integer('id_entrada')
      .notNull()
      .references(() => entradas.idEntrada),
    cantidad: integer('cantidad').notNull(),
    vendidas: integer('vendidas').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cupos_caja_uq').on(t.idCaja, t.idEntrada),
    index('cupos_caja_entrada_idx').on(t.idEntrada),
    check('cupos_caja_ck', sql`${t.vendidas} >= 0 and ${t.vendidas} <= ${t.cantidad}`),
  ],
);
