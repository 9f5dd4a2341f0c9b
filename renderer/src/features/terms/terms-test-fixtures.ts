import type { PickedFile } from '@shared/platform';
import { vi } from 'vitest';
import type { PdfHandle } from './pdf-render';

/** The bytes a stored terms file answers with: a PDF header and a name to tell files apart. */
export const pdfBytes = (name: string) => new TextEncoder().encode(`%PDF-1.7 ${name}`);

export const PDF: PickedFile = {
  name: 'terminos.pdf',
  mime: 'application/pdf',
  size: 12,
  bytes: pdfBytes('nuevo'),
};

/**
 * Stands in for pdf.js (jsdom draws no canvas): one page whose text names the file it was
 * given, so a test sees which PDF the page shows.
 */
export const fakeOpenPdf = vi.fn(async (data: Uint8Array): Promise<PdfHandle> => {
  const name = new TextDecoder().decode(data).replace('%PDF-1.7 ', '');
  return {
    numPages: 1,
    renderPage: async () => undefined,
    pageText: async () => `Texto del PDF ${name}`,
    destroy: () => undefined,
  };
});
