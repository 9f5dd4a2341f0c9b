import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_MODULES, SIGN_IN_DIALOG_MODULES } from './renderer/src/server-render/page-modules';
import { lazyScreenGroup, pageChunkGroups } from './scripts/module-reach';
import { pdfjsStandardFonts } from './vite.pdfjs.config';

const sharedDir = fileURLToPath(new URL('./shared', import.meta.url));
const page = (file: string) => fileURLToPath(new URL(`./renderer/${file}`, import.meta.url));
/** What a public page's first load evaluates: the entry, the app's staged start, the screens. */
const publicFirstLoad = [
  'src/main.tsx',
  'src/app/boot/react-stage.ts',
  'src/app/boot/vendor-stage.ts',
  'src/app/start.tsx',
  ...Object.values(PAGE_MODULES),
].map(page);
const doorFirstLoad = [page('src/door/main.tsx')];
const signInDialog = SIGN_IN_DIALOG_MODULES.map(page);

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
            // What the sign-in dialog adds to a public page, in few requests
            // (scripts/module-reach.ts): what the door app also loads first (zod, the shared
            // rules), antd's core (theme, style engine, config: every antd screen shares it),
            // what a signed-in person's menus share with it, then the rest. A module goes to the first group that lists it.
            lazyScreenGroup('sign-in-door', 0, {
              screens: signInDialog,
              onlyWhatAlsoNeeds: doorFirstLoad,
              notIn: publicFirstLoad,
            }),
            lazyScreenGroup('antd-core', 0, {
              screens: [page('src/ui/antd-scope.tsx')],
              notIn: [...publicFirstLoad, ...doorFirstLoad],
            }),
            // What a signed-in person's menus share with the dialog (buttons, pop-ups, motion),
            // so opening a menu does not download the dialog's forms.
            lazyScreenGroup('antd-common', 0, {
              screens: signInDialog,
              onlyWhatAlsoNeeds: ['user-menu-dropdown', 'collapsed-nav-menu'].map((m) =>
                page(`src/app/layout/${m}.tsx`),
              ),
              notIn: [...publicFirstLoad, ...doorFirstLoad],
            }),
            lazyScreenGroup('sign-in-dialog', 0, {
              screens: signInDialog,
              notIn: [...publicFirstLoad, ...doorFirstLoad],
            }),
          ],
        },
      },
    },
  },
});
