// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Where a file lives, for the process-boundary rule. */
function areaOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const feature = rel.match(/^renderer\/src\/features\/([^/]+)\//);
  if (feature) return { area: 'renderer', feature: feature[1] };
  if (rel.startsWith('renderer/src/')) return { area: 'renderer', feature: null };
  for (const area of ['shared', 'electron', 'server', 'e2e', 'bench']) {
    if (rel.startsWith(`${area}/`)) return { area, feature: null };
  }
  return { area: 'other', feature: null };
}

/**
 * The server module a resolved path lies in, and the file inside it ('' for the folder):
 * `server/src/modules/ordenes/stock` is { module: 'ordenes', inside: 'stock' }.
 */
function serverModuleOf(absolute) {
  const rel = path.relative(root, absolute).split(path.sep).join('/');
  const m = rel.match(/^server\/src\/modules\/([^/]+)(?:\/(.+))?$/);
  return m ? { module: m[1], inside: (m[2] ?? '').replace(/\.ts$/, '') } : null;
}

/** Server modules with an entry file (index.ts): others reach them only through it. */
const withEntryFile = (module) =>
  fs.existsSync(path.join(root, 'server/src/modules', module, 'index.ts'));

const NODE_BUILTINS =
  /^(node:|fs$|fs\/|path$|os$|child_process$|crypto$|http$|https$|net$|url$|stream$|util$|worker_threads$)/;

/**
 * Process boundaries (docs/architecture.md, "Tests, checks and lint boundaries"): renderer imports
 * neither Node nor Electron nor electron/ or server/; shared imports no Node, Electron, React or
 * DOM code; electron/ never imports renderer/; features do not import each other; a server
 * module with an entry file (index.ts) is imported only through it.
 */
const boundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = areaOf(context.filename);
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      let target = null;
      if (spec.startsWith('.'))
        target = areaOf(path.resolve(path.dirname(context.filename), spec) + '/x');
      else if (spec.startsWith('@shared/')) target = { area: 'shared', feature: null };
      const report = (why) => context.report({ node, message: `${why}: '${spec}'` });
      if (from.area === 'renderer') {
        if (spec === 'electron' || NODE_BUILTINS.test(spec))
          return report('renderer must not import Node or Electron');
        if (target && ['electron', 'server'].includes(target.area))
          return report('renderer must not import electron/ or server/');
        if (from.feature && target?.feature && target.feature !== from.feature)
          return report(`feature '${from.feature}' must not import feature '${target.feature}'`);
      }
      if (from.area === 'shared') {
        if (spec === 'electron' || NODE_BUILTINS.test(spec) || /^react(-dom)?(\/|$)/.test(spec))
          return report('shared/ must stay platform-neutral');
        if (target && target.area !== 'shared')
          return report('shared/ must not import other areas');
      }
      if (from.area === 'electron' && target && ['renderer', 'server'].includes(target.area))
        return report('electron/ must not import renderer/ or server/');
      if (from.area === 'server' && target && ['renderer', 'electron'].includes(target.area))
        return report('server/ must not import renderer/ or electron/');
      // A module with an entry file keeps its insides: others import `../ordenes`, not
      // `../ordenes/stock` (tests may reach in).
      if (
        from.area === 'server' &&
        spec.startsWith('.') &&
        !context.filename.endsWith('.test.ts')
      ) {
        const to = serverModuleOf(path.resolve(path.dirname(context.filename), spec));
        const own = serverModuleOf(context.filename);
        if (
          to &&
          to.inside !== '' &&
          to.inside !== 'index' &&
          to.module !== own?.module &&
          withEntryFile(to.module)
        )
          return report(`import module '${to.module}' through its entry file (index.ts)`);
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

/** The sales tables: orders, their lines and add-ons, tickets, payments and refunds. */
const SALES_TABLES = [
  'ordenes',
  'ordenItems',
  'ordenAdicionales',
  'tickets',
  'pagos',
  'reembolsos',
];

/**
 * Server code that reads or writes the sales tables directly today. The sales are to have one
 * owner that the others ask through its functions (docs/decisions/0084-sql-functions-in-files.md,
 * "The sales module"): this list only shrinks; a place not on it asks `modules/ordenes`.
 */
const SALES_TABLE_USERS = [
  'modules/ordenes',
  // The schema's own folder (seeds, migrations' helpers) and the tests' fixtures.
  'db',
  'test',
];

/** Where a server file lies, as SALES_TABLE_USERS names places ('modules/<name>' or a folder). */
function serverPlaceOf(file) {
  const rel = path.relative(path.join(root, 'server/src'), file).split(path.sep).join('/');
  return rel.startsWith('modules/') ? rel.split('/').slice(0, 2).join('/') : rel.split('/')[0];
}

const salesTables = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    if (areaOf(file).area !== 'server' || file.endsWith('.test.ts')) return {};
    if (SALES_TABLE_USERS.includes(serverPlaceOf(file))) return {};
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.relative(root, path.resolve(path.dirname(file), spec));
        if (!/^server\/src\/db\/schema(\/index)?$/.test(target.split(path.sep).join('/'))) return;
        for (const s of node.specifiers) {
          const name = s.type === 'ImportSpecifier' ? s.imported.name : null;
          if (name && SALES_TABLES.includes(name))
            context.report({
              node: s,
              message: `the sales table '${name}' belongs to modules/ordenes: ask it through its functions`,
            });
        }
      },
    };
  },
};

/** A page's globals: code that runs where there is no page (shared rules, server, Electron main). */
const PAGE_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'location'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'release/',
      'data/',
      'test-results/',
      'playwright-report/',
      'server/src/db/migrations/',
      '.e2e-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { boundaries, salesTables } } },
    rules: {
      'local/boundaries': 'error',
      'local/salesTables': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The door app's service worker ships as written (renderer/public is copied, not built).
    files: ['renderer/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...PAGE_GLOBALS, 'navigator', 'process', 'Buffer'],
    },
  },
  {
    // tsconfig.node.json carries the DOM types for the e2e specs' page callbacks; the server
    // and the Electron main process have no page, so its globals are refused here.
    files: ['server/**/*.ts', 'electron/main/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...PAGE_GLOBALS],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'electron/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{js,mjs,ts}',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
