import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { pdfjsStandardFonts } from './vite.pdfjs.config';

/** Desktop builds: main (ESM), preload (CommonJS, see below) and the renderer for app://pulso. */
const root = import.meta.dirname;
const alias = { '@shared': resolve(root, 'shared') };

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      // Only the native keychain binding stays a require(); zod and the rest are bundled, so the
      // package needs no other node_modules (build/electron-builder.yml).
      externalizeDeps: { exclude: ['zod'] },
      rolldownOptions: { input: { index: resolve(root, 'electron/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // Sandboxed preloads run as CommonJS without a module loader: they can require only
      // `electron` and a few built-ins. So the output is CJS and everything else (the
      // shared channel table) is bundled in, never left as a require().
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    resolve: { alias },
    plugins: [react(), pdfjsStandardFonts()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      rolldownOptions: {
        input: {
          index: resolve(root, 'renderer/index.html'),
          // The door app (issue 10): app://pulso/puerta/ serves this shell (electron/main/protocol.ts).
          puerta: resolve(root, 'renderer/puerta.html'),
        },
      },
    },
  },
});
