import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * A local OpenID Connect identity provider on loopback, standing in for Google in tests with
 * the same protocol: JWKS, an authorization endpoint (implicit id_token and code + PKCE) and a
 * token endpoint. It signs ID tokens with its own RSA key.
 */
export interface IdpIdentity {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

export interface LocalIdp {
  issuer: string;
  jwksUrl: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** The identity the next authorization approves (as if that person chose their account). */
  setIdentity(identity: IdpIdentity): void;
  signIdToken(
    claims: Record<string, unknown>,
    opts?: { audience?: string; expiresIn?: string; foreignKey?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string;
  identity: IdpIdentity;
}

export async function startLocalIdp(opts: {
  clientIds: string[];
  port?: number;
}): Promise<LocalIdp> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let identity: IdpIdentity = {
    sub: 'idp-user-1',
    email: 'google.user@pulso.test',
    given_name: 'Gise',
    family_name: 'Google',
  };
  const codes = new Map<string, PendingCode>();
  let issuer = '';

  async function signIdToken(
    claims: Record<string, unknown>,
    o: { audience?: string; expiresIn?: string; foreignKey?: boolean } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience(o.audience ?? opts.clientIds[0]!)
      .setIssuedAt()
      .setExpirationTime(o.expiresIn ?? '10m')
      .sign(o.foreignKey ? foreign.privateKey : privateKey);
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
    if (url.pathname === '/__control/identity' && req.method === 'POST') {
      // Lets a test in another process choose who "signs in" next.
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        identity = JSON.parse(raw) as IdpIdentity;
        send(204, '');
      });
      return;
    }
    if (url.pathname === '/authorize') {
      const clientId = url.searchParams.get('client_id') ?? '';
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      const nonce = url.searchParams.get('nonce') ?? undefined;
      if (!opts.clientIds.includes(clientId) || !/^https?:\/\//.test(redirectUri)) {
        return send(400, { error: 'invalid_request' });
      }
      const responseType = url.searchParams.get('response_type');
      if (responseType === 'id_token') {
        void signIdToken({ ...identity, nonce }, { audience: clientId }).then((idToken) => {
          const target = `${redirectUri}#id_token=${encodeURIComponent(idToken)}&state=${encodeURIComponent(state)}`;
          res.writeHead(302, { location: target });
          res.end();
        });
        return;
      }
      if (responseType === 'code') {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          clientId,
          redirectUri,
          nonce,
          challenge: url.searchParams.get('code_challenge') ?? '',
          identity,
        });
        res.writeHead(302, {
          location: `${redirectUri}?code=${code}&state=${encodeURIComponent(state)}`,
        });
        res.end();
        return;
      }
      return send(400, { error: 'unsupported_response_type' });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        const pending = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !pending ||
          pending.clientId !== form.get('client_id') ||
          pending.redirectUri !== form.get('redirect_uri') ||
          pending.challenge !== challenge
        ) {
          return send(400, { error: 'invalid_grant' });
        }
        codes.delete(form.get('code')!);
        void signIdToken(
          { ...pending.identity, nonce: pending.nonce },
          { audience: pending.clientId },
        ).then((idToken) =>
          send(200, {
            id_token: idToken,
            access_token: 'local',
            token_type: 'Bearer',
            expires_in: 3600,
          }),
        );
      });
      return;
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    authorizationEndpoint: `${issuer}/authorize`,
    tokenEndpoint: `${issuer}/token`,
    setIdentity: (i) => {
      identity = i;
    },
    signIdToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
