// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { getDocument } = vi.hoisted(() => ({ getDocument: vi.fn() }));
vi.mock('pdfjs-dist', () => ({ getDocument, GlobalWorkerOptions: {} }));

beforeEach(() => {
  getDocument.mockReset();
  getDocument.mockReturnValue({ promise: Promise.resolve({ numPages: 1 }), destroy: vi.fn() });
});

describe('openPdf', () => {
  it("draws fonts a PDF does not embed with pdf.js's own copies, beside its worker", async () => {
    const { openPdf } = await import('./pdf-render');
    const { GlobalWorkerOptions } = await import('pdfjs-dist');
    await openPdf(new Uint8Array([1]));
    const [params] = getDocument.mock.calls[0]! as [Record<string, unknown>];
    // On the dev server (as here) the worker is the package's file: the fonts are its folder.
    const worker = new URL(
      (GlobalWorkerOptions as { workerSrc: string }).workerSrc,
      document.baseURI,
    );
    expect(worker.pathname).toMatch(/\/pdfjs-dist\/build\/pdf\.worker\.min\.mjs$/);
    expect(params).toMatchObject({
      standardFontDataUrl: new URL('../standard_fonts/', worker).href,
      useSystemFonts: false,
    });
    expect(params.standardFontDataUrl).toMatch(/\/pdfjs-dist\/standard_fonts\/$/);
  });
});
