import { createContext, useContext } from 'react';
import { getPlatform } from '../platform';

const ServerSiteOrigin = createContext<string | null>(null);

/** Set by the server's page renderer: the site's address as the request named it. */
export const ServerSiteOriginProvider = ServerSiteOrigin.Provider;

/**
 * The website's origin, for links that leave the app (calendar entries, shares). In the browser
 * it comes from the API base (on the desktop, the server's URL); on the server, from the request.
 */
export function useSiteOrigin(): string {
  const fromServer = useContext(ServerSiteOrigin);
  if (fromServer) return fromServer;
  return new URL(getPlatform().apiBase, window.location.href).origin;
}
