import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';
import {
  artistas,
  entradas,
  eventoArtistas,
  eventoGeneros,
  eventos,
  fechas,
  usuarioRoles,
  usuarios,
} from '../server/src/db/schema/index';
import { createTemplateTandas } from '../server/src/modules/cupos';
import { templateType } from '../shared/domain/stock';

const PROVINCIAS = [
  [
    'Ciudad Autónoma de Buenos Aires',
    '02',
    'Ciudad Autónoma de Buenos Aires',
    'Ciudad Autónoma de Buenos Aires',
  ],
  ['Buenos Aires', '06', 'La Plata', 'La Plata'],
  ['Córdoba', '14', 'Capital', 'Córdoba'],
  ['Santa Fe', '82', 'Rosario', 'Rosario'],
  ['Mendoza', '50', 'Capital', 'Mendoza'],
] as const;

/**
 * A catalogue the size of a busy season: `total` events of which `onSale` are En venta, each
 * with one or two nights, four ticket rows per night, two genres and three artists.
 * Deterministic, inserted in batches.
 */
export async function insertEventsDataset(
  db: Db,
  opts: { total: number; onSale: number; now?: Date },
) {
  const now = opts.now ?? new Date();
  const [owner] = await db
    .insert(usuarios)
    .values({
      nombre: 'Bench',
      apellido: 'Organizador',
      correo: `bench-${now.getTime()}@pulso.test`,
    })
    .returning({ id: usuarios.idUsuario });
  await db.insert(usuarioRoles).values([
    { idUsuario: owner!.id, cdRol: 0 },
    { idUsuario: owner!.id, cdRol: 2 },
  ]);
  const artistRows = await db
    .insert(artistas)
    .values(Array.from({ length: 200 }, (_, i) => ({ nombre: `Artista ${i}`, isActivo: true })))
    .returning({ id: artistas.idArtista });

  const BATCH = 500;
  for (let start = 0; start < opts.total; start += BATCH) {
    const count = Math.min(BATCH, opts.total - start);
    const rows = Array.from({ length: count }, (_, k) => {
      const i = start + k;
      const p = PROVINCIAS[i % PROVINCIAS.length]!;
      // Spread the on-sale events over every estado-2 slot, the rest over the other states.
      const estado = i % Math.round(opts.total / opts.onSale) === 0 ? 2 : [0, 1, 3, 4, 5][i % 5]!;
      return {
        idUsuario: owner!.id,
        nombre: `Fiesta ${i}`,
        descripcion: `Una noche de techno número ${i}.`,
        isAfter: i % 3 === 0,
        isLgbt: i % 4 === 0,
        provinciaNombre: p[0],
        provinciaCodigo: p[1],
        municipioNombre: p[2],
        localidadNombre: p[3],
        direccion: `Calle ${i}`,
        cdEstado: estado,
      };
    });
    const ids = await db.insert(eventos).values(rows).returning({ id: eventos.idEvento });
    await db.insert(eventoGeneros).values(
      ids.flatMap(({ id }, k) => [
        { idEvento: id, cdGenero: 1 + ((start + k) % 12) },
        { idEvento: id, cdGenero: 1 + ((start + k + 5) % 12) },
      ]),
    );
    await db.insert(eventoArtistas).values(
      ids.flatMap(({ id }, k) =>
        [0, 1, 2].map((j) => ({
          idEvento: id,
          idArtista: artistRows[(start + k * 3 + j) % artistRows.length]!.id,
        })),
      ),
    );
    const nights = ids.flatMap(({ id }, k) => {
      const day = new Date(now.getTime() + (((start + k) % 60) + 1) * 86_400_000);
      const n = (start + k) % 2 === 0 ? 1 : 2;
      return Array.from({ length: n }, (_, j) => {
        const inicio = new Date(day.getTime() + j * 86_400_000);
        return {
          idEvento: id,
          inicio,
          fin: new Date(inicio.getTime() + 8 * 3600_000),
          inicioVenta: new Date(now.getTime() - 86_400_000),
          finVenta: inicio,
        };
      });
    });
    const fechaIds = await db.insert(fechas).values(nights).returning({ id: fechas.idFecha });
    await createTemplateTandas(
      db,
      await db
        .insert(entradas)
        .values(
          fechaIds.flatMap(({ id }) =>
            [0, 1, 2, 3].map((cdTipo) => ({
              idFecha: id,
              cdTipo,
              ...templateType(cdTipo),
              precio: 10000 + cdTipo * 5000,
              cantidad: 200 - cdTipo * 40,
            })),
          ),
        )
        .returning(),
    );
  }
  await db.execute(sql`analyze`);
}
