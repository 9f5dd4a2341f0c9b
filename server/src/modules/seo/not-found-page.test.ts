import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE, PAGE_TITLES } from '@shared/texts/page-titles';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'pulso-not-found-'));
  // The shape of renderer/index.html: one <title> and one description to replace.
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html lang="es-AR"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Pulso: entradas para la escena electrónica argentina." />' +
      '<title>Pulso</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ STATIC_DIR: site, PUBLIC_URL: 'https://pulso.test' });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const NOINDEX = '<meta name="robots" content="noindex" />';

describe('addresses of the website', () => {
  it('answers an address that names no page 404, titled so and kept out of search results', async () => {
    for (const url of ['/no-existe', '/evento/12/fotos', '/artistas/3/x?ref=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
      expect(res.body, url).toContain(NOINDEX);
      // The app's shell, so the browser shows the not-found page inside the site's frame.
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers a hidden or missing event 404 without indexing', async () => {
    const res = await page('/evento/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(NOINDEX);
  });

  it('gives each page of the app its own title, indexed as before', async () => {
    const titles = new Map<string, string>();
    for (const [url, title] of [
      ['/miperfil', PAGE_TITLES.miPerfil],
      ['/register', PAGE_TITLES.register],
      ['/comollegar/12', PAGE_TITLES.comoLlegar],
      ['/terminos', PAGE_TITLES.terminos],
      ['/mis-entradas/', PAGE_TITLES.misEntradas],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title}</title>`);
      expect(res.body, url).not.toContain(NOINDEX);
      titles.set(url, title);
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(PAGE_TITLES.miPerfil).toBe('Mi perfil · Pulso');
  });
});
