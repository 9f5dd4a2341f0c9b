import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, resolveInside } from './protocol';

let root: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'pulso-protocol-'));
  root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(root, 'puerta.html'), '<!doctype html><div id="puerta"></div>');
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(base, 'secreto.txt'), 'no');
  handle = createAppProtocolHandler({ root, csp: "default-src 'self'", readFile, stat });
});
afterAll(async () => {
  await rm(join(root, '..'), { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') => handle(new Request(url, { headers: { accept } }));

describe('app:// protocol', () => {
  it('serves files with their type and the CSP', async () => {
    const res = await get('app://pulso/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers client-side routes with index.html so a reload keeps the page', async () => {
    for (const url of ['app://pulso/', 'app://pulso/evento/12', 'app://pulso/mis-entradas?x=1']) {
      const res = await get(url, 'text/html');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
  });

  it("answers the door app's routes with its own shell, and only those", async () => {
    for (const url of [
      'app://pulso/puerta',
      'app://pulso/puerta/',
      'app://pulso/puerta/activar?token=x',
    ])
      expect(await (await get(url, 'text/html')).text()).toContain('id="puerta"');
    // The organiser's door screen is a website route.
    expect(await (await get('app://pulso/puerta-evento/3', 'text/html')).text()).toContain(
      'id="root"',
    );
  });

  it('does not disguise a missing asset as HTML', async () => {
    expect((await get('app://pulso/assets/nada.js')).status).toBe(404);
  });

  it('refuses path traversal, encoded or not', async () => {
    // `%2e%2e` is a dot segment for the URL parser: resolved inside the root, never the secret.
    const dots = await get('app://pulso/%2e%2e/secreto.txt');
    expect(dots.status).toBe(404);
    expect((await get('app://pulso/assets/..%2f..%2fsecreto.txt')).status).toBe(403);
    expect(resolveInside(root, '/../secreto.txt')).toEqual({ kind: 'forbidden' });
    expect(resolveInside(root, '/a%00b')).toEqual({ kind: 'forbidden' });
    // Normalised by the URL parser itself: stays inside the root.
    expect(await (await get('app://pulso/../index.html')).text()).toContain('id="root"');
  });

  it('serves only the app host', async () => {
    expect((await get('app://otro/index.html')).status).toBe(404);
  });
});
