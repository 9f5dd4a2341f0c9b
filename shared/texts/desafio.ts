/**
 * The proof-of-work challenge's Spanish texts (docs/decisions/0076-hostile-users.md): what the
 * server answers when an action needs one, and the widget's own words (ALTCHA's strings,
 * replaced so the renderer shows no English). Apart from shared/api/desafio.ts so that screens
 * import them without zod.
 */
export const DESAFIO_MSG = {
  /** 428: the action needs a solved challenge; the client solves one and sends it again. */
  requerido: 'Antes de seguir, confirmá que no sos un robot: tu dispositivo resuelve un desafío.',
  /** 428: the solution sent was forged, expired or already used. */
  invalido: 'La verificación venció o ya se usó. Tu dispositivo resuelve una nueva.',
  /** 429 during a sign-in's growing delay: wait, or solve a challenge and go on at once. */
  espera: 'Esperá unos segundos antes de volver a intentar.',
  /** The client solved one and the server still asked: shown instead of trying forever. */
  fallo: 'No pudimos verificar tu dispositivo. Recargá la página y volvé a intentar.',
} as const;

/** Strings of the ALTCHA widget (its i18n keys), in the voice of the rest of Pulso. */
export const DESAFIO_WIDGET = {
  ariaLinkLabel: 'Visitar altcha.org',
  enterCode: 'Ingresá el código',
  enterCodeAria: 'Ingresá el código que escuchás. Presioná Espacio para reproducir el audio.',
  error: 'No se pudo verificar. Probá de nuevo más tarde.',
  expired: 'La verificación venció. Probá de nuevo.',
  footer: 'Protegido por ALTCHA',
  getAudioChallenge: 'Escuchar el código',
  label: 'No soy un robot',
  loading: 'Cargando…',
  reload: 'Recargar',
  verify: 'Verificar',
  verificationRequired: 'Falta la verificación.',
  verified: 'Verificado',
  verifying: 'Verificando tu dispositivo…',
  waitAlert: 'Verificando tu dispositivo… esperá un momento.',
  cancel: 'Cancelar',
  enterCodeFromImage: 'Para seguir, ingresá el código de la imagen.',
} as const;
