import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@shared/messages';
import type { GoogleSignInRequest, GoogleSignInResult } from '@shared/platform';

/**
 * Desktop Google sign-in through the system browser: Google refuses embedded browsers, so
 * this is OAuth 2.0 for native apps (RFC 8252): authorization code + PKCE S256, redirect to
 * a one-shot loopback listener on 127.0.0.1. The ID token it returns goes to the same
 * server endpoint the website uses; the server verifies it (and the nonce).
 */

export interface GoogleSignInDeps {
  /** Opens the URL in the system browser (shell.openExternal in the app). */
  openExternal(url: string): Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string) => void;
}

export const SIGN_IN_TIMEOUT_MS = 5 * 60 * 1000;
const CALLBACK_PATH = '/callback';

const base64url = (bytes: Buffer): string => bytes.toString('base64url');
const randomToken = (): string => base64url(randomBytes(32));

export function pkceChallenge(verifier: string): string {
  return base64url(createHash('sha256').update(verifier).digest());
}

function page(title: string, text: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:3rem"><h1>${title}</h1><p>${text}</p></body></html>`;
}

const DONE_PAGE = page('Pulso', 'Listo. Ya podés volver a Pulso.');
const FAILED_PAGE = page('Pulso', `${MSG.falloGoogle}. Volvé a Pulso e intentá de nuevo.`);

function reply(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(html);
}

export function createGoogleSignIn(deps: GoogleSignInDeps) {
  const doFetch = deps.fetch ?? globalThis.fetch;
  const timeoutMs = deps.timeoutMs ?? SIGN_IN_TIMEOUT_MS;
  const log = deps.log ?? ((message: string) => console.warn(message));
  /** Only one flow at a time: starting a new one cancels the previous listener. */
  let cancelCurrent: (() => void) | null = null;

  async function exchange(
    request: GoogleSignInRequest,
    code: string,
    redirectUri: string,
    verifier: string,
  ) {
    const form = new URLSearchParams({
      code,
      client_id: request.clientId,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
      code_verifier: verifier,
    });
    if (request.clientSecret) form.set('client_secret', request.clientSecret);
    const res = await doFetch(request.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
    const body = (await res.json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string' || body.id_token.length === 0)
      throw new Error('no id_token in response');
    return body.id_token;
  }

  async function signIn(request: GoogleSignInRequest): Promise<GoogleSignInResult> {
    cancelCurrent?.();
    const verifier = randomToken();
    const state = randomToken();
    const nonce = randomToken();

    return new Promise<GoogleSignInResult>((resolve) => {
      let settled = false;
      let redirectUri = '';
      const server = createServer((req, res) => void onRequest(req, res));
      const timer = setTimeout(() => finish({ status: 'cancelled' }), timeoutMs);

      function finish(result: GoogleSignInResult): void {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (cancelCurrent === cancel) cancelCurrent = null;
        server.close();
        server.closeIdleConnections();
        resolve(result);
      }
      const cancel = () => finish({ status: 'cancelled' });
      cancelCurrent = cancel;

      async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
        const url = new URL(req.url ?? '/', redirectUri);
        if (req.method !== 'GET' || url.pathname !== CALLBACK_PATH || settled) {
          reply(res, 404, page('Pulso', 'No encontrado.'));
          return;
        }
        // A request without our state is not our browser's redirect (another local page
        // probing the port): refuse it and keep waiting for the real one.
        if (url.searchParams.get('state') !== state) {
          reply(res, 400, FAILED_PAGE);
          return;
        }
        const error = url.searchParams.get('error');
        if (error) {
          reply(res, 200, FAILED_PAGE);
          finish(
            error === 'access_denied'
              ? { status: 'cancelled' }
              : { status: 'error', message: MSG.falloGoogle },
          );
          return;
        }
        const code = url.searchParams.get('code');
        if (!code) {
          reply(res, 400, FAILED_PAGE);
          finish({ status: 'error', message: MSG.falloGoogle });
          return;
        }
        try {
          const idToken = await exchange(request, code, redirectUri, verifier);
          reply(res, 200, DONE_PAGE);
          finish({ status: 'ok', idToken, nonce });
        } catch (err) {
          log(`[pulso] Google sign-in: ${err instanceof Error ? err.message : String(err)}`);
          reply(res, 502, FAILED_PAGE);
          finish({ status: 'error', message: MSG.falloGoogle });
        }
      }

      server.on('error', (err) => {
        log(`[pulso] Google sign-in listener: ${err.message}`);
        finish({ status: 'error', message: MSG.falloGoogle });
      });

      // Port 0: the OS picks a free port; loopback redirects may use any port (RFC 8252 §7.3).
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        redirectUri = `http://127.0.0.1:${port}${CALLBACK_PATH}`;
        const auth = new URL(request.authorizationEndpoint);
        const params = {
          client_id: request.clientId,
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: 'openid email profile',
          code_challenge: pkceChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
          prompt: 'select_account',
        };
        for (const [key, value] of Object.entries(params)) auth.searchParams.set(key, value);
        deps.openExternal(auth.toString()).catch((err: unknown) => {
          log(
            `[pulso] Google sign-in: could not open the browser: ${err instanceof Error ? err.message : String(err)}`,
          );
          finish({ status: 'error', message: MSG.falloGoogle });
        });
      });
    });
  }

  return { signIn };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
