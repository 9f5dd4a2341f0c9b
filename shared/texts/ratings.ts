import type { ReseniaOrden } from '../api/after-sale';
import { formatUnDecimal } from '../format/es-ar';

/**
 * Spanish texts of party ratings (/resenias-de-la-fiesta; docs/architecture.md,
 * "Where each rule lives": 5 stars, average to one decimal, sort recientes / alta / baja): the
 * organiser's page, the event detail's block and the stars. Rules and server answers are in
 * shared/api/after-sale.ts (RESENIA_MSG).
 */
export const MAX_ESTRELLAS = 5;

export const RATINGS_TEXT = {
  titulo: 'Reseñas de la fiesta',
  tituloFiesta: (fiesta: string) => `Reseñas de ${fiesta}`,
  cargando: 'Cargando reseñas...',
  error: 'No pudimos cargar las reseñas. Probá de nuevo en un momento.',
  reintentar: 'Reintentar',
  sinFiesta: 'Elegí una fiesta desde Mis fiestas recurrentes para ver sus reseñas.',
  promedio: 'Calificación promedio',
  /** "4,3" (es-AR, one decimal). */
  promedioValor: (promedio: number) => formatUnDecimal(promedio),
  cantidad: (n: number) => (n === 1 ? '1 reseña' : `${n} reseñas`),
  buscar: 'Buscar reseña',
  buscarPlaceholder: 'Buscar por texto, evento o autor...',
  ordenar: 'Ordenar por',
  orden: {
    recientes: 'Más recientes',
    alta: 'Mayor calificación',
    baja: 'Menor calificación',
  } satisfies Record<ReseniaOrden, string>,
  lista: 'Reseñas',
  vacio: 'Todavía no hay reseñas de esta fiesta.',
  sinResultados: 'No hay reseñas que coincidan con la búsqueda.',
  estrellas: (n: number) =>
    `${formatUnDecimal(n).replace(/,0$/, '')} de ${MAX_ESTRELLAS} estrellas`,
  estrella: (n: number) => (n === 1 ? '1 estrella' : `${n} estrellas`),
  volver: 'Volver a Mis fiestas recurrentes',
  // The event detail's block
  ultimas: 'Últimas reseñas',
} as const;
