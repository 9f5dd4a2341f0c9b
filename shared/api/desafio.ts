import { z } from 'zod';
import { DESAFIO_MSG } from '../texts/desafio';

/**
 * The proof-of-work challenge (ALTCHA, self-hosted; docs/decisions/0076-hostile-users.md).
 * Actions a stranger could repeat by the thousand ask the client's device for a little work
 * first; the server hands out signed challenges and checks each solution once.
 *
 * - GET /Desafio (public, limited per address) -> Desafio: an ALTCHA v2 challenge (PBKDF2),
 *     HMAC-signed, valid for a few minutes. The renderer's widget fetches and solves it.
 * - An action that needs one answers **428** application/problem+json with `desafio: true`
 *     and detail DESAFIO_MSG.requerido (none sent) or DESAFIO_MSG.invalido (forged, expired or
 *     already used). The client sends the widget's payload (base64 JSON) in the header
 *     DESAFIO_HEADER and repeats the request; a solution works once.
 * - A sign-in refused for a while (growing delays per account and address) answers 429 with
 *     Retry-After and `desafio: true` too: a solved challenge lets the attempt through at once.
 *
 * Where: POST /Usuario/CreateUsuario and POST /FilaVirtual/Unirme always; POST /Security/Login
 * and POST /Puerta/Login after failures (LOGIN_LIMITS); GET /Codigo/Validar and
 * POST /Orden/CrearOrden with a `codigo` after failed codes (CODE_LIMITS).
 */
export { DESAFIO_MSG };

export { DESAFIO_HEADER, DESAFIO_STATUS } from './desafio-header';

export const desafioSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type Desafio = z.infer<typeof desafioSchema>;

/** A problem answer that asks for a challenge (428, or 429 during a sign-in delay). */
export function pideDesafio(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { desafio?: unknown }).desafio === true
  );
}
