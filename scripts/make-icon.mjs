#!/usr/bin/env node
/** Renders build/icon.svg (a pulse line) to build/icon.png, the 512x512 icon electron-builder expects. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const build = join(dirname(fileURLToPath(import.meta.url)), '..', 'build');
await sharp(join(build, 'icon.svg'), { density: 144 })
  .resize(512, 512)
  .png()
  .toFile(join(build, 'icon.png'));
console.log('build/icon.png written');
