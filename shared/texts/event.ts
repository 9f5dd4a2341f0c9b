/**
 * Spanish texts of the event's page (issue 3), apart from shared/texts/discovery.ts (which
 * re-exports them) so that the home's first load does not carry them.
 */
export const EVENT_TEXT = {
  cargando: 'Cargando evento...',
  noEncontrado: 'No se encontró el evento.',
  // An event its organiser cancelled: its page stays for whoever has the link or a ticket.
  cancelado: 'Evento cancelado',
  canceladoAviso:
    'El organizador canceló este evento: ya no se venden entradas. Si compraste, te devolvemos todo lo que pagaste; seguí el reembolso en Mis entradas.',
  artistas: 'Artistas',
  fechas: 'Fechas',
  ubicacion: 'Ubicación',
  comoLlegar: 'Cómo llegar',
  generos: 'Géneros',
  entradas: 'Entradas',
  tipo: 'Tipo',
  precio: 'Precio',
  cantidad: 'Cantidad',
  agotadas: 'Agotadas',
  /** A step of a tanda (docs/decisions/0087-tandas.md): before the one on sale, and after it. */
  tandaAgotada: 'Agotada',
  tandaProxima: 'Próximamente',
  tandaAbre: (dia: string, hora: string) => `Abre el ${dia} a las ${hora}`,
  /** Beside the step on sale, for a screen reader and a glance: which step sells now. */
  tandaEnVenta: 'En venta',
  quitarEntrada: 'Quitar una entrada',
  agregarEntrada: 'Agregar una entrada',
  /**
   * What an organiser set on a row (docs/decisions/0089-mesas-and-order-limits.md): a mesa (one
   * unit admits N people and gives N tickets; price and quantity are per mesa), the units one
   * order may take and the row's own sale window. A template's rows show none of these.
   */
  mesaPara: (personas: number) => `Mesa para ${personas} personas · ${personas} entradas`,
  porMesa: 'por mesa',
  quitarMesa: 'Quitar una mesa',
  agregarMesa: 'Agregar una mesa',
  porCompra: (min: number, max: number | null, mesa: boolean) => {
    const unidad = (n: number) => (mesa ? (n === 1 ? ' mesa' : ' mesas') : '');
    if (max === null) return `Mínimo ${min}${unidad(min)} por compra`;
    if (min <= 1) return `Máximo ${max}${unidad(max)} por compra`;
    return `De ${min} a ${max}${unidad(max)} por compra`;
  },
  ventaDesde: (dia: string, hora: string) => `A la venta desde el ${dia} a las ${hora}`,
  ventaTerminada: 'Venta terminada',
  /** A row on sale that one order cannot take (its minimum is above what is left or allowed). */
  noDisponible: 'No disponible',
  cantidadDe: (tipo: string, dia: string) => `Cantidad de ${tipo}, ${dia}`,
  dia: (n: number) => `Día ${n}`,
  sinEntradas: 'Todavía no hay entradas a la venta para este día.',
  /** Under the ticket table when the event's per-account limit is below the row limit. */
  maxPorCuenta: (n: number) =>
    `Máximo ${n} ${n === 1 ? 'entrada' : 'entradas'} por tipo y día por persona.`,
  descripcion: 'Descripción',
  musica: 'Música y video',
  abrirSoundCloud: 'Escuchar en SoundCloud',
  abrirYouTube: 'Ver en YouTube',
  reproductorSoundCloud: 'Reproductor de SoundCloud',
  reproductorYouTube: 'Video de YouTube',
  resenias: 'Reseñas',
  sinResenias: 'Todavía no hay reseñas de esta fiesta.',
  subtotal: 'Subtotal',
  cargoServicio: 'Cargo por servicio',
  total: 'Total',
  comprar: 'Comprar',
  elegiEntradas: 'Elegí al menos una entrada para continuar.',
  agregarFavorito: 'Agregar a favoritos',
  quitarFavorito: 'Quitar de favoritos',
  favoritoError: 'Ocurrió un error al intentar guardar tu favorito.',
  imagenAlt: (nombre: string) => `Imagen del evento ${nombre}`,
  verArtista: (nombre: string) => `Ver el perfil de ${nombre}`,
  compartir: 'Compartir',
  linkCopiado: 'Link copiado',
  linkNoCopiado: 'No pudimos copiar el link. Copialo desde la barra del navegador.',
  /** The phone's buy bar: the price from, and where "Comprar" takes you. */
  barraCompra: 'Compra de entradas',
  irAEntradas: 'Comprar',
} as const;
