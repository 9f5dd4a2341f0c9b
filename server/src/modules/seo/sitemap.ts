import { ROUTES, routePath } from '@shared/routes';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The public pages search engines should list: the site's lists and every public item. */
export function sitemapXml(
  site: string,
  ids: { eventos: number[]; artistas: number[]; noticias: number[] },
): string {
  const paths = [
    routePath('home'),
    ROUTES.artistas.path,
    ROUTES.noticias.path,
    ...ids.eventos.map((id) => routePath('evento', { id })),
    ...ids.artistas.map((id) => routePath('artista', { id })),
    ...ids.noticias.map((id) => routePath('noticia', { id })),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${site}${p}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Crawlers keep out of the API, the door app and every screen that needs a session (the route
 * table's roles), so a listing never points at a sign-in wall.
 */
export function robotsTxt(site: string): string {
  const privateRoutes = Object.values(ROUTES)
    .filter((r) => r.roles !== null)
    .map((r) => r.path.replace(/\/:\w+$/, ''));
  const disallow = [
    '/api/',
    '/puerta/',
    ROUTES.login.path,
    ROUTES.register.path,
    ROUTES.googleCallback.path,
    // Open so a shared link reaches it, but a sign-in wall for guests (issue 12).
    ROUTES.filaVirtual.path.replace(/:\w+$/, ''),
    // A transfer link carries its secret in the path (issue 13).
    ROUTES.transferencia.path.replace(/:\w+$/, ''),
    // So does a withdrawal's confirmation link (docs/decisions/0076-hostile-users.md).
    ROUTES.arrepentimientoConfirmar.path.replace(/:\w+$/, ''),
    ...new Set(privateRoutes),
  ];
  return [
    'User-agent: *',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}
