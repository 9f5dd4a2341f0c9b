import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface GoogleVerifierOptions {
  jwksUrl: string;
  issuers: string[];
  /** Every client id whose tokens Pulso accepts (web and desktop). */
  audiences: string[];
}

/**
 * Verifies a Google ID token on the server: signature against the provider's JWKS, issuer,
 * audience, expiry, a verified e-mail and, when the client sent one, the nonce it generated.
 */
export function createGoogleVerifier(opts: GoogleVerifierOptions) {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000 });
  return async function verify(idToken: string, nonce?: string): Promise<GoogleIdentity | null> {
    if (opts.audiences.length === 0) return null;
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: opts.issuers,
        audience: opts.audiences,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 30,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (payload.email_verified !== true && payload.email_verified !== 'true') return null;
      if (nonce !== undefined && payload.nonce !== nonce) return null;
      return {
        sub: payload.sub,
        email: payload.email,
        givenName: typeof payload.given_name === 'string' ? payload.given_name : '',
        familyName: typeof payload.family_name === 'string' ? payload.family_name : '',
      };
    } catch {
      return null;
    }
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
