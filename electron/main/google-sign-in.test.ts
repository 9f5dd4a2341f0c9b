import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createGoogleSignIn } from './google-sign-in';

/**
 * A tiny OAuth 2.0 provider on loopback: the authorization endpoint "signs the user in"
 * at once and redirects to redirect_uri; the token endpoint checks the PKCE verifier
 * against the challenge it saw and returns an ID token carrying the nonce.
 */
async function startProvider(options: { deny?: boolean; tamperState?: boolean } = {}) {
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; nonce: string; clientId: string }
  >();
  const tokenRequests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      const redirect = new URL(p.get('redirect_uri')!);
      redirect.searchParams.set('state', options.tamperState ? 'otro' : p.get('state')!);
      if (options.deny) {
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = `code-${codes.size + 1}`;
        codes.set(code, {
          challenge: p.get('code_challenge')!,
          redirectUri: p.get('redirect_uri')!,
          nonce: p.get('nonce')!,
          clientId: p.get('client_id')!,
        });
        redirect.searchParams.set('code', code);
      }
      res.writeHead(302, { Location: redirect.toString() }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        tokenRequests.push(form);
        const grant = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !grant ||
          form.get('grant_type') !== 'authorization_code' ||
          form.get('redirect_uri') !== grant.redirectUri ||
          form.get('client_id') !== grant.clientId ||
          challenge !== grant.challenge
        ) {
          res
            .writeHead(400, { 'Content-Type': 'application/json' })
            .end('{"error":"invalid_grant"}');
          return;
        }
        const payload = Buffer.from(JSON.stringify({ sub: '1', nonce: grant.nonce })).toString(
          'base64url',
        );
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({ access_token: 'at', id_token: `eyJhbGciOiJub25lIn0.${payload}.firma` }),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    tokenRequests,
    request: {
      clientId: 'pulso-desktop',
      clientSecret: 'no-tan-secreto',
      authorizationEndpoint: `${base}/authorize`,
      tokenEndpoint: `${base}/token`,
    },
  };
}

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** Stands in for the system browser: follows the redirect to the app's loopback listener. */
const pages: string[] = [];
const browser = async (url: string) => {
  const res = await fetch(url);
  pages.push(await res.text());
};

describe('google sign-in (loopback + PKCE)', () => {
  it('returns the ID token and the nonce it was issued for', async () => {
    const provider = await startProvider();
    servers.push(provider.server);
    const opened: string[] = [];
    const signIn = createGoogleSignIn({
      openExternal: async (url) => {
        opened.push(url);
        await browser(url);
      },
    });
    const result = await signIn.signIn(provider.request);

    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const claims = JSON.parse(Buffer.from(result.idToken.split('.')[1]!, 'base64url').toString());
    expect(claims.nonce).toBe(result.nonce);

    const auth = new URL(opened[0]!);
    expect(auth.searchParams.get('response_type')).toBe('code');
    expect(auth.searchParams.get('scope')).toBe('openid email profile');
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const form = provider.tokenRequests[0]!;
    expect(form.get('client_secret')).toBe('no-tan-secreto');
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => pages.at(-1)).toContain('Listo. Ya podés volver a Pulso.');
  });

  it('closes the loopback listener when done', async () => {
    const provider = await startProvider();
    servers.push(provider.server);
    let redirectUri = '';
    const signIn = createGoogleSignIn({
      openExternal: async (url) => {
        redirectUri = new URL(url).searchParams.get('redirect_uri')!;
        await browser(url);
      },
    });
    expect((await signIn.signIn(provider.request)).status).toBe('ok');
    await expect(fetch(`${redirectUri}?code=x&state=y`)).rejects.toThrow();
  });

  it('reports a denied consent as cancelled', async () => {
    const provider = await startProvider({ deny: true });
    servers.push(provider.server);
    const signIn = createGoogleSignIn({ openExternal: browser });
    expect(await signIn.signIn(provider.request)).toEqual({ status: 'cancelled' });
  });

  it('ignores a callback with the wrong state and times out as cancelled', async () => {
    const provider = await startProvider({ tamperState: true });
    servers.push(provider.server);
    const signIn = createGoogleSignIn({ openExternal: browser, timeoutMs: 300 });
    expect(await signIn.signIn(provider.request)).toEqual({ status: 'cancelled' });
    expect(provider.tokenRequests).toHaveLength(0);
  });

  it('reports a failed code exchange with the Spanish message', async () => {
    const provider = await startProvider();
    servers.push(provider.server);
    const signIn = createGoogleSignIn({
      openExternal: browser,
      log: () => {},
      // The token endpoint receives a wrong verifier: PKCE must make it refuse.
      fetch: (input, init) => {
        const body = new URLSearchParams(String(init?.body));
        body.set('code_verifier', 'x'.repeat(43));
        return fetch(input, { ...init, body: body.toString() });
      },
    });
    expect(await signIn.signIn(provider.request)).toEqual({
      status: 'error',
      message: MSG.falloGoogle,
    });
  });

  it('reports a browser that cannot be opened as an error', async () => {
    const provider = await startProvider();
    servers.push(provider.server);
    const signIn = createGoogleSignIn({
      openExternal: async () => {
        throw new Error('sin navegador');
      },
      log: () => {},
    });
    expect(await signIn.signIn(provider.request)).toEqual({
      status: 'error',
      message: MSG.falloGoogle,
    });
  });
});
