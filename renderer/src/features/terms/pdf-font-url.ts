/**
 * pdf.js's 14 standard fonts (Helvetica, Times, Courier, Symbol, ZapfDingbats...) sit in
 * `standard_fonts/` one folder above its worker, in pdfjs-dist itself (which the dev server
 * serves as is) and in our web and desktop builds (vite.pdfjs.config.ts copies them beside
 * `assets/`, where the worker is).
 *
 * So the viewer's `standardFontDataUrl` (absolute, with the trailing slash pdf.js wants) comes
 * from the worker's address: it holds on the website (`/assets/…`), on the desktop's
 * app://pulso (asset URLs relative to the bundle) and on any client route.
 */
export function standardFontDataUrl(workerUrl: string, baseURI: string): string {
  return new URL('../standard_fonts/', new URL(workerUrl, baseURI)).href;
}
