import { ESTADO_ENTRADA, ESTADO_EVENTO } from '@shared/domain/catalogs';
import type { Db } from '../db/client';
import { createTemplateTandas } from '../modules/cupos';
import {
  artistas,
  entradas,
  eventoArtistas,
  eventoGeneros,
  eventos,
  fechas,
} from '../db/schema/index';
import { DEMO_PLACES, type DemoPlaceKey } from '../db/seed/demo-places';
import { templateType } from '@shared/domain/stock';

/**
 * Deterministic discovery data for tests: events written straight into their tables with
 * exact instants, so filters are checked against known answers (never the demo seed's
 * dates, which follow the clock).
 */
export interface EventoFixture {
  idUsuario: number;
  nombre: string;
  cdEstado?: number;
  place?: DemoPlaceKey;
  generos?: number[];
  artistas?: number[];
  isAfter?: boolean;
  isLgbt?: boolean;
  /** Start instants (ISO); each day lasts six hours. */
  dias: string[];
  /** Ticket rows of every day. */
  entradas?: Array<{ cdTipo: number; precio: number; cantidad: number; vendidas?: number }>;
}

const HOUR = 3600_000;

export async function insertEvento(
  db: Db,
  f: EventoFixture,
): Promise<{ idEvento: number; idFechas: number[] }> {
  const { venue: _venue, ...address } = DEMO_PLACES[f.place ?? 'palermo'];
  const [row] = await db
    .insert(eventos)
    .values({
      idUsuario: f.idUsuario,
      nombre: f.nombre,
      descripcion: `Descripción de ${f.nombre}`,
      isAfter: f.isAfter ?? false,
      isLgbt: f.isLgbt ?? false,
      cdEstado: f.cdEstado ?? ESTADO_EVENTO.EN_VENTA,
      ...address,
    })
    .returning({ idEvento: eventos.idEvento });
  const idEvento = row!.idEvento;
  if (f.generos?.length)
    await db.insert(eventoGeneros).values(f.generos.map((cdGenero) => ({ idEvento, cdGenero })));
  if (f.artistas?.length)
    await db
      .insert(eventoArtistas)
      .values(f.artistas.map((idArtista) => ({ idEvento, idArtista })));
  const idFechas: number[] = [];
  for (const dia of f.dias) {
    const inicio = new Date(dia);
    const [fecha] = await db
      .insert(fechas)
      .values({
        idEvento,
        inicio,
        fin: new Date(inicio.getTime() + 6 * HOUR),
        inicioVenta: new Date(inicio.getTime() - 30 * 24 * HOUR),
        finVenta: inicio,
      })
      .returning({ idFecha: fechas.idFecha });
    idFechas.push(fecha!.idFecha);
    if (f.entradas?.length)
      await createTemplateTandas(
        db,
        await db
          .insert(entradas)
          .values(
            f.entradas.map((e) => ({
              ...templateType(e.cdTipo),
              ...e,
              idFecha: fecha!.idFecha,
              estado: ESTADO_ENTRADA.EN_VENTA,
            })),
          )
          .returning(),
      );
  }
  return { idEvento, idFechas };
}

export async function insertArtista(
  db: Db,
  a: { nombre: string; isActivo?: boolean; descartado?: boolean; dtAlta?: Date },
): Promise<number> {
  const [row] = await db
    .insert(artistas)
    .values({
      nombre: a.nombre,
      bio: `Bio de ${a.nombre}`,
      isActivo: a.isActivo ?? true,
      descartado: a.descartado ?? false,
      ...(a.dtAlta ? { dtAlta: a.dtAlta } : {}),
    })
    .returning({ idArtista: artistas.idArtista });
  return row!.idArtista;
}
