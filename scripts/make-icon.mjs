#!/usr/bin/env node
/**
 * Renders the app icons from their SVGs: build/icon.svg to build/icon.png (the 512×512 icon
 * electron-builder expects), and renderer/public/favicon.svg to the door app's PNG icons
 * (192 and 512 for the web manifest, 180 for iOS's home screen, which takes no SVG).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// density: the SVG's dots per inch, high enough that the raster is drawn at or above `size`.
const render = (svg, size, out, density) =>
  sharp(join(root, svg), { density })
    .resize(size, size)
    .png()
    .toFile(join(root, out));

await render('build/icon.svg', 512, 'build/icon.png', 144);
for (const [size, name] of [
  [192, 'icon-192.png'],
  [512, 'icon-512.png'],
  [180, 'apple-touch-icon.png'],
])
  // favicon.svg is 64 units wide: 72 dpi draws it at 64 px.
  await render('renderer/public/favicon.svg', size, `renderer/public/puerta/${name}`, 72 * 9);
console.log('build/icon.png and renderer/public/puerta/*.png written');
