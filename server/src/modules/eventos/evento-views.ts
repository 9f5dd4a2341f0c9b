import type { EntradaView, EventoView, FechaView } from '@shared/api/discovery';
import { precioDesdeDe } from '@shared/domain/price-from';
import type { eventos, fechas } from '../../db/schema/index';
import type { OwnerMedia } from '../../media/media-service';

export type EventoRow = typeof eventos.$inferSelect;
export type FechaRow = typeof fechas.$inferSelect;

/** Everything an event card or detail shows beside the event row, already loaded in batch. */
export interface EventoParts {
  /** Sorted by start. */
  fechas: FechaRow[];
  entradasByFecha: Map<number, EntradaView[]>;
  generos: number[];
  artistas: Array<{ idArtista: number; nombre: string }>;
  media: OwnerMedia | undefined;
  isFavorito: boolean;
  /** When the price from is read (precioDesdeDe). */
  now: Date;
}

function toFechaView(f: FechaRow, entradas: EntradaView[]): FechaView {
  return {
    idFecha: f.idFecha,
    inicio: f.inicio.toISOString(),
    fin: f.fin.toISOString(),
    inicioVenta: f.inicioVenta.toISOString(),
    finVenta: f.finVenta.toISOString(),
    estado: f.estado,
    altaDemanda: f.altaDemanda,
    entradas,
  };
}

/** The event as the contract (shared/api/discovery.ts) shows it. */
export function toEventoView(e: EventoRow, parts: EventoParts): EventoView {
  const fechasView = parts.fechas.map((f) =>
    toFechaView(f, parts.entradasByFecha.get(f.idFecha) ?? []),
  );
  const lastFin = parts.fechas.reduce<Date | null>(
    (last, f) => (last === null || f.fin > last ? f.fin : last),
    null,
  );
  return {
    idEvento: e.idEvento,
    nombre: e.nombre,
    descripcion: e.descripcion,
    genero: parts.generos,
    artistas: parts.artistas,
    isAfter: e.isAfter,
    isLgbt: e.isLgbt,
    maxEntradasPorCuenta: e.maxEntradasPorCuenta,
    permiteTransferencias: e.permiteTransferencias,
    edadMinima: e.edadMinima,
    domicilio: {
      direccion: e.direccion,
      latitud: e.latitud,
      longitud: e.longitud,
      provincia: { nombre: e.provinciaNombre, codigo: e.provinciaCodigo },
      municipio: { nombre: e.municipioNombre, codigo: e.municipioCodigo },
      localidad: { nombre: e.localidadNombre, codigo: e.localidadCodigo },
    },
    fechas: fechasView,
    inicioEvento: fechasView[0]?.inicio ?? null,
    finEvento: lastFin?.toISOString() ?? null,
    soundCloud: e.soundCloud,
    video: parts.media?.video ?? null,
    imagen: parts.media?.imagen ?? null,
    imagenAncho: parts.media?.ancho ?? null,
    imagenAlto: parts.media?.alto ?? null,
    ...precioDesdeDe(fechasView, parts.now),
    isFavorito: parts.isFavorito ? 1 : 0,
    estado: e.cdEstado,
    cdEstado: e.cdEstado,
    usuario: e.idUsuario,
    idFiesta: e.idFiesta,
  };
}
