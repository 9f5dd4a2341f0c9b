/**
 * Spanish texts of the news and directions screens (issue 3), apart from
 * shared/texts/discovery.ts (which re-exports them) so that the home's first load does not
 * carry them.
 */
export const NEWS_TEXT = {
  titulo: 'Novedades',
  cargando: 'Cargando noticias...',
  error: (message: string) => `Hubo un error: ${message}`,
  errorGenerico: 'No se pudo conectar con el servidor.',
  vacio: 'Todavía no hay novedades.',
  cargandoNoticia: 'Cargando noticia...',
  noEncontrada: 'No se encontró la noticia.',
  irAEvento: 'Ir a evento',
  imagenAlt: (titulo: string) => `Imagen de la noticia ${titulo}`,
  volver: 'Volver a Novedades',
} as const;

export const DIRECTIONS_TEXT = {
  titulo: (evento: string) => `Cómo llegar a ${evento}`,
  tituloSinNombre: 'Cómo llegar',
  cargandoEvento: 'Cargando evento...',
  origen: 'Origen',
  origenPlaceholder: 'Tu dirección de partida',
  destino: 'Destino',
  buscarRutas: 'Buscar rutas',
  buscando: 'Buscando rutas...',
  ruta: (n: number, duracion: string) => `Ruta ${n} - Duración Total: ${duracion}`,
  pasos: 'Pasos',
  caminar: (instruccion: string, duracion: string) => `${instruccion} (${duracion})`,
  subte: (linea: string) => `Subte línea ${linea}`,
  colectivo: (linea: string) => `Colectivo ${linea}`,
  otroTransporte: (vehiculo: string, linea: string) => `${vehiculo} ${linea}`.trim(),
  paradas: (desde: string, hasta: string, n: number) =>
    `desde ${desde} hasta ${hasta} (${n} ${n === 1 ? 'parada' : 'paradas'})`,
  sinRutas: 'No encontramos rutas en transporte público entre esas direcciones.',
  cargandoMapa: 'Cargando el mapa...',
  errorMapa: 'Error al cargar el mapa. Intentá de nuevo más tarde.',
  sinMapa: 'Las indicaciones con mapa no están disponibles en este momento.',
  sinMapaDetalle: 'Podés ver cómo llegar en transporte público desde Google Maps.',
  abrirGoogleMaps: 'Abrir en Google Maps',
  sinDireccion: 'Este evento no tiene una dirección cargada.',
  errorEvento: 'No pudimos cargar la dirección del evento.',
  reintentar: 'Reintentar',
  mapa: 'Mapa del recorrido',
} as const;
