import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip size of the JavaScript a browser must fetch before the first screen: the entry
 * script of dist/web/index.html plus its modulepreload links (lazy chunks excluded).
 */
export function initialJsSize(root = 'dist/web') {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(path.join(root, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return {
    files: new Set(files).size,
    rawKiB: +(raw / 1024).toFixed(1),
    gzipKiB: +(gzip / 1024).toFixed(1),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(initialJsSize());
