import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** pdfjs-dist's standard fonts (and their licences), as the package ships them. */
export const PDFJS_STANDARD_FONTS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
);

/**
 * Copies pdf.js's standard fonts into a renderer build (website and desktop), under their own
 * names in `standard_fonts/` beside the assets folder: one folder above the worker, where
 * the viewer looks for them (renderer/src/features/terms/pdf-font-url.ts) and where they sit
 * in the package itself, which the dev server serves as is. Not hashed: pdf.js asks for them
 * by name.
 */
export function pdfjsStandardFonts(): Plugin {
  let assetsDir = 'assets';
  return {
    name: 'pulso-pdfjs-standard-fonts',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    generateBundle() {
      const folder = path.posix.join(assetsDir, '..', 'standard_fonts');
      for (const name of readdirSync(PDFJS_STANDARD_FONTS_DIR))
        this.emitFile({
          type: 'asset',
          fileName: path.posix.join(folder, name),
          source: readFileSync(path.join(PDFJS_STANDARD_FONTS_DIR, name)),
        });
    },
  };
}
