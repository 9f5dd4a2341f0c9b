/** What the frame says when a screen could not be reached or failed to show. */
export const FRAME_TEXT = {
  /** Also MSG.errorInterno: here so the first screen's frame does not load the whole catalogue. */
  errorInterno: 'Ocurrió un error inesperado. Intentá más tarde.',
  /** Also MSG.cerrarAviso, for the same reason. */
  cerrarAviso: 'Cerrar aviso',
  sinConexion: 'No pudimos conectar.',
  reintentar: 'Reintentar',
  noEncontrado: 'No encontramos esta página.',
  volverAlInicio: 'Volver al inicio',
} as const;
