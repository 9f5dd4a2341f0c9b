import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaOwnerKey } from '@shared/domain/media-keys';
import { EVENT_CARD_SIZES } from '@shared/domain/page-images';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { SEO_TEXT } from '@shared/texts/seo';
import { entradas } from '../../db/schema/index';
import { saveMediaFile } from '../../media/media-service';
import { insertArtista, insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { templateType } from '@shared/domain/stock';

const SITE = 'https://pulso.test';
let t: TestApp;
let site: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  site = mkdtempSync(path.join(os.tmpdir(), 'pulso-seo-'));
  mkdirSync(path.join(site, 'assets'));
  // The shape of renderer/index.html: one <title> and one description to replace.
  writeFileSync(
    path.join(site, 'index.html'),
    '<!doctype html><html lang="es-AR"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Pulso: entradas para la escena electrónica argentina." />' +
      '<title>Pulso</title></head><body><div id="root"></div></body></html>',
  );
  // A week before the open event's night, in its sale window (offers follow the clock).
  t = await createTestApp(
    { STATIC_DIR: site, PUBLIC_URL: SITE },
    { now: () => new Date('2026-11-21T12:00:00-03:00') },
  );
  const db = t.database.db;
  const owner = (await t.createUser([0, 2])).idUsuario;
  const artista = await insertArtista(db, { nombre: 'Juana Lumen' });
  const abierto = await insertEvento(db, {
    idUsuario: owner,
    nombre: 'Noche Ácida </script><b>',
    dias: ['2026-11-28T23:00:00-03:00'],
    artistas: [artista],
  });
  ids.evento = abierto.idEvento;
  const png = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 90, g: 20, b: 160 } },
  })
    .png()
    .toBuffer();
  ids.media = (
    await saveMediaFile(db, t.mediaStore, {
      idEntidadMedia: mediaOwnerKey('evento', abierto.idEvento),
      bytes: new Uint8Array(png),
      mime: 'image/png',
      width: 1600,
      height: 900,
    })
  ).idMedia;
  ids.fecha = abierto.idFechas[0]!;
  await db.insert(entradas).values([
    { idFecha: ids.fecha, cdTipo: 0, ...templateType(0), precio: 5000, cantidad: 10 },
    { idFecha: ids.fecha, cdTipo: 1, ...templateType(1), precio: 9000, cantidad: 0 },
  ]);
  ids.cancelado = (
    await insertEvento(db, {
      idUsuario: owner,
      nombre: 'Se suspendió',
      cdEstado: ESTADO_EVENTO.BORRADO,
      dias: ['2026-12-05T23:00:00-03:00'],
    })
  ).idEvento;
  ids.finalizado = (
    await insertEvento(db, {
      idUsuario: owner,
      nombre: 'Ya fue',
      cdEstado: ESTADO_EVENTO.FINALIZADO,
      dias: ['2025-12-05T23:00:00-03:00'],
    })
  ).idEvento;
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);

describe('the head of public pages (link previews, search)', () => {
  it('gives an event page its title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const res = await page(`/evento/${ids.evento}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    // Escaped: a name cannot close a tag or the JSON-LD script.
    expect(html).toContain('<title>Noche Ácida &#60;/script&#62;&#60;b&#62; · Pulso</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'name', 'description')).toMatch(/^Sábado, 28 de noviembre, 23:00 · /);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/evento/${ids.evento}" />`);
    expect(meta(html, 'property', 'og:url')).toBe(`${SITE}/evento/${ids.evento}`);
    expect(meta(html, 'property', 'og:title')).toContain('Noche Ácida');
    expect(meta(html, 'property', 'og:locale')).toBe('es_AR');
    expect(html).toContain('<div id="root"></div>');
    // The preview image is the 1200×630 card of the event's image.
    const card = `${SITE}/api/v1/Media/file/${ids.media}?formato=tarjeta`;
    expect(meta(html, 'property', 'og:image')).toBe(card);
    expect(meta(html, 'property', 'og:image:height')).toBe('630');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(card);
    // The page's largest image starts loading with the HTML, as the page will ask for it: up
    // to the stored 1600 px; the whole 16:9 flyer, 560 px tall at most, edge to edge on phones.
    const file = `/api/v1/Media/file/${ids.media}`;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${file}?w=320 320w, ${file}?w=640 640w, ${file}?w=960 960w, ${file}?w=1200 1200w, ${file}?w=1600 1600w" imagesizes="(min-width: 1044px) 996px, (min-width: 768px) calc(100vw - 48px), 100vw" />`,
    );
  });

  it('carries schema.org Event JSON-LD: Argentina offsets, address, ARS offers in stock or sold out', async () => {
    const ld = jsonLd((await page(`/evento/${ids.evento}`)).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Noche Ácida </script><b>',
      startDate: '2026-11-28T23:00:00-03:00',
      endDate: '2026-11-29T05:00:00-03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${SITE}/evento/${ids.evento}`,
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'AR' } },
      performer: [{ '@type': 'PerformingGroup', name: 'Juana Lumen' }],
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({
        price: 5000,
        priceCurrency: 'ARS',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        price: 9000,
        priceCurrency: 'ARS',
        availability: 'https://schema.org/SoldOut',
      }),
    ]);
    expect((await page(`/evento/${ids.evento}`)).body).not.toContain('</script><b>');
  });

  it('marks a cancelled event it can show as EventCancelled, and hides the rest behind the site head', async () => {
    const finalizado = jsonLd((await page(`/evento/${ids.finalizado}`)).body);
    expect(finalizado.eventStatus).toBe('https://schema.org/EventScheduled');
    // A cancelled event is not public: the page gets the site's head, no JSON-LD.
    for (const url of [`/evento/${ids.cancelado}`, '/evento/999999', '/evento/abc']) {
      const html = (await page(url)).body;
      expect(html, url).toContain(`<title>${SEO_TEXT.inicio}</title>`);
      expect(html, url).not.toContain('application/ld+json');
    }
  });

  it('titles the lists and the home page', async () => {
    expect((await page('/artistas')).body).toContain(`<title>${SEO_TEXT.artistas}</title>`);
    expect((await page('/noticias')).body).toContain(`<title>${SEO_TEXT.noticias}</title>`);
    const home = (await page('/')).body;
    expect(home).toContain(`<title>${SEO_TEXT.inicio}</title>`);
    expect(home).toContain(`<link rel="canonical" href="${SITE}/" />`);
    // The grid's first card (the only event on sale here) is the home's largest paint.
    const file = `/api/v1/Media/file/${ids.media}`;
    expect(home).toContain(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${file}?w=320 320w, ${file}?w=640 640w, ${file}?w=960 960w, ${file}?w=1200 1200w, ${file}?w=1600 1600w" imagesizes="${EVENT_CARD_SIZES}" />`,
    );
    expect((await page('/artistas')).body).not.toContain('rel="preload"');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists the public pages and keeps crawlers out of the API and signed-in screens', async () => {
    const robots = await page('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /mis-entradas');
    expect(robots.body).toContain('Disallow: /puerta/');
    expect(robots.body).toContain('Disallow: /fila/');
    expect(robots.body).toContain('Disallow: /transferencia/');
    // Disallow is a prefix: none may cover a public page.
    const disallowed = robots.body
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const publicPath of [`/evento/${ids.evento}`, '/artistas/3', '/noticias/1', '/'])
      expect(
        disallowed.filter((p) => publicPath.startsWith(p)),
        publicPath,
      ).toEqual([]);
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${SITE}/evento/${ids.evento}</loc>`);
    expect(sitemap.body).toContain(`<loc>${SITE}/evento/${ids.finalizado}</loc>`);
    expect(sitemap.body).not.toContain(`<loc>${SITE}/evento/${ids.cancelado}</loc>`);
    expect(sitemap.body).toContain(`<loc>${SITE}/artistas</loc>`);
  });
});
