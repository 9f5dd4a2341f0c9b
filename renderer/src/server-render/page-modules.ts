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

/**
 * The sign-in dialog's modules (app/layout/app-layout.tsx loads both on the first "Ingresar"):
 * 6 to 10 files, 165 KB gzip, seconds on a slow phone link (vite.web.config.ts groups them). A
 * server-rendered page asks for them after the app's own chunks, so the dialog answers a guest's
 * tap at once (docs/decisions/0077-first-tap-and-page-start.md).
 */
export const SIGN_IN_DIALOG_MODULES = [
  'src/features/auth/login-modal.tsx',
  'src/ui/antd-scope.tsx',
];
