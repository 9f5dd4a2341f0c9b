import type { ServerRenderedPage } from '@shared/api/server-render';

/**
 * Each server-rendered screen's module, as the web build's manifest names it: the server links
 * its CSS and chunks from the HTML head. routes.tsx imports the same files (a test checks).
 */
export const PAGE_MODULES: Record<ServerRenderedPage, string> = {
  home: 'src/features/home/home-page.tsx',
  evento: 'src/features/events/evento-page.tsx',
  artistas: 'src/features/artists/artistas-page.tsx',
  artista: 'src/features/artists/artista-page.tsx',
  noticias: 'src/features/news/noticias-page.tsx',
  noticia: 'src/features/news/noticia-page.tsx',
};
