#!/usr/bin/env node
/**
 * Security lint of the desktop shell with Doyensec's Electronegativity, fully offline.
 *
 * Scans two targets, each as one app so the global checks (navigation limits, permission
 * handler, CSP) see main and preload together:
 *   - source: the .ts files under electron/ except the unit tests;
 *   - build:  out/main and out/preload (when built), copied with a .js name because the
 *             scanner only reads .js/.ts/.html and the sandboxed preload is index.cjs.
 * It uses the Electron version pinned in package.json, prints every finding, evaluates the
 * CSP the app actually sends (computed at runtime, so invisible to the static checks) with
 * Doyensec's CSP evaluator, and exits 1 on any HIGH finding or unparsable file.
 *
 * Offline on purpose: the CLI downloads translations on start and one global check
 * (AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK) downloads Electron's release list. We run the
 * programmatic runner with its bundled English strings and leave that one check out; the
 * Electron version is pinned and upgraded through package.json, not by this lint.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('@doyensec/electronegativity/package.json'));
const fromPkg = createRequire(join(pkgDir, 'package.json'));

// Replace the package's translation loader (which tries an S3 download first) with a
// local-only one, before the runner requires it.
const i18nPath = fromPkg.resolve('./dist/locales/i18n.js');
const i18n = fromPkg('i18n');
function localI18n() {
  i18n.configure({
    locales: ['en-US'],
    defaultLocale: 'en-US',
    directory: dirname(i18nPath),
    updateFiles: false,
    objectNotation: true,
    retryInDefaultLocale: true,
    register: global,
  });
  i18n.setLocale('en-US');
  return Promise.resolve();
}
fromPkg.cache[i18nPath] = { id: i18nPath, filename: i18nPath, loaded: true, exports: localI18n };
const run = fromPkg('./dist/runner.js');

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const electronVersion = String(
  pkg.devDependencies?.electron ?? pkg.dependencies?.electron ?? '',
).replace(/^[^\d]*/, '');
if (!electronVersion) {
  console.error('electronegativity: no electron version in package.json');
  process.exit(2);
}

const stage = mkdtempSync(join(tmpdir(), 'pulso-electronegativity-'));
process.on('exit', () => rmSync(stage, { recursive: true, force: true }));

function stageSources() {
  const dir = join(stage, 'source');
  cpSync(join(root, 'electron'), dir, {
    recursive: true,
    filter: (src) => !src.endsWith('.test.ts'),
  });
  return dir;
}
function stageBuild() {
  const parts = [
    ['out/main', 'main'],
    ['out/preload', 'preload'],
  ].filter(([from]) => existsSync(join(root, from)));
  if (parts.length === 0) return null;
  const dir = join(stage, 'build');
  for (const [from, to] of parts) {
    for (const name of readdirSync(join(root, from))) {
      if (!/\.(c|m)?js$/.test(name)) continue;
      cpSync(join(root, from, name), join(dir, to, name.replace(/\.(c|m)js$/, '.js')));
    }
  }
  return dir;
}

const targets = [
  ['electron/ (source)', stageSources()],
  ['out/main + out/preload (build)', stageBuild()],
].filter(([, dir]) => dir !== null);
const excluded = ['AvailableSecurityFixesGlobalCheck'];

let high = 0;
let total = 0;
for (const [label, dir] of targets) {
  const fileCount = readdirSync(dir, { recursive: true }).filter((f) =>
    /\.(js|ts)$/.test(String(f)),
  ).length;
  const result = await run({
    input: dir,
    customScan: [],
    excludeFromScan: excluded,
    electronVersionOverride: electronVersion,
    parserPlugins: [],
    isRelative: true,
    electronUpgrade: undefined,
  });
  const parseErrors = result.errors.filter((e) => !e.tolerable);
  console.log(
    `\n${label}: ${fileCount} file(s) scanned with ${result.atomicChecks} atomic + ${result.globalChecks} global checks ` +
      `(Electron ${electronVersion}): ${result.issues.length} finding(s), ${parseErrors.length} parse error(s)`,
  );
  for (const e of parseErrors)
    console.log(`  ! could not parse ${relative(dir, e.file)}: ${e.message}`);
  for (const issue of result.issues) {
    console.log(
      `  [${issue.severity.name}/${issue.confidence.name}] ${issue.id}${issue.manualReview ? ' (review)' : ''} ` +
        `${issue.file}:${issue.location.line}:${issue.location.column}\n      ${issue.description}`,
    );
    if (issue.severity.name === 'HIGH') high += 1;
  }
  high += parseErrors.length; // an unparsed file was not checked
  total += result.issues.length;
}

// The CSP header is built at runtime (it includes the API origin), so evaluate the real one.
const { buildCsp } = await tsImport(
  pathToFileURL(join(root, 'electron/main/security.ts')).href,
  import.meta.url,
);
const { readDesktopConfig } = await tsImport(
  pathToFileURL(join(root, 'electron/main/desktop-config.ts')).href,
  import.meta.url,
);
const cspText = buildCsp(readDesktopConfig(process.env, { packaged: true }).apiOrigin);
const csp = fromPkg('@doyensec/csp-evaluator');
const cspFindings = new csp.CspEvaluator(
  new csp.CspParser(cspText).csp,
  csp.Version.CSP3,
).evaluate();
const severityName = Object.fromEntries(Object.entries(csp.severities).map(([k, v]) => [v, k]));
console.log(`\nCSP sent with every app:// response:\n  ${cspText}`);
for (const f of cspFindings) {
  const sev = severityName[f.severity] ?? f.severity;
  console.log(`  [CSP ${sev}] ${f.directive}${f.value ? ` ${f.value}` : ''}: ${f.description}`);
  if (sev === 'HIGH') high += 1;
}
if (cspFindings.length === 0) console.log('  no CSP evaluator findings');

console.log(
  `\nelectronegativity: ${targets.length} target(s), ${total} finding(s), ${high} blocking (HIGH or unparsed).`,
);
process.exit(high > 0 ? 1 : 0);
