import { compactVerify, importJWK, type JWK } from 'jose';
import type { TicketClaims } from '../api/checkout';

/**
 * Verifies a ticket code offline (what a door app does with the key of
 * GET /Entrada/ClavePublica): an Ed25519 compact JWS whose payload is the ticket's claims.
 * Null for anything that is not a code signed by that key (tampered, another key, garbage).
 */
export async function verifyTicketCode(code: string, publicJwk: JWK): Promise<TicketClaims | null> {
  return (await createTicketVerifier(publicJwk))(code);
}

/**
 * The same check with the key imported once: a door verifies thousands of codes with one key.
 * Rejects only when the key itself cannot be imported.
 */
export async function createTicketVerifier(
  publicJwk: JWK,
): Promise<(code: string) => Promise<TicketClaims | null>> {
  const key = await importJWK(publicJwk, 'EdDSA');
  return (code) => verifyWith(key, publicJwk.kid, code);
}

async function verifyWith(
  key: Awaited<ReturnType<typeof importJWK>>,
  kid: string | undefined,
  code: string,
): Promise<TicketClaims | null> {
  try {
    const { payload, protectedHeader } = await compactVerify(code, key, {
      algorithms: ['EdDSA', 'Ed25519'],
    });
    if (kid && protectedHeader.kid !== kid) return null;
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<TicketClaims>;
    const ints = [claims.idEvento, claims.idFecha, claims.cdTipo, claims.iat];
    if (typeof claims.tid !== 'string' || !ints.every((n) => Number.isInteger(n))) return null;
    return claims as TicketClaims;
  } catch {
    return null;
  }
}
