/** Spanish texts of RRPP: their link and code, commissions and figures (shared/api/rrpp.ts). */
export const RRPP_MSG = {
  noEsRrpp: 'Esa persona no es RRPP de la productora del evento.',
  modoInvalido: 'Elegí cómo se calcula la comisión: monto fijo o porcentaje.',
  valorInvalido: 'Ingresá un número entero mayor o igual a 0.',
  porcentajeInvalido: 'El porcentaje puede ser de 0 a 100.',
  tipoRepetido: 'Cada tipo de entrada puede tener una sola comisión.',
  eventoSinProductora: 'El evento no es de una productora: no tiene RRPP.',
} as const;

/** How a sale reached the RRPP, as the order and the ranking say it. */
export const RRPP_VIA_TEXT = { enlace: 'Enlace', codigo: 'Código' } as const;
