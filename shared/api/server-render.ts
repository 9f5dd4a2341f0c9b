import type { RouteKey } from '../routes';

/**
 * The contract between the server and the renderer's server bundle (dist/ssr, issue 11): a
 * public page rendered to HTML by the same React components, and the API answers it used, which
 * the browser's store starts from so hydration fetches nothing again.
 */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The serialisable store state (the API cache) the page was rendered from. */
  state: unknown;
  /** The screen the address matched; its chunk and CSS are linked from the head. */
  page: RouteKey;
}

/**
 * Renders an address (path and query) of the site at `siteOrigin` (links that leave the page
 * need it); null when it is not a server-rendered page.
 */
export type RenderPage = (url: string, siteOrigin: string) => Promise<RenderedPage | null>;

/**
 * What dist/ssr/render-page.js exports. `apiFetch` answers the renderer's API requests (the
 * server injects them into itself, so a page costs no network round trip).
 */
export type CreatePageRenderer = (apiFetch: (request: Request) => Promise<Response>) => RenderPage;

/** The screens rendered on the server: the public pages guests and crawlers open. */
export const SERVER_RENDERED_PAGES = [
  'home',
  'evento',
  'artistas',
  'artista',
  'noticias',
  'noticia',
] as const satisfies readonly RouteKey[];

export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/** Id of the inline JSON script holding RenderedPage.state. */
export const SERVER_STATE_ID = 'pulso-server-state';
