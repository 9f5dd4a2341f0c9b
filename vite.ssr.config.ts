import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server bundle of the renderer (issue 11): the public pages rendered to HTML by the same
 * components the browser hydrates. The server loads dist/ssr/render-page.js at start. Packages
 * are bundled in, as production builds: the server runs without NODE_ENV=production (demo data,
 * logs), and React's development build renders several times slower. CSS stays with the web
 * build (the server links the page's own files from dist/web's manifest).
 */
export default defineConfig({
  root: fileURLToPath(new URL('./renderer', import.meta.url)),
  plugins: [react()],
  // renderer/public is the web build's; the server bundle needs none of it.
  publicDir: false,
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/server-render/render-page.tsx',
    outDir: '../dist/ssr',
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
  },
});
