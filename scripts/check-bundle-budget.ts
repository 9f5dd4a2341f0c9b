import { existsSync, readFileSync } from 'node:fs';
import { breakdown, initialLoad } from '../bench/bundle-size';
import { PAGE_MODULES, SIGN_IN_DIALOG_MODULES } from '../renderer/src/server-render/page-modules';

/**
 * The bundle budget of `npm test` (issue 3): the JS and CSS that `/` loads before any
 * interaction, gzip, must stay at or under 160 KB (1 KB = 1000 bytes; 200 KB until issue 11,
 * when the first load was 150.9 KB: the margin is what one new dependency of the home page may
 * take before someone looks). Reads dist/web as
 * `npm run build` left it; builds nothing.
 */
const BUDGET_KB = 160;
const TARGET_KB = 150;
const root = process.argv[2] ?? 'dist/web';

if (!existsSync(`${root}/index.html`)) {
  console.error(`Bundle budget: ${root}/index.html is missing. Run \`npm run build:web\` first.`);
  process.exit(1);
}

const load = initialLoad(root);
const gzipKB = load.gzip / 1000;
console.table(breakdown(load));
const summary = `Initial load of / : ${gzipKB.toFixed(1)} KB gzip (JS + CSS, ${load.files.length} files); budget ${BUDGET_KB} KB, target ${TARGET_KB} KB.`;
if (gzipKB > BUDGET_KB) {
  console.error(`Bundle budget exceeded. ${summary}`);
  console.error(
    'Move code off the first paint of / (lazy routes, lazy overlays) — see the breakdown above.',
  );
  process.exit(1);
}
console.log(`Bundle budget OK. ${summary}`);

/**
 * Public pages build no validation schemas while they start: zod's core and the API's schemas
 * took 13 ms of the event page's start (unthrottled, ×4 under Lighthouse's mobile CPU) when one
 * Spanish text was imported through its API module instead of `shared/texts/`
 * (docs/decisions/0077-first-tap-and-page-start.md). Texts come from `shared/texts/`; types from
 * `shared/api/` are imported with `import type`.
 */
const PUBLIC_SCREENS = Object.values(PAGE_MODULES);
const withZod = PUBLIC_SCREENS.flatMap((screen) =>
  initialLoad(root, [screen])
    .files.filter((f) => f.kind === 'js')
    .filter((f) => readFileSync(`${root}/${f.file}`, 'utf8').includes('_zod.def'))
    .map((f) => `${screen}: ${f.file} (${f.why})`),
);
if (withZod.length) {
  console.error(`Public pages load zod before any interaction:\n${withZod.join('\n')}`);
  process.exit(1);
}
console.log(`No public page loads zod on its first paint (${PUBLIC_SCREENS.length} screens).`);

/**
 * Requests, too: over HTTP/1.1 a phone asks six files at a time, 562 ms a round trip on slow
 * 4G, so a page's first load is grouped into few files (scripts/module-reach.ts; JS and CSS, 50
 * for the event page before, 15 after, 9–12 for the others: docs/decisions/
 * 0077-first-tap-and-page-start.md). A new module of a public page lands in its page's group;
 * this fails when something splits them again.
 */
const MAX_FIRST_LOAD_FILES = 18;
const tooMany = PUBLIC_SCREENS.map(
  (screen) => [screen, initialLoad(root, [screen]).files.length] as const,
)
  .filter(([, files]) => files > MAX_FIRST_LOAD_FILES)
  .map(([screen, files]) => `${screen}: ${files} files`);
if (tooMany.length) {
  console.error(
    `Public pages load more than ${MAX_FIRST_LOAD_FILES} files before any interaction:\n${tooMany.join('\n')}`,
  );
  process.exit(1);
}
console.log(`Every public page's first load is at most ${MAX_FIRST_LOAD_FILES} files.`);

/**
 * A guest's "Ingresar" or "Comprar" waits for the sign-in dialog's files when tapped early: split
 * by sharing they were 47 to 53 (eight round trips on slow 4G); grouped they are 6 on the event
 * page and 9 to 12 on the others, where the event page's and the listings' groups come with them
 * (the sign-in challenge and the messages are in those groups; scripts/module-reach.ts,
 * `lazyScreenGroup`). This fails when they split again.
 */
const MAX_SIGN_IN_FILES = 14;
const signInFiles = PUBLIC_SCREENS.map((screen) => {
  const page = new Set(initialLoad(root, [screen]).files.map((f) => f.file));
  const withDialog = initialLoad(root, [screen, ...SIGN_IN_DIALOG_MODULES]).files;
  return [screen, withDialog.filter((f) => !page.has(f.file))] as const;
});
const dialogTooSplit = signInFiles
  .filter(([, files]) => files.length > MAX_SIGN_IN_FILES)
  .map(([screen, files]) => `${screen}: ${files.length} files`);
if (dialogTooSplit.length) {
  console.error(
    `The sign-in dialog adds more than ${MAX_SIGN_IN_FILES} files to a public page:\n${dialogTooSplit.join('\n')}`,
  );
  process.exit(1);
}
const dialogKB = Math.max(
  ...signInFiles.map(([, files]) => files.reduce((sum, f) => sum + f.gzip, 0) / 1000),
);
console.log(
  `The sign-in dialog adds at most ${Math.max(...signInFiles.map(([, f]) => f.length))} files (${dialogKB.toFixed(1)} KB gzip) to a public page.`,
);
