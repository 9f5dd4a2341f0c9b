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
  // A token verified once stays verified until it expires: its signature cannot change. After
  // the session cache, checking the HMAC was most of what GET /Security/Me had left to do.
  const verified = new Map<string, { sessionId: string; userId: number; expMs: number }>();
  const MAX_VERIFIED = 50_000;
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
      const known = verified.get(token);
      if (known) {
        if (known.expMs > Date.now()) return { sessionId: known.sessionId, userId: known.userId };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: 'pulso',
          algorithms: ['HS256'],
        });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
          verified.set(token, { sessionId: payload.sid, userId, expMs: payload.exp * 1000 });
        }
        return { sessionId: payload.sid, userId };
      } catch {
        return null;
      }
    },
  };
}
