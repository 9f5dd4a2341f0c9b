import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The token an admitted account shows when it orders tickets of a high-demand day: an HS256
 * JWT with the server's JWT secret, audience `pulso-fila` (a session token has none, so one
 * can never pass for the other), subject the account, `fec` the day, `exp` the admission's
 * end. Checked against the app's clock (tests move it).
 */
export interface Admission {
  idUsuario: number;
  idFecha: number;
  /** The token is genuine but its admission ended. */
  vencida: boolean;
}

export interface AdmissionTokens {
  sign(idUsuario: number, idFecha: number, expira: Date): Promise<string>;
  /** Genuine admissions among the tokens (forged or malformed ones are left out). */
  verify(tokens: ReadonlyArray<string>, now: Date): Promise<Admission[]>;
}

const ISSUER = 'pulso';
const AUDIENCE = 'pulso-fila';
/** An order spans at most a few days; more tokens than this are not read. */
const MAX_TOKENS = 8;

function admissionOf(payload: { sub?: unknown; fec?: unknown }, vencida: boolean) {
  const idUsuario = Number(payload.sub);
  const idFecha = payload.fec;
  if (!Number.isInteger(idUsuario) || typeof idFecha !== 'number' || !Number.isInteger(idFecha))
    return null;
  return { idUsuario, idFecha, vencida };
}

export function createAdmissionTokens(secret: string): AdmissionTokens {
  // Imported once (see modules/security/tokens.ts).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  async function verifyOne(token: string, now: Date): Promise<Admission | null> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['exp', 'sub'],
      });
      return admissionOf(payload, false);
    } catch (err) {
      // jose checks the signature, issuer and audience before the expiry.
      if (err instanceof errors.JWTExpired) return admissionOf(err.payload, true);
      return null;
    }
  }

  return {
    sign: async (idUsuario, idFecha, expira) =>
      new SignJWT({ fec: idFecha })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(idUsuario))
        .setExpirationTime(Math.floor(expira.getTime() / 1000))
        .sign(await key),
    async verify(tokens, now) {
      const found = await Promise.all(
        tokens.slice(0, MAX_TOKENS).map((token) => verifyOne(token, now)),
      );
      return found.filter((a): a is Admission => a !== null);
    },
  };
}

/** The tokens of an `x-admision` header: separated by commas or spaces (repeated headers too). */
export function admissionTokensOf(header: string | string[] | undefined): string[] {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
}
