// `npm run lint:cycles`, a stage of `npm test`: no import cycles among Pulso's own modules.
// A cycle makes a module's value depend on which file is loaded first (undefined exports at
// start, as with the session cache and its service once), and blocks splitting bundles. Types
// cannot cause that: imports erased at build (`import type`, `type` specifiers) are skipped.
//
// The imports are read with TypeScript's parser and resolved here (relative paths and the
// `@shared/*` alias of tsconfig.json): the same graph madge drew, in a tenth of its time
// (docs/decisions/0075-suite-static-and-e2e-start.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const AREAS = ['renderer/src', 'server/src', 'shared', 'electron'];
const SHARED_ALIAS = '@shared/';
const EXTENSIONS = ['.ts', '.tsx'];

const isSource = (file: string) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts');

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isSource)
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

/** The module file a specifier names, or null for packages and Node's built-ins. */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else if (specifier.startsWith(SHARED_ALIAS))
    base = path.posix.join('shared', specifier.slice(SHARED_ALIAS.length));
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => `${base}/index${ext}`),
  ];
  return candidates.find((c) => isSource(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Whether an import or re-export is erased at build (nothing of it is a value). */
function erased(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // `import './x'` runs the module
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return false;
    return bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

/** The specifiers a file imports as values: static imports, re-exports and import(). */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!erased(node)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const graph = new Map<string, string[]>();
for (const file of AREAS.flatMap(filesIn))
  graph.set(
    file,
    importsOf(file).flatMap((specifier) => resolve(file, specifier) ?? []),
  );

/** Each cycle once, found by a depth-first walk (a back edge closes one). */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const walk = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) walk(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) walk(file);
  return found;
}

const found = cycles();
if (found.length > 0) {
  console.error(`Import cycles (${found.length}): move what both sides need to its own module.`);
  for (const cycle of found) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} modules (${AREAS.join(', ')}).`);

/** The graph, for comparing it with another tool's (`--print-graph`). */
if (process.argv.includes('--print-graph')) console.log(JSON.stringify(Object.fromEntries(graph)));
