import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { standardFontDataUrl } from './renderer/src/features/terms/pdf-font-url';
import { PDFJS_STANDARD_FONTS_DIR, pdfjsStandardFonts } from './vite.pdfjs.config';

const require = createRequire(import.meta.url);
const WORKER_FILE = require.resolve('pdfjs-dist/build/pdf.worker.min.mjs');

/** Every font file the worker we ship may ask for (its standard-name → file table). */
const requested = [
  ...new Set(readFileSync(WORKER_FILE, 'utf8').match(/[\w-]+\.(?:pfb|ttf)(?=["'])/g)),
];

type Hook = Plugin['configResolved'] | Plugin['generateBundle'];
const call = (hook: Hook, self: unknown, ...args: unknown[]) =>
  ((typeof hook === 'function' ? hook : hook!.handler) as (...a: unknown[]) => void).apply(
    self,
    args,
  );

/** What a build's output gets from the plugin: file name → bytes. */
function emitted(assetsDir = 'assets'): Map<string, Uint8Array> {
  const plugin = pdfjsStandardFonts();
  const files = new Map<string, Uint8Array>();
  call(plugin.configResolved, {}, { build: { assetsDir } });
  call(
    plugin.generateBundle,
    {
      emitFile: (file: { fileName: string; source: Uint8Array }) => {
        files.set(file.fileName, file.source);
        return file.fileName;
      },
    },
    {},
    {},
    false,
  );
  return files;
}

describe("pdf.js's standard fonts in the renderer builds", () => {
  it('the build carries every font the worker may ask for, byte for byte, with the licences', () => {
    expect(requested).toEqual(
      expect.arrayContaining(['LiberationSans-Regular.ttf', 'FoxitSerif.pfb', 'FoxitSymbol.pfb']),
    );
    const files = emitted();
    for (const name of requested)
      expect(
        Buffer.from(files.get(`standard_fonts/${name}`) ?? []).equals(
          readFileSync(path.join(PDFJS_STANDARD_FONTS_DIR, name)),
        ),
        name,
      ).toBe(true);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['standard_fonts/LICENSE_FOXIT', 'standard_fonts/LICENSE_LIBERATION']),
    );
  });

  it("the viewer's standardFontDataUrl lands on them on the website and the desktop, from any route", () => {
    const files = emitted();
    for (const { origin, worker, page } of [
      // The website: absolute asset URLs.
      {
        origin: 'https://pulso.ar',
        worker: '/assets/pdf.worker.min-Bx7q2.mjs',
        page: 'https://pulso.ar/admin/tyc',
      },
      // The desktop: assets relative to the bundle, resolved to app://pulso.
      {
        origin: 'app://pulso',
        worker: 'app://pulso/assets/pdf.worker.min-Bx7q2.mjs',
        page: 'app://pulso/terminos',
      },
    ]) {
      const base = standardFontDataUrl(worker, page);
      expect(base.endsWith('/')).toBe(true);
      for (const name of requested) {
        const url = new URL(name, base);
        expect(url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin).toBe(origin);
        expect(files.has(url.pathname.slice(1)), `${url.href} in the build`).toBe(true);
      }
    }
  });

  it('on the dev server, the same URL is the package folder itself', () => {
    const worker = `/@fs${WORKER_FILE.split(path.sep).join('/')}`;
    const base = standardFontDataUrl(worker, 'http://localhost:5173/terminos');
    expect(new URL('FoxitSerif.pfb', base).pathname).toBe(
      `/@fs${path.join(PDFJS_STANDARD_FONTS_DIR, 'FoxitSerif.pfb').split(path.sep).join('/')}`,
    );
  });

  it('follows a build whose assets folder is elsewhere', () => {
    expect(emitted('static/assets').has('static/standard_fonts/FoxitSerif.pfb')).toBe(true);
  });

  it('pdf.js draws a PDF whose fonts are not embedded with the files the viewer fetches from the build', async () => {
    // pdf-lib names its standard fonts without embedding them.
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 200]);
    page.drawText('Términos y condiciones', {
      font: await doc.embedFont(StandardFonts.Helvetica),
      x: 20,
      y: 150,
    });
    page.drawText('αβπ', { font: await doc.embedFont(StandardFonts.Symbol), x: 20, y: 100 });
    const pdf = await doc.save();

    const files = emitted();
    const viewerUrl = standardFontDataUrl(
      '/assets/pdf.worker.min-Bx7q2.mjs',
      'https://pulso.ar/terminos',
    );
    /** The browser's fetch of a URL under the site, answered from the build's output. */
    class FromBuild {
      base: string | null;
      constructor({ standardFontDataUrl }: { standardFontDataUrl: string | null }) {
        this.base = standardFontDataUrl;
      }
      async fetch({ filename }: { filename: string }) {
        if (!this.base)
          throw new Error('Ensure that the `standardFontDataUrl` API parameter is provided.');
        const file = files.get(new URL(filename, this.base).pathname.slice(1));
        if (!file) throw new Error(`404 ${filename}`);
        return new Uint8Array(file);
      }
    }
    // pdf.js 6 wants Node 22; on Node 20 its legacy build lacks only these two.
    (Promise as { withResolvers?: unknown }).withResolvers ??= <T>() => {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
      return { promise, resolve, reject };
    };
    (ArrayBuffer.prototype as { transferToFixedLength?: unknown }).transferToFixedLength ??=
      function (this: ArrayBuffer, length = this.byteLength) {
        const copy = new Uint8Array(length);
        copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
        return copy.buffer;
      };
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

    /** Draws page 1's operators; answers each font's missingFile and pdf.js's warnings. */
    async function load(standardFontDataUrl: string | undefined) {
      const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const task = pdfjs.getDocument({
          data: pdf.slice(),
          standardFontDataUrl,
          BinaryDataFactory: FromBuild,
          useSystemFonts: false,
          verbosity: pdfjs.VerbosityLevel.WARNINGS,
        });
        const drawn = await (await task.promise).getPage(1);
        const ops = await drawn.getOperatorList();
        const fonts = ops.fnArray.flatMap((fn, i) =>
          fn === pdfjs.OPS.setFont ? [ops.argsArray[i][0] as string] : [],
        );
        const missing = fonts.map(
          (name) => (drawn.commonObjs.get(name) as { missingFile: boolean }).missingFile,
        );
        await task.destroy();
        const warnings = [...logged.mock.calls, ...warned.mock.calls].map((c) => String(c[0]));
        return { missing, warnings };
      } finally {
        logged.mockRestore();
        warned.mockRestore();
      }
    }

    const shipped = await load(viewerUrl);
    expect(shipped).toEqual({ missing: [false, false], warnings: [] });
    // Without the fonts pdf.js says so and draws from nothing of its own (the old viewer).
    const before = await load(undefined);
    expect(before.missing).toEqual([true, true]);
    expect(before.warnings.join('\n')).toMatch(/standardFontDataUrl/);
  });
});
