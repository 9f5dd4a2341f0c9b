import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { addressColumns } from './address';
import { roles } from './catalogs';

export const SESION_TIPOS = ['web', 'puerta'] as const;
export type SesionTipo = (typeof SESION_TIPOS)[number];

export const usuarios = pgTable(
  'usuarios',
  {
    idUsuario: serial('id_usuario').primaryKey(),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull(),
    /** Stored lower-cased; unique. */
    correo: text('correo').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    dni: text('dni').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    /** 22 digits with valid check digits, or ''. */
    cbu: text('cbu').notNull().default(''),
    /** Where an organiser is paid (settlement, migration 0023): alias, bank name, CUIT digits. */
    aliasCbu: text('alias_cbu').notNull().default(''),
    banco: text('banco').notNull().default(''),
    cuit: text('cuit').notNull().default(''),
    bio: text('bio').notNull().default(''),
    nombreFantasia: text('nombre_fantasia').notNull().default(''),
    dtNacimiento: date('dt_nacimiento'),
    ...addressColumns(),
    mdInstagram: text('md_instagram').notNull().default(''),
    mdSpotify: text('md_spotify').notNull().default(''),
    mdSoundcloud: text('md_soundcloud').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the person deleted the account: the row stays, its personal data is erased. */
    eliminadoAt: timestamp('eliminado_at', { withTimezone: true }),
    /**
     * When the owner proved the address (the mailed link, or Google's verified e-mail). A
     * purchase needs it (docs/decisions/0076-hostile-users.md); accounts older than the rule
     * were marked confirmed when it came.
     */
    correoConfirmadoAt: timestamp('correo_confirmado_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('usuarios_correo_uq').on(t.correo),
    uniqueIndex('usuarios_google_sub_uq')
      .on(t.googleSub)
      .where(sql`${t.googleSub} is not null`),
  ],
);

export const usuarioRoles = pgTable(
  'usuario_roles',
  {
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    cdRol: integer('cd_rol')
      .notNull()
      .references(() => roles.cdRol),
  },
  (t) => [primaryKey({ columns: [t.idUsuario, t.cdRol] })],
);

/** A signed-in device. The JWT carries its id; logout or password change revokes it. */
export const sesiones = pgTable(
  'sesiones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * 'puerta': a door-app session (POST /Puerta/Login), accepted only by the door's routes;
     * 'web': every other route (docs/decisions/0028-the-door.md).
     */
    tipo: text('tipo', { enum: SESION_TIPOS }).notNull().default('web'),
  },
  (t) => [
    index('sesiones_usuario_idx').on(t.idUsuario),
    check('sesiones_tipo_ck', sql`${t.tipo} in ('web', 'puerta')`),
  ],
);

/**
 * Password reset links (docs/architecture.md, "Plugins"): only the SHA-256 of the
 * e-mailed token is kept; a link works once and until `expiresAt`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_uq').on(t.tokenHash),
    index('password_resets_usuario_idx').on(t.idUsuario),
  ],
);

/**
 * E-mail confirmation links, kept like password_resets: only the SHA-256 of the mailed token;
 * a link works once and until `expiresAt`.
 */
export const correoConfirmaciones = pgTable(
  'correo_confirmaciones',
  {
    id: serial('id').primaryKey(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('correo_confirmaciones_token_uq').on(t.tokenHash),
    index('correo_confirmaciones_usuario_idx').on(t.idUsuario),
  ],
);
