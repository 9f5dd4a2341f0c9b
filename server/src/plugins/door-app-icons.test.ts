// The door app's icons as the static site serves them from the build (renderer/public).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// The door app installed on a phone's home screen: Android reads the manifest's PNG icons
// (192 and 512 are what Chrome asks for), iOS the apple-touch-icon; neither takes an SVG.
const publicDir = path.resolve(import.meta.dirname, '../../../renderer/public');
const fileOf = (src: string) => path.join(publicDir, src);

describe("the door app's icons", () => {
  it('lists PNG icons of 192 and 512 px in the manifest, each file that size', async () => {
    const manifest = JSON.parse(
      readFileSync(path.join(publicDir, 'puerta/manifest.webmanifest'), 'utf8'),
    ) as { icons: Array<{ src: string; sizes: string; type: string }> };
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
    for (const icon of pngs) {
      const { width, height, format } = await sharp(fileOf(icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  it('gives iOS a 180 px apple-touch-icon from the door shell', async () => {
    const html = readFileSync(path.resolve(publicDir, '../puerta.html'), 'utf8');
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/puerta/apple-touch-icon.png');
    const { width, height } = await sharp(fileOf(href!)).metadata();
    expect([width, height]).toEqual([180, 180]);
  });
});
