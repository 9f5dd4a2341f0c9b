import { SignJWT, jwtVerify } from 'jose';

/** Signed session tokens: the JWT only names a session row; the row decides if it is alive. */
export interface TokenSigner {
  sign(sessionId: string, userId: number, expiresAt: Date): Promise<string>;
  verify(token: string): Promise<{ sessionId: string; userId: number } | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (sessionId, userId, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer('pulso')
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'pulso', algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
        return { sessionId: payload.sid, userId };
      } catch {
        return null;
      }
    },
  };
}
