import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { standardFontDataUrl } from './pdf-font-url';

/**
 * pdf.js, loaded only by the screens that show a PDF (pdf-viewer.tsx imports this module on
 * demand, so neither pdf.js nor its worker is in the first download).
 *
 * The worker is a file of our own build (Vite's `?url`), so it comes from the page's origin:
 * the website's CSP (worker-src falls back to script-src 'self') and the desktop's
 * (`worker-src 'self' blob:` on app://pulso) both admit it without loosening anything. So
 * do the standard fonts (pdf-font-url.ts), fetched from the page's origin (connect-src 'self').
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfHandle {
  numPages: number;
  /** Draws page `n` (1-based) `cssWidth` pixels wide, sharp on high-density screens. */
  renderPage(
    n: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
    signal: AbortSignal,
  ): Promise<void>;
  /** The page's text, for screen readers (the canvas itself says nothing). */
  pageText(n: number): Promise<string>;
  destroy(): void;
}

/**
 * Opens a PDF from its bytes. The caller fetches them itself: one plain GET (no range or
 * streaming requests across origins from the desktop app), and the HTTP status stays visible
 * to the page for its messages.
 */
export async function openPdf(data: Uint8Array): Promise<PdfHandle> {
  const task = getDocument({
    data,
    stopAtErrors: false,
    // A PDF that names a standard font without embedding it (pdf-lib's StandardFonts, many
    // generated PDFs) is drawn with pdf.js's own copy of it, shipped with our build, never
    // with whatever the machine has under that name: same letters and widths everywhere.
    standardFontDataUrl: standardFontDataUrl(workerUrl, document.baseURI),
    useSystemFonts: false,
  });
  const doc = await task.promise;
  return {
    numPages: doc.numPages,
    async renderPage(n, canvas, cssWidth, signal) {
      const page = await doc.getPage(n);
      if (signal.aborted) return;
      const scale = cssWidth / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const render = page.render({ canvas, viewport });
      const cancel = () => render.cancel();
      signal.addEventListener('abort', cancel, { once: true });
      try {
        await render.promise;
      } finally {
        signal.removeEventListener('abort', cancel);
      }
    },
    async pageText(n) {
      const content = await (await doc.getPage(n)).getTextContent();
      return content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .trim();
    },
    destroy() {
      void task.destroy();
    },
  };
}
