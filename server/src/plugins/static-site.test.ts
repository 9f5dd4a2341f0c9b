import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'pulso-site-'));
  mkdirSync(path.join(site, 'assets'));
  writeFileSync(
    path.join(site, 'index.html'),
    // Over the compression threshold, as the real shell is once a page is rendered into it.
    `<!doctype html><title>Pulso</title><!-- ${'x'.repeat(2000)} --><div id="root"></div>`,
  );
  writeFileSync(path.join(site, 'puerta.html'), '<!doctype html><div id="puerta"></div>');
  mkdirSync(path.join(site, 'puerta'));
  writeFileSync(path.join(site, 'puerta', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(site, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  t = await createTestApp({ STATIC_DIR: site });
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

describe('one port for the website and the API', () => {
  it('serves index.html revalidated, for / and for any client-side route', async () => {
    for (const url of ['/', '/mis-entradas', '/artistas']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/mis-entradas' })).statusCode).toBe(200);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
  });

  it("serves the door app's shell under /puerta/, its service worker revalidated, and /puerta moves there", async () => {
    for (const url of ['/puerta/', '/puerta/activar?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="puerta">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const moved = await t.app.inject({ method: 'GET', url: '/puerta?x=1' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/puerta/?x=1');
    const sw = await t.app.inject({ method: 'GET', url: '/puerta/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    // The organiser's door screen stays a website route.
    const organiser = await t.app.inject({ method: 'GET', url: '/puerta-evento/4' });
    expect(organiser.body).toContain('<div id="root">');
  });

  it('serves hashed assets cached for a year and compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('answers 404, with the page, for an event, artist or news item that does not exist', async () => {
    for (const url of ['/evento/12', '/evento/abc', '/artistas/7', '/noticias/3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths and missing assets with a Spanish problem, not the app', async () => {
    for (const url of ['/api/v1/NoExiste', '/assets/falta.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(MSG.noEncontrado);
    }
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/Security/Login', '/api/v1/Usuario/CreateUsuario']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows Google Maps in the CSP only when a Maps key is configured', async () => {
    const withoutKey = await t.app.inject({ method: 'GET', url: '/' });
    expect(withoutKey.headers['content-security-policy']).not.toContain('maps.googleapis.com');
    const withKey = await createTestApp({
      STATIC_DIR: site,
      GOOGLE_MAPS_API_KEY: 'clave-de-prueba',
    });
    try {
      const res = await withKey.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['content-security-policy']).toMatch(
        /script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+' https:\/\/maps\.googleapis\.com/,
      );
    } finally {
      await withKey.close();
    }
  });
});
