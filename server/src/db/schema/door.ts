import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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

export const INVITACION_ROLES = ['puerta'] as const;

/**
 * An invitation to work an event (door staff today; other roles on an event later): nobody is
 * added to puerta_personal, and no account is made, until the invitee follows the mailed link
 * and accepts (docs/decisions/0076-hostile-users.md). Only the SHA-256 of the link's token is
 * kept. At most one open invitation per event, role and address.
 */
export const eventoInvitaciones = pgTable(
  'evento_invitaciones',
  {
    idInvitacion: serial('id_invitacion').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    rol: text('rol', { enum: INVITACION_ROLES }).notNull().default('puerta'),
    /** Lower-cased, as usuarios.correo. */
    correo: text('correo').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitadoPor: integer('invitado_por')
      .notNull()
      .references(() => usuarios.idUsuario),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    aceptadaAt: ts('aceptada_at'),
    /** The account that accepted (an existing one, or the one made on accepting). */
    idUsuario: integer('id_usuario').references(() => usuarios.idUsuario, {
      onDelete: 'set null',
    }),
    /** Withdrawn by the organiser before it was accepted. */
    revocadaAt: ts('revocada_at'),
  },
  (t) => [
    uniqueIndex('evento_invitaciones_token_uq').on(t.tokenHash),
    uniqueIndex('evento_invitaciones_abierta_uq')
      .on(t.idEvento, t.rol, t.correo)
      .where(sql`${t.aceptadaAt} is null and ${t.revocadaAt} is null`),
    index('evento_invitaciones_correo_idx').on(t.correo),
    check('evento_invitaciones_rol_ck', sql`${t.rol} in ('puerta')`),
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
