import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TicketClaims, TicketPublicKey } from '@shared/api/checkout';
import { drawShortCode } from '@shared/domain/ticket-short-code';

/**
 * Signs ticket codes with Ed25519 (a compact JWS, alg EdDSA) so a door app verifies them
 * offline with the public key (GET /Entrada/ClavePublica, shared/domain/ticket-code.ts).
 */
export interface TicketSigner {
  sign(claims: TicketClaims): string;
  publicJwk: TicketPublicKey;
  /** Draws a ticket's short code (shared/domain/ticket-short-code.ts), issued beside its signed one. */
  shortCode(): string;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * TICKET_SIGNING_KEY (PEM, PKCS#8) when configured; otherwise a key generated once and kept
 * in DATA_DIR, so codes stay valid across restarts. Several instances must share the key
 * (configure it, or share DATA_DIR).
 */
export function resolveTicketSigningKey(configured: string | null, dataDir: string): KeyObject {
  if (configured) return checkEd25519(createPrivateKey(configured));
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'ticket-signing-key.pem');
  if (existsSync(file)) return checkEd25519(createPrivateKey(readFileSync(file, 'utf8')));
  const { privateKey } = generateKeyPairSync('ed25519');
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return privateKey;
}

function checkEd25519(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('TICKET_SIGNING_KEY must be an Ed25519 private key (PEM, PKCS#8)');
  return key;
}

export function createTicketSigner(privateKey: KeyObject): TicketSigner {
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  // RFC 7638 thumbprint: identifies the key when it is rotated.
  const kid = b64url(
    createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest(),
  );
  const header = b64url(JSON.stringify({ alg: 'EdDSA', kid }));
  return {
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' },
    shortCode: () => drawShortCode((n) => randomBytes(n)),
    sign(claims) {
      const input = `${header}.${b64url(JSON.stringify(claims))}`;
      return `${input}.${b64url(sign(null, Buffer.from(input), privateKey))}`;
    },
  };
}
