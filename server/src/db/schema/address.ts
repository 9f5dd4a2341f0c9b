import { doublePrecision, text } from 'drizzle-orm/pg-core';

/**
 * Address columns shared by users and events (domicilio; docs/architecture.md,
 * "Data model in brief").
 */
export const addressColumns = () => ({
  direccion: text('direccion').notNull().default(''),
  provinciaNombre: text('provincia_nombre').notNull().default(''),
  provinciaCodigo: text('provincia_codigo').notNull().default(''),
  municipioNombre: text('municipio_nombre').notNull().default(''),
  municipioCodigo: text('municipio_codigo').notNull().default(''),
  localidadNombre: text('localidad_nombre').notNull().default(''),
  localidadCodigo: text('localidad_codigo').notNull().default(''),
  latitud: doublePrecision('latitud').notNull().default(0),
  longitud: doublePrecision('longitud').notNull().default(0),
});
