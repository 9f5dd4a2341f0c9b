import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GeoLugar } from '@shared/api/discovery';
import { DEMO_PLACES } from '../../db/seed/demo-places';
import { startStubGeoref, type StubGeoref } from '../../test/stub-georef';
import { createTestApp, UNREACHABLE_GEO_API_URL, type TestApp } from '../../test/test-app';
import fallbackData from './geo-fallback.json' with { type: 'json' };
import { createGeoService } from './geo-service';

let stub: StubGeoref;
let proxied: TestApp;
let offline: TestApp;

beforeAll(async () => {
  stub = await startStubGeoref();
  proxied = await createTestApp({ GEO_API_URL: stub.url });
  offline = await createTestApp();
});
afterAll(async () => {
  await proxied.close();
  await offline.close();
  await stub.close();
});
beforeEach(() => {
  stub.mode = 'ok';
  stub.requests.length = 0;
});

const get = (t: TestApp, url: string) => t.app.inject({ url: `/api/v1/Geo/${url}` });
const names = (list: GeoLugar[]) => list.map((l) => l.nombre);

describe('Geo proxy with Georef answering', () => {
  it('lists provinces sorted, asking Georef for up to 100 with id and name', async () => {
    const res = await get(proxied, 'provincias');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(names(res.json().provincias)).toEqual([
      'Buenos Aires',
      'Ciudad Autónoma de Buenos Aires',
      'Córdoba',
      'Santa Fe',
    ]);
    const [call] = stub.requests;
    expect(call!.pathname).toBe('/georef/api/provincias');
    expect(call!.searchParams.get('max')).toBe('100');
    expect(call!.searchParams.get('campos')).toBe('id,nombre');
  });

  it('leaves out municipalities named Comuna and sorts the rest', async () => {
    const res = await get(proxied, `municipios?provincia=${encodeURIComponent('Córdoba')}`);
    expect(res.json().municipios).toEqual([
      { id: '141000', nombre: 'Alta Gracia' },
      { id: '140014', nombre: 'Capital' },
    ]);
    const caba = await get(
      proxied,
      `municipios?provincia=${encodeURIComponent('Ciudad Autónoma de Buenos Aires')}`,
    );
    expect(caba.json().municipios).toEqual([]);
    const call = stub.requests.find((r) => r.searchParams.get('provincia') === 'Córdoba')!;
    expect(call.pathname).toBe('/georef/api/municipios');
    expect(call.searchParams.get('max')).toBe('200');
  });

  it('de-duplicates localities by name (first kept) and sorts them', async () => {
    const res = await get(proxied, 'localidades?provincia=Buenos%20Aires&municipio=La%20Plata');
    expect(res.json().localidades).toEqual([
      { id: '06441020000', nombre: 'City Bell' },
      { id: '06441030000', nombre: 'La Plata' },
      { id: '06441110000', nombre: 'Villa Elisa' },
    ]);
    const [call] = stub.requests;
    expect(call!.searchParams.get('provincia')).toBe('Buenos Aires');
    expect(call!.searchParams.get('municipio')).toBe('La Plata');
    expect(call!.searchParams.get('max')).toBe('200');
  });

  it('keeps answers in its cache: asking again does not reach Georef', async () => {
    await get(proxied, 'municipios?provincia=Buenos%20Aires');
    const hits = stub.requests.length;
    const again = await get(proxied, 'municipios?provincia=buenos%20aires');
    expect(again.json().municipios.map((m: GeoLugar) => m.nombre)).toEqual([
      'Bahía Blanca',
      'General Pueyrredón',
      'La Plata',
    ]);
    expect(stub.requests.length).toBe(hits);
  });

  it('refuses missing or oversized names with a 400', async () => {
    for (const url of [
      'municipios',
      'municipios?provincia=',
      'localidades?provincia=Buenos%20Aires',
      `municipios?provincia=${'x'.repeat(121)}`,
    ]) {
      const res = await get(proxied, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail).toMatch(/^Parámetro (provincia|municipio): /);
    }
  });
});

describe('Geo proxy with Georef down (bundled fallback)', () => {
  it('answers the 24 provinces with their Georef codes', async () => {
    const res = await get(offline, 'provincias');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const provincias: GeoLugar[] = res.json().provincias;
    expect(provincias).toHaveLength(24);
    expect(provincias).toContainEqual({ id: '02', nombre: 'Ciudad Autónoma de Buenos Aires' });
    expect(provincias).toContainEqual({
      id: '94',
      nombre: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
    });
    expect(names(provincias)).toEqual(
      [...names(provincias)].sort((a, b) => a.localeCompare(b, 'es')),
    );
  });

  it('knows every demo place with the same names and codes', async () => {
    for (const place of Object.values(DEMO_PLACES)) {
      const p = encodeURIComponent(place.provinciaNombre);
      const m = encodeURIComponent(place.municipioNombre);
      const provincias: GeoLugar[] = (await get(offline, 'provincias')).json().provincias;
      expect(provincias).toContainEqual({
        id: place.provinciaCodigo,
        nombre: place.provinciaNombre,
      });
      const municipios: GeoLugar[] = (await get(offline, `municipios?provincia=${p}`)).json()
        .municipios;
      expect(municipios).toContainEqual({
        id: place.municipioCodigo,
        nombre: place.municipioNombre,
      });
      const localidades: GeoLugar[] = (
        await get(offline, `localidades?provincia=${p}&municipio=${m}`)
      ).json().localidades;
      expect(localidades).toContainEqual({
        id: place.localidadCodigo,
        nombre: place.localidadNombre,
      });
    }
  });

  it('applies the same rules to the bundled lists', async () => {
    const caba = encodeURIComponent('Ciudad Autónoma de Buenos Aires');
    const municipios = (await get(offline, `municipios?provincia=${caba}`)).json().municipios;
    expect(names(municipios)).toEqual(['Ciudad Autónoma de Buenos Aires']);
    const localidades = (
      await get(offline, 'localidades?provincia=Buenos%20Aires&municipio=General%20Pueyrred%C3%B3n')
    ).json().localidades;
    expect(names(localidades)).toEqual(['Batán', 'Mar del Plata', 'Sierra de los Padres']);
    expect(localidades[0].id).toBe('06357020000');
    // The bundled file really holds what the rules remove.
    const all = fallbackData.provincias.flatMap((p) => p.municipios);
    expect(all.some((m) => m.nombre.includes('Comuna'))).toBe(true);
    const unknown = await get(offline, 'municipios?provincia=Atlantida');
    expect(unknown.json()).toEqual({ municipios: [] });
  });
});

describe('Geo service', () => {
  it('falls back on an upstream error and retries it after a minute', async () => {
    let now = 0;
    const geo = createGeoService({ baseUrl: stub.url, clock: () => now });
    stub.mode = 'error';
    const down = await geo.provincias();
    expect(down.fallback).toBe(true);
    expect(down.lugares).toHaveLength(24);
    stub.mode = 'ok';
    now += 30_000;
    expect((await geo.provincias()).fallback).toBe(true); // still the cached fallback
    now += 31_000;
    const back = await geo.provincias();
    expect(back.fallback).toBe(false);
    expect(back.lugares).toHaveLength(4);
    now += 23 * 3600_000;
    const hits = stub.requests.length;
    await geo.provincias();
    expect(stub.requests.length).toBe(hits); // Georef's answer lasts a day
    now += 3600_000;
    await geo.provincias();
    expect(stub.requests.length).toBe(hits + 1);
  });

  it('gives up on a slow upstream after its time-out', async () => {
    stub.mode = 'hang';
    const errors: unknown[] = [];
    const geo = createGeoService({
      baseUrl: stub.url,
      timeoutMs: 200,
      onUpstreamError: (e) => errors.push(e),
    });
    const started = Date.now();
    const answer = await geo.municipios('Buenos Aires');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.fallback).toBe(true);
    expect(names(answer.lugares)).toContain('La Plata');
    expect(errors).toHaveLength(1);
  });

  it('shares one upstream call among simultaneous requests', async () => {
    const geo = createGeoService({ baseUrl: stub.url });
    await Promise.all([geo.provincias(), geo.provincias(), geo.provincias()]);
    expect(stub.requests).toHaveLength(1);
  });

  it('never needs the internet in tests', () => {
    expect(offline.config.geoApiUrl).toBe(UNREACHABLE_GEO_API_URL);
  });
});
