import type { PublicConfig } from '@shared/api/session';
import type { GoogleSignInRequest, Platform } from '@shared/platform';

/**
 * Which OAuth client signs in on this target: the web client (popup, implicit flow) or the
 * desktop installed-app client (system browser, PKCE). Null hides the Google button.
 */
export function googleRequest(
  config: PublicConfig | undefined,
  target: Platform['target'],
): GoogleSignInRequest | null {
  const google = config?.google;
  if (!google) return null;
  const endpoints = {
    authorizationEndpoint: google.authorizationEndpoint,
    tokenEndpoint: google.tokenEndpoint,
  };
  if (target === 'desktop') {
    if (!google.desktopClientId) return null;
    return {
      clientId: google.desktopClientId,
      clientSecret: google.desktopClientSecret,
      ...endpoints,
    };
  }
  return { clientId: google.clientId, clientSecret: null, ...endpoints };
}
