import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { GENEROS } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import type { crearEventoSchema } from '@shared/validation/evento';
import type { DbExecutor } from '../../db/executor';
import { eventoArtistas, eventoGeneros, type eventos } from '../../db/schema/index';
import { badRequest } from '../../plugins/problem';

type EventoFields = Pick<
  z.output<typeof crearEventoSchema>,
  'nombre' | 'descripcion' | 'domicilio' | 'soundCloud' | 'isAfter' | 'isLgbt'
> & {
  maxEntradasPorCuenta?: number | undefined;
  permiteTransferencias?: boolean | undefined;
  edadMinima?: number | null | undefined;
};

/** The event row's own columns from the create or modify form. */
export function eventoColumns(input: EventoFields) {
  const d = input.domicilio;
  return {
    nombre: input.nombre,
    descripcion: input.descripcion,
    isAfter: input.isAfter,
    isLgbt: input.isLgbt,
    soundCloud: input.soundCloud,
    // Absent on a modify: the column keeps its value.
    ...(input.maxEntradasPorCuenta !== undefined
      ? { maxEntradasPorCuenta: input.maxEntradasPorCuenta }
      : {}),
    ...(input.permiteTransferencias !== undefined
      ? { permiteTransferencias: input.permiteTransferencias }
      : {}),
    ...(input.edadMinima !== undefined ? { edadMinima: input.edadMinima } : {}),
    direccion: d.direccion,
    latitud: d.latitud,
    longitud: d.longitud,
    provinciaNombre: d.provincia.nombre,
    provinciaCodigo: d.provincia.codigo,
    municipioNombre: d.municipio.nombre,
    municipioCodigo: d.municipio.codigo,
    localidadNombre: d.localidad.nombre,
    localidadCodigo: d.localidad.codigo,
  } satisfies Partial<typeof eventos.$inferInsert>;
}

const KNOWN_GENEROS = new Set(GENEROS.map((g) => g.cdGenero));

/** Replaces the event's genres (repeats dropped; codes outside the catalogue are a 400). */
export async function setGeneros(tx: DbExecutor, idEvento: number, codes: ReadonlyArray<number>) {
  const unique = [...new Set(codes)];
  if (unique.some((c) => !KNOWN_GENEROS.has(c))) throw badRequest(MSG.generoInexistente);
  await tx.delete(eventoGeneros).where(eq(eventoGeneros.idEvento, idEvento));
  await tx.insert(eventoGeneros).values(unique.map((cdGenero) => ({ idEvento, cdGenero })));
}

/** Replaces the event's line-up with these (already resolved) artist ids. */
export async function setArtistas(tx: DbExecutor, idEvento: number, ids: ReadonlyArray<number>) {
  await tx.delete(eventoArtistas).where(eq(eventoArtistas.idEvento, idEvento));
  await tx.insert(eventoArtistas).values(ids.map((idArtista) => ({ idEvento, idArtista })));
}
