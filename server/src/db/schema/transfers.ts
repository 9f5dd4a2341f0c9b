import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fechas } from './content';
import { ordenes, reembolsos, tickets } from './orders';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Codes that no longer admit anyone although their ticket lives on (issue 13): a transfer gives
 * the ticket a new uid and code, and the old uid lands here so door devices refuse it. (Codes
 * of refunded orders are revoked through their order's estado instead.)
 */
export const ticketsRevocados = pgTable(
  'tickets_revocados',
  {
    tid: uuid('tid').primaryKey(),
    idTicket: integer('id_ticket')
      .notNull()
      .references(() => tickets.idTicket),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    motivo: text('motivo').notNull(),
    revocadoAt: ts('revocado_at').notNull().defaultNow(),
    /** The short code the ticket had with this tid (migration 0025): typed, it reads anulada. */
    codigoCorto: text('codigo_corto'),
  },
  (t) => [
    index('tickets_revocados_codigo_corto_idx').on(t.codigoCorto),
    index('tickets_revocados_fecha_idx').on(t.idFecha, t.revocadoAt),
    check('tickets_revocados_motivo_ck', sql`${t.motivo} in ('transferencia', 'reventa')`),
  ],
);

/**
 * A ticket sent to someone by e-mail (issue 13). `pendiente` while nobody with an account took
 * it (the link's token is stored hashed); at most one pending per ticket.
 */
export const transferencias = pgTable(
  'transferencias',
  {
    idTransferencia: serial('id_transferencia').primaryKey(),
    idTicket: integer('id_ticket')
      .notNull()
      .references(() => tickets.idTicket),
    deUsuario: integer('de_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    correo: text('correo').notNull(),
    aUsuario: integer('a_usuario').references(() => usuarios.idUsuario),
    tokenHash: text('token_hash'),
    estado: text('estado').notNull(),
    creadaAt: ts('creada_at').notNull().defaultNow(),
    cerradaAt: ts('cerrada_at'),
  },
  (t) => [
    index('transferencias_ticket_idx').on(t.idTicket),
    index('transferencias_de_idx').on(t.deUsuario),
    uniqueIndex('transferencias_token_uq').on(t.tokenHash),
    uniqueIndex('transferencias_una_pendiente_uq')
      .on(t.idTicket)
      .where(sql`${t.estado} = 'pendiente'`),
    check('transferencias_estado_ck', sql`${t.estado} in ('pendiente', 'aceptada', 'cancelada')`),
  ],
);

/**
 * Who changed what and when, for buyers' rights (issue 13): transfers, resales, withdrawals.
 * `idUsuario` is the person who acted (null for the system); `detalle` what a reader needs.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    idAuditoria: bigserial('id_auditoria', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    idUsuario: integer('id_usuario').references(() => usuarios.idUsuario, {
      onDelete: 'set null',
    }),
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    idEntidad: integer('id_entidad').notNull(),
    detalle: jsonb('detalle').notNull().default({}),
  },
  (t) => [index('auditoria_entidad_idx').on(t.entidad, t.idEntidad)],
);

/**
 * Withdrawals ("Botón de arrepentimiento", issue 13): one per order, with the code the buyer
 * was shown and mailed, and the refund it started. `idUsuario` is who asked when signed in
 * (null: asked with the order's number and e-mail).
 */
export const arrepentimientos = pgTable(
  'arrepentimientos',
  {
    idArrepentimiento: serial('id_arrepentimiento').primaryKey(),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden),
    codigo: text('codigo').notNull(),
    idReembolso: integer('id_reembolso')
      .notNull()
      .references(() => reembolsos.idReembolso),
    idUsuario: integer('id_usuario').references(() => usuarios.idUsuario, {
      onDelete: 'set null',
    }),
    solicitadoAt: ts('solicitado_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('arrepentimientos_orden_uq').on(t.idOrden),
    uniqueIndex('arrepentimientos_codigo_uq').on(t.codigo),
  ],
);

/**
 * A withdrawal asked for but not yet confirmed: the form is open to anyone (Res. 424/2020
 * forbids asking for an account), so a request only mails the purchase's address a tracking
 * `codigo` and a link; the order is revoked when the buyer, signed in, follows the link and
 * confirms (docs/decisions/0076-hostile-users.md). Only the SHA-256 of the link's token is kept.
 */
export const arrepentimientoSolicitudes = pgTable(
  'arrepentimiento_solicitudes',
  {
    idSolicitud: serial('id_solicitud').primaryKey(),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden),
    /** The tracking code the rule requires (ARR-XXXX-XXXX), mailed with the link. */
    codigo: text('codigo').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link went to (the buyer's account e-mail when asked). */
    correo: text('correo').notNull(),
    solicitadoAt: ts('solicitado_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Set once, by the confirmation that revoked the order. */
    confirmadoAt: ts('confirmado_at'),
  },
  (t) => [
    uniqueIndex('arrepentimiento_solicitudes_codigo_uq').on(t.codigo),
    uniqueIndex('arrepentimiento_solicitudes_token_uq').on(t.tokenHash),
    index('arrepentimiento_solicitudes_orden_idx').on(t.idOrden),
  ],
);
