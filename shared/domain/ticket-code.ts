import { compactVerify, importJWK, type JWK } from 'jose';
import type { TicketClaims } from '../api/checkout';

/**
 * Verifies a ticket code offline (what a door app does with the key of
 * GET /Entrada/ClavePublica): an Ed25519 compact JWS whose payload is the ticket's claims.
 * Null for anything that is not a code signed by that key (tampered, another key, garbage).
 */
export async function verifyTicketCode(code: string, publicJwk: JWK): Promise<TicketClaims | null> {
  try {
    const key = await importJWK(publicJwk, 'EdDSA');
    const { payload, protectedHeader } = await compactVerify(code, key, {
      algorithms: ['EdDSA', 'Ed25519'],
    });
    if (publicJwk.kid && protectedHeader.kid !== publicJwk.kid) return null;
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<TicketClaims>;
    const ints = [claims.idEvento, claims.idFecha, claims.cdTipo, claims.iat];
    if (typeof claims.tid !== 'string' || !ints.every((n) => Number.isInteger(n))) return null;
    return claims as TicketClaims;
  } catch {
    return null;
  }
}
