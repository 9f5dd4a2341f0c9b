import { SignJWT, jwtVerify } from 'jose';

/** Signed session tokens: the JWT only names a session row; the row decides if it is alive. */
export interface TokenSigner {
  sign(sessionId: string, userId: number, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<{ sessionId: string; userId: number } | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: given the raw bytes, jose imports an HMAC key on every call, which was most
  // of the cost of checking a session (issue 12's profile of GET /Security/Me).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (sessionId, userId, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer('pulso')
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: 'pulso',
          algorithms: ['HS256'],
        });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
        return { sessionId: payload.sid, userId };
      } catch {
        return null;
      }
    },
  };
}
