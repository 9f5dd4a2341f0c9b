import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Code/description catalogues, seeded from shared/domain (roles, genres, ticket types, statuses). */
export const roles = pgTable('roles', {
  cdRol: integer('cd_rol').primaryKey(),
  dsRol: text('ds_rol').notNull(),
});

export const generos = pgTable('generos', {
  cdGenero: integer('cd_genero').primaryKey(),
  dsGenero: text('ds_genero').notNull(),
});

export const tiposEntrada = pgTable('tipos_entrada', {
  cdTipo: integer('cd_tipo').primaryKey(),
  dsTipo: text('ds_tipo').notNull(),
});

export const estadosEvento = pgTable('estados_evento', {
  cdEstado: integer('cd_estado').primaryKey(),
  dsEstado: text('ds_estado').notNull(),
});
