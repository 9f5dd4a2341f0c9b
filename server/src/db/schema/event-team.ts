import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ROLES_EN_EVENTO, ROLES_EQUIPO } from '../../../../shared/domain/equipo';
import { eventos } from './content';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's role on one event where it differs from their productora's role: another role, or
 * 'ninguno' (they do not work that night). A dueño's own role is never replaced.
 */
export const eventoRoles = pgTable(
  'evento_roles',
  {
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    rol: text('rol', { enum: ROLES_EN_EVENTO }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idEvento, t.idUsuario] }),
    index('evento_roles_usuario_idx').on(t.idUsuario),
    check(
      'evento_roles_rol_ck',
      sql`${t.rol} in ('productor','rrpp','boleteria','validador','analista','ninguno')`,
    ),
  ],
);

/**
 * Who works on each event of a productora, with the role that holds there: the member's
 * productora role unless the event gives another (dueños keep theirs), members with no role on
 * the event left out. Every check of a member's role on an event reads this view, so the rule
 * is in one place (created in migration 0042_event_roles.sql).
 */
export const eventoEquipo = pgView('evento_equipo', {
  idEvento: integer('id_evento').notNull(),
  idProductora: integer('id_productora').notNull(),
  idUsuario: integer('id_usuario').notNull(),
  rol: text('rol', { enum: ROLES_EQUIPO }).notNull(),
  verLiquidacion: boolean('ver_liquidacion').notNull(),
  rrppSlug: text('rrpp_slug'),
}).existing();
