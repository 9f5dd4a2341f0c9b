import type { GoogleSignInRequest, GoogleSignInResult } from '@shared/platform';
import { ROUTES } from '@shared/routes';

/**
 * Web Google sign-in: OpenID Connect implicit flow (response_type=id_token) in a popup that
 * returns to /auth/google on this origin. The callback page hands the ID token back with
 * postMessage to its opener and, because a provider's Cross-Origin-Opener-Policy can sever
 * `window.opener`, also over a same-origin BroadcastChannel. The opener checks the state.
 */
export const GOOGLE_MESSAGE_TYPE = 'pulso:google-sign-in';
const CHANNEL_NAME = 'pulso-google-sign-in';
/** How long a popup may stay open before the attempt counts as abandoned. */
const ATTEMPT_TIMEOUT_MS = 5 * 60 * 1000;

export interface GoogleCallbackMessage {
  type: typeof GOOGLE_MESSAGE_TYPE;
  idToken: string | null;
  state: string | null;
  error: string | null;
}

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function googleRedirectUri(): string {
  return `${window.location.origin}${ROUTES.googleCallback.path}`;
}

export function buildAuthorizationUrl(
  request: Pick<GoogleSignInRequest, 'clientId' | 'authorizationEndpoint'>,
  nonce: string,
  state: string,
): string {
  const url = new URL(request.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: googleRedirectUri(),
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce,
    state,
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

function isCallbackMessage(data: unknown): data is GoogleCallbackMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === GOOGLE_MESSAGE_TYPE
  );
}

let abortPrevious: (() => void) | null = null;

/** Must be called from a click handler, or the browser blocks the popup. */
export function signInWithGooglePopup(request: GoogleSignInRequest): Promise<GoogleSignInResult> {
  abortPrevious?.();
  const nonce = randomToken();
  const state = randomToken();
  const popup = window.open(
    buildAuthorizationUrl(request, nonce, state),
    'pulso-google',
    'popup,width=500,height=640',
  );
  if (!popup) return Promise.resolve({ status: 'error', message: 'popup-blocked' });

  return new Promise((resolve) => {
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    const finish = (result: GoogleSignInResult) => {
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
      window.clearTimeout(timer);
      abortPrevious = null;
      resolve(result);
    };
    const handle = (data: unknown) => {
      if (!isCallbackMessage(data) || data.state !== state) return;
      if (data.idToken) finish({ status: 'ok', idToken: data.idToken, nonce });
      else finish({ status: 'error', message: data.error ?? 'no-id-token' });
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      handle(event.data);
    };
    window.addEventListener('message', onWindowMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => handle(event.data);
    const timer = window.setTimeout(() => finish({ status: 'cancelled' }), ATTEMPT_TIMEOUT_MS);
    abortPrevious = () => finish({ status: 'cancelled' });
  });
}

/** Callback side: reads the fragment the provider appended and hands it to the opener. */
export function deliverGoogleCallback(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const message: GoogleCallbackMessage = {
    type: GOOGLE_MESSAGE_TYPE,
    idToken: params.get('id_token'),
    state: params.get('state'),
    error: params.get('error'),
  };
  let delivered = false;
  if (window.opener && window.opener !== window) {
    // Target origin = ours: the token is never handed to a page of another origin.
    (window.opener as Window).postMessage(message, window.location.origin);
    delivered = true;
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
    delivered = true;
  }
  return delivered;
}
