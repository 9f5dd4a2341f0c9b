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
} from 'drizzle-orm/pg-core';
import { ROLES_EQUIPO } from '../../../../shared/domain/equipo';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A productora: the team an event belongs to (docs/decisions/0091-productoras-and-roles.md). */
export const productoras = pgTable(
  'productoras',
  {
    idProductora: serial('id_productora').primaryKey(),
    nombre: text('nombre').notNull(),
    creadaPor: integer('creada_por')
      .notNull()
      .references(() => usuarios.idUsuario),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('productoras_nombre_uq').on(sql`lower(${t.nombre})`)],
);

/** Who is in a productora, with which role (shared/domain/equipo.ts). */
export const productoraMiembros = pgTable(
  'productora_miembros',
  {
    idProductora: integer('id_productora')
      .notNull()
      .references(() => productoras.idProductora, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    rol: text('rol', { enum: ROLES_EQUIPO }).notNull(),
    /** A productor or analista sees the settlement only when a dueño allowed it. */
    verLiquidacion: boolean('ver_liquidacion').notNull().default(false),
    /**
     * An RRPP's name in their link (`/evento/{id}?rrpp=slug`) and, upper-cased, their code
     * (docs/decisions/0092-rrpp.md); given when the member first becomes an RRPP and kept.
     */
    rrppSlug: text('rrpp_slug'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idProductora, t.idUsuario] }),
    index('productora_miembros_usuario_idx').on(t.idUsuario),
    uniqueIndex('productora_miembros_rrpp_slug_uq').on(t.idProductora, t.rrppSlug),
    check('productora_miembros_rrpp_slug_ck', sql`${t.rrppSlug} ~ '^[a-z0-9][a-z0-9-]{1,29}$'`),
    check(
      'productora_miembros_rol_ck',
      sql`${t.rol} in ('duenio','productor','rrpp','boleteria','validador','analista')`,
    ),
  ],
);

/** An invitation by e-mail; only the SHA-256 of the link's token is kept. */
export const productoraInvitaciones = pgTable(
  'productora_invitaciones',
  {
    idInvitacion: serial('id_invitacion').primaryKey(),
    idProductora: integer('id_productora')
      .notNull()
      .references(() => productoras.idProductora, { onDelete: 'cascade' }),
    /** Lower-cased, as usuarios.correo. */
    correo: text('correo').notNull(),
    rol: text('rol', { enum: ROLES_EQUIPO }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitadoPor: integer('invitado_por')
      .notNull()
      .references(() => usuarios.idUsuario),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    aceptadaAt: ts('aceptada_at'),
    idUsuario: integer('id_usuario').references(() => usuarios.idUsuario, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('productora_invitaciones_token_uq').on(t.tokenHash),
    index('productora_invitaciones_productora_idx').on(t.idProductora),
  ],
);
