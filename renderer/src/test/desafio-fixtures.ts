import { DESAFIO_HEADER } from '@shared/api/desafio-header';

/**
 * A proof-of-work challenge as GET /Desafio hands it out (shared/api/desafio.ts), easy (one
 * PBKDF2 round per try, about 16 tries) so the real widget solves it in a screen test in
 * milliseconds. Unsigned: the fake network does not verify, the server's tests do.
 */
export function easyChallenge() {
  const hex = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: hex(),
      salt: hex(),
      cost: 1,
      keyLength: 32,
      keyPrefix: '0',
    },
    signature: 'prueba',
  };
}

/** The solved challenge a request carried in its x-desafio header, decoded, or null. */
export function desafioOf(request: Request): {
  challenge: ReturnType<typeof easyChallenge>;
  solution: { counter: number; derivedKey: string };
} | null {
  const header = request.headers.get(DESAFIO_HEADER);
  return header ? JSON.parse(atob(header)) : null;
}
