import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RESULTADOS_ESCANEO } from '../../../../shared/domain/door';
import { eventos, fechas } from './content';
import { tickets } from './orders';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const resultados = sql.raw(RESULTADOS_ESCANEO.map((r) => `'${r}'`).join(', '));

/**
 * Door staff of one event (issue 10): who may open its door besides its owner and the
 * administrators. Per event, not a global role, so an attendee added here keeps the website.
 */
export const puertaPersonal = pgTable(
  'puerta_personal',
  {
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idEvento, t.idUsuario] }),
    index('puerta_personal_usuario_idx').on(t.idUsuario),
  ],
);

/**
 * Every scan a door made, once: the primary key is the id the device generated for it, so a
 * retried request or a replayed sync batch is stored once and answers what it answered.
 * Who got in is decided on the tickets row (usado_at); this is the record of each attempt.
 */
export const escaneos = pgTable(
  'escaneos',
  {
    idEscaneo: uuid('id_escaneo').primaryKey(),
    /** The ticket the code or the picked tid named, when the server knows it. */
    idTicket: integer('id_ticket').references(() => tickets.idTicket),
    /** The event day the door was open for. */
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha, { onDelete: 'cascade' }),
    puerta: text('puerta').notNull(),
    dispositivo: uuid('dispositivo').notNull(),
    /** Staff (or organiser, administrator) signed in on the device. */
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    /** The scan's time as recorded: the server's for online scans, scanTimeOf for offline. */
    escaneadoAt: ts('escaneado_at').notNull(),
    recibidoAt: ts('recibido_at').notNull(),
    resultado: text('resultado', { enum: RESULTADOS_ESCANEO }).notNull(),
    /** What the device showed when it decided offline. */
    resultadoLocal: text('resultado_local', { enum: RESULTADOS_ESCANEO }),
    /** sha-256 of the scanned code (null when the ticket was picked from the list). */
    codigoHash: text('codigo_hash'),
    /** The device admitted it offline but another scan of the ticket came first. */
    conflicto: boolean('conflicto').notNull().default(false),
  },
  (t) => [
    index('escaneos_ticket_idx').on(t.idTicket),
    index('escaneos_fecha_recibido_idx').on(t.idFecha, t.recibidoAt),
    index('escaneos_evento_conflicto_idx')
      .on(t.idEvento)
      .where(sql`${t.conflicto}`),
    check('escaneos_resultado_ck', sql`${t.resultado} in (${resultados})`),
    check(
      'escaneos_resultado_local_ck',
      sql`${t.resultadoLocal} is null or ${t.resultadoLocal} in (${resultados})`,
    ),
  ],
);
