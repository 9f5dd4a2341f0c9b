import { createHash } from 'node:crypto';

/**
 * Runs in a server-rendered page: once the page has loaded (text, styles and its first image,
 * all readable already), preloads the app's chunks and starts it. The script asks for nothing
 * before then, so on a slow phone connection the page's bytes come first and the app after;
 * links work meanwhile, being plain links. Fixed text, so the CSP allows it by its hash.
 */
export const DEFERRED_ENTRY_SCRIPT =
  "(function(){var d=document,s=d.currentScript;function go(){s.dataset.preload.split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var e=d.createElement('script');e.type='module';e.src=s.dataset.entry;d.head.appendChild(e)}if(d.readyState==='complete')go();else addEventListener('load',go)})()";

/** The CSP source that allows exactly that script. */
export const DEFERRED_ENTRY_CSP = `'sha256-${createHash('sha256').update(DEFERRED_ENTRY_SCRIPT).digest('base64')}'`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/** The page with its entry script and module preloads replaced by the deferred start. */
export function withDeferredEntry(html: string): string {
  const entry = html.match(ENTRY)?.[1];
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html.replace(ENTRY, '').replace(MODULE_PRELOAD, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return rest.replace(
    '</body>',
    `  <script data-entry="${entry}" data-preload="${preloads.join(' ')}">${DEFERRED_ENTRY_SCRIPT}</script>\n  </body>`,
  );
}
