import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Desafio } from '@shared/api/desafio';
import type { AttemptCounter } from '../../plugins/rate-limit-store';

/** How hard and how long a challenge is (config `challenge`, README "Configuration"). */
export interface DesafioSettings {
  /** HMAC key signing challenges (CHALLENGE_HMAC_KEY, else derived from the JWT secret). */
  hmacKey: string;
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The answer is drawn between 40 % of this and this: the tries a device makes on average. */
  maxCounter: number;
  /** Seconds a challenge can be solved and used in. */
  ttlSeconds: number;
}

export type Verdict = 'ok' | 'falta' | 'invalido';

const ALGORITHM = 'PBKDF2/SHA-256';

/** The key that signs challenges, when none is configured: apart from the session key. */
export const deriveDesafioKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('pulso-desafio').digest('base64url');

/**
 * ALTCHA challenges, self-hosted (altcha-lib, proof-of-work v2 in its deterministic mode: the
 * server draws the answer and signs the key it leads to, so checking costs one derivation).
 * A solution is good once: its challenge's nonce is remembered in `used` (the rate limits'
 * store: Redis when configured, so every instance refuses a replay) until it expires. Like
 * the rate limits, a Redis outage lets a replay through rather than refusing everyone.
 */
export function createDesafioService(settings: DesafioSettings, used: AttemptCounter) {
  const keySecret = createHmac('sha256', settings.hmacKey).update('key-signature').digest('hex');
  return {
    settings,
    async crear(): Promise<Desafio> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.maxCounter, Math.ceil(settings.maxCounter * 0.4)),
        deriveKey,
        hmacSignatureSecret: settings.hmacKey,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(Date.now() + settings.ttlSeconds * 1000),
      });
      return challenge as Desafio;
    },

    /** The header's payload (base64 JSON of the widget), checked and spent. */
    async verificar(header: string | undefined): Promise<Verdict> {
      if (!header) return 'falta';
      const payload = parsePayload(header);
      if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return 'invalido';
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: settings.hmacKey,
          hmacKeySignatureSecret: keySecret,
        });
        // Signed challenges only carry an expiry (createChallenge above always sets one).
        if (!result.verified || !payload.challenge.parameters.expiresAt) return 'invalido';
      } catch {
        return 'invalido';
      }
      const id = createHash('sha256')
        .update(payload.challenge.parameters.nonce)
        .digest('base64url');
      const { count } = await used.hit(id);
      return count <= 1 ? 'ok' : 'invalido';
    },
  };
}

export type DesafioService = ReturnType<typeof createDesafioService>;

/** At most this long a header is read (a challenge and its solution take about 700 bytes). */
const MAX_PAYLOAD = 4096;

function parsePayload(header: string): Payload | null {
  if (header.length > MAX_PAYLOAD) return null;
  try {
    const p = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
    const ok =
      typeof p?.challenge?.parameters?.nonce === 'string' &&
      typeof p.challenge.signature === 'string' &&
      typeof p.solution?.counter === 'number' &&
      typeof p.solution.derivedKey === 'string';
    return ok ? p : null;
  } catch {
    return null;
  }
}
