import { integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { media } from './content';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every terms-and-conditions PDF ever published (migration 0025), so what a buyer accepted
 * (ordenes.id_version_terminos) can be read later. The newest is in force: its file is the one
 * media row under the key archivoTyC (what /terminos shows); earlier files stay stored under
 * TERMS_PAST_MEDIA_KEY, which no upload or delete may touch.
 */
export const terminosVersiones = pgTable(
  'terminos_versiones',
  {
    idVersion: serial('id_version').primaryKey(),
    idMedia: integer('id_media')
      .notNull()
      .references(() => media.idMedia),
    publicadaAt: ts('publicada_at').notNull().defaultNow(),
    /** The administrator who published it (none for the seed's and earlier files). */
    idUsuario: integer('id_usuario').references(() => usuarios.idUsuario, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('terminos_versiones_media_uq').on(t.idMedia)],
);
