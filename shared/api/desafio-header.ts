/**
 * The challenge's wire names (shared/api/desafio.ts), apart so that the renderer's first load
 * reads them without zod.
 */

/** The request header carrying a solved challenge. */
export const DESAFIO_HEADER = 'x-desafio';

/** Status of "solve a challenge first" (RFC 6585, Precondition Required). */
export const DESAFIO_STATUS = 428;
