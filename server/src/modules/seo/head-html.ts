import { CARD } from '../../media/media-variants';
import type { PageMeta } from './page-meta';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script>: no "</script>" or HTML comment can close it early. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The tags of a page's head: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:site_name" content="Pulso" />`,
    `<meta property="og:locale" content="es_AR" />`,
    `<meta property="og:type" content="${meta.type === 'event' ? 'website' : meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.status === 404) tags.push(`<meta name="robots" content="noindex" />`);
  if (meta.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
      `<meta property="og:image:width" content="${CARD.width}" />`,
      `<meta property="og:image:height" content="${CARD.height}" />`,
      `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
    );
  }
  if (meta.preload)
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(meta.preload.srcset)}" imagesizes="${escapeHtml(meta.preload.sizes)}" />`,
    );
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's head: its <title> and description are replaced, the rest added
 * before </head>. The shell must keep exactly one of each (renderer/index.html).
 */
export function withHead(indexHtml: string, meta: PageMeta): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${headTags(meta)}\n  </head>`);
}
