// Runs in Chromium: a screen test (vitest.config.ts).
import { screen } from '@testing-library/react';
import { TERMS_TEXT as T } from '@shared/texts/admin-content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, problem, renderApp } from '../../test/render-app';
import { fakeOpenPdf, pdfBytes } from './terms-test-fixtures';

vi.mock('./pdf-render', () => ({ openPdf: fakeOpenPdf }));

const T0 = Date.UTC(2030, 4, 1, 12, 0, 0);

/** The server holds file 7 now; file 5 was the previous one. */
function network(routes: Parameters<typeof fakeNetwork>[0] = {}) {
  return fakeNetwork({
    'GET /Media': () =>
      json(200, { media: [{ idMedia: 7, url: '/api/v1/Media/file/7', mdVideo: false }] }),
    'GET /Media/file/5': () => new Response(pdfBytes('viejo')),
    'GET /Media/file/7': () => new Response(pdfBytes('actual')),
    ...routes,
  });
}

const linkCalls = (calls: Request[]) =>
  calls.filter((r) => new URL(r.url).pathname.endsWith('/Media'));

const cacheAt = (fetchedAt: number, url = '/api/v1/Media/file/5') =>
  window.sessionStorage.setItem('terminos-link', JSON.stringify({ url, fetchedAt }));

describe('/terminos', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with no cached link, asks for it, shows the PDF and keeps the link with its time', async () => {
    vi.setSystemTime(T0);
    const { calls } = network();
    renderApp('/terminos');
    expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(await screen.findByText('Texto del PDF actual')).toBeTruthy();
    expect(screen.getByText(T.pagina(1, 1))).toBeTruthy();
    expect(new URL(linkCalls(calls)[0]!.url).searchParams.get('IdEntidadMedia')).toBe('archivoTyC');
    const link = screen.getByRole('link', { name: T.descargar });
    expect(link.getAttribute('href')).toBe('http://localhost/api/v1/Media/file/7');
    expect(JSON.parse(window.sessionStorage.getItem('terminos-link')!)).toEqual({
      url: '/api/v1/Media/file/7',
      fetchedAt: T0,
    });
  });

  it('uses a link fetched 900000 ms ago without asking again', async () => {
    cacheAt(T0);
    vi.setSystemTime(T0 + 900_000);
    const { calls } = network();
    renderApp('/terminos');
    expect(await screen.findByText('Texto del PDF viejo')).toBeTruthy();
    expect(linkCalls(calls)).toHaveLength(0);
  });

  it('asks again for a link fetched 900001 ms ago', async () => {
    cacheAt(T0);
    vi.setSystemTime(T0 + 900_001);
    const { calls } = network();
    renderApp('/terminos');
    expect(await screen.findByText('Texto del PDF actual')).toBeTruthy();
    expect(linkCalls(calls)).toHaveLength(1);
    expect(JSON.parse(window.sessionStorage.getItem('terminos-link')!)).toEqual({
      url: '/api/v1/Media/file/7',
      fetchedAt: T0 + 900_001,
    });
  });

  it('a cached link whose file is gone is asked for again at once', async () => {
    cacheAt(T0);
    vi.setSystemTime(T0 + 1000);
    const { calls } = network({ 'GET /Media/file/5': () => problem(404, 'No encontrado') });
    renderApp('/terminos');
    expect(await screen.findByText('Texto del PDF actual')).toBeTruthy();
    expect(linkCalls(calls)).toHaveLength(1);
  });

  it('says when there are no terms yet, and when they cannot be loaded', async () => {
    vi.setSystemTime(T0);
    network({ 'GET /Media': () => json(200, { media: [] }) });
    const first = renderApp('/terminos');
    expect(await screen.findByText(T.sinArchivo)).toBeTruthy();
    first.unmount();

    network({ 'GET /Media': () => problem(500, 'x') });
    renderApp('/terminos');
    expect(await screen.findByText(T.error)).toBeTruthy();
  });

  it('a file that cannot be read keeps the download link', async () => {
    vi.setSystemTime(T0);
    network({ 'GET /Media/file/7': () => problem(500, 'x') });
    renderApp('/terminos');
    expect(await screen.findByText(T.errorPdf)).toBeTruthy();
    expect(screen.getByRole('link', { name: T.descargar })).toBeTruthy();
  });
});
