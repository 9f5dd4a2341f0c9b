// `npm run lint:cycles`, a stage of `npm test`: no import cycles among Pulso's own modules.
// A cycle makes a module's value depend on which file is loaded first (undefined exports at
// start, as with the session cache and its service once), and blocks splitting bundles. Types
// cannot cause that: imports erased at build (`import type`, `type` specifiers) are skipped.
import madge from 'madge';

const AREAS = ['renderer/src', 'server/src', 'shared', 'electron'];

const result = await madge(AREAS, {
  fileExtensions: ['ts', 'tsx'],
  // The @shared/* alias and the module resolution of tsconfig.json.
  tsConfig: 'tsconfig.json',
  detectiveOptions: {
    ts: { skipTypeImports: true },
    tsx: { skipTypeImports: true },
  },
  excludeRegExp: [/node_modules/, /\.d\.ts$/],
});

const cycles = result.circular();
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): move what both sides need to its own module.`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exit(1);
}
console.log(
  `No import cycles among ${Object.keys(result.obj()).length} modules (${AREAS.join(', ')}).`,
);
