import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_MODULES } from './renderer/src/server-render/page-modules';
import { pageChunkGroups } from './scripts/module-reach';
import { pdfjsStandardFonts } from './vite.pdfjs.config';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
const page = (file: string) => fileURLToPath(new URL(`./renderer/${file}`, import.meta.url));

/** Web build of the renderer; the server serves dist/web. The desktop build reuses the sources. */
export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  plugins: [react(), pdfjsStandardFonts()],
  resolve: { alias: { '@shared': sharedDir } },
  server: {
    // `npm run dev` serves the API on 3000; the dev server forwards /api to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    // .vite/manifest.json maps sources to chunks: the bundle budget finds the home route's
    // chunk in it (scripts/check-bundle-budget.ts).
    manifest: true,
    rolldownOptions: {
      // The website, and the door app (issue 10) with its own shell served under /puerta/.
      input: { index: page('index.html'), puerta: page('puerta.html') },
      output: {
        codeSplitting: {
          // React, the router and Redux change rarely: one cacheable vendor chunk. antd is left to
          // automatic splitting so components used only by lazy screens stay out of the first load.
          // Two of them, each evaluated in a task of its own as the app starts
          // (renderer/src/main.tsx): React, then the router and Redux.
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            // The app's own modules by the server-rendered pages that need them
            // (scripts/module-reach.ts).
            ...pageChunkGroups(page(''), sharedDir, PAGE_MODULES),
            {
              name: 'app-vendor',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|react-redux|redux|@reduxjs|immer|reselect|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
