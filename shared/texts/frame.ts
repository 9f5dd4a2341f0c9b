/** What the frame says when a screen could not be reached or failed to show. */
export const FRAME_TEXT = {
  sinConexion: 'No pudimos conectar.',
  reintentar: 'Reintentar',
  noEncontrado: 'No encontramos esta página.',
  volverAlInicio: 'Volver al inicio',
} as const;
