// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heroSizes } from '@shared/domain/page-images';
import { EVENT_TEXT } from '@shared/texts/event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page as browser } from 'vitest/browser';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, renderApp } from '../../test/render-app';

/** An Instagram-shaped flyer (4:5), 1080 px wide: what a 16:9 crop used to cut. */
const RETRATO = makeEvento({ imagenAncho: 1080, imagenAlto: 1350 });
const FILE = 'http://localhost/api/v1/Media/file/5';

function network(evento = RETRATO) {
  return fakeNetwork({
    'GET /Evento/GetEventos': () => json(200, page([evento])),
    'GET /Resenia/GetResenias': () =>
      json(200, { nombre: evento.nombre, promedio: null, cantidad: 0, resenias: [] }),
  });
}

const hero = () => screen.findByRole('img', { name: EVENT_TEXT.imagenAlt('Noche Ácida') });

/** Shadows a property of the real object (the browser's share and clipboard) for one test. */
const shadowed: Array<[object, string]> = [];
function own(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, configurable: true });
  shadowed.push([target, key]);
}

afterEach(async () => {
  for (const [target, key] of shadowed.splice(0)) delete (target as Record<string, unknown>)[key];
  await browser.viewport(1024, 768);
});

describe('event page looks', () => {
  it('shows the whole flyer in its own shape, sharp: widths up to its own, a blurred fill behind', async () => {
    network();
    renderApp('/evento/12');
    const img = await hero();
    // Never cropped: contained in a 4:5 box, as the server preloads it.
    expect(getComputedStyle(img).objectFit).toBe('contain');
    const box = img.parentElement!;
    expect(box.classList).toContain('flyer');
    expect(img.getAttribute('sizes')).toBe(heroSizes(1080, 1350));
    // No "1200w" that is really 1080 px: the browser knows the largest it can have.
    expect(img.getAttribute('srcset')).toBe(
      `${FILE}?w=320 320w, ${FILE}?w=640 640w, ${FILE}?w=960 960w, ${FILE}?w=1200 1080w`,
    );
    const fill = box.querySelector('img.flyer-fill')!;
    expect(fill.getAttribute('src')).toBe(`${FILE}?w=320`);
    expect(fill.getAttribute('aria-hidden')).toBe('true');
    // On a desktop the box is 560 px tall at most, so the fill frames the flyer.
    const { width, height } = box.getBoundingClientRect();
    expect(height).toBeCloseTo(560, 0);
    expect(width).toBeGreaterThan(560 * 0.8 + 1);
  });

  it("on a phone the box takes the flyer's own 4:5 shape, edge to edge", async () => {
    await browser.viewport(390, 844);
    network();
    renderApp('/evento/12');
    const box = (await hero()).parentElement!;
    const { width, height } = box.getBoundingClientRect();
    expect(width / height).toBeCloseTo(0.8, 2);
    expect(getComputedStyle(box).borderRadius).toBe('0px');
  });

  it("links each artist of the line-up to the artist's page", async () => {
    network();
    renderApp('/evento/12');
    const lineup = await screen.findByRole('region', { name: EVENT_TEXT.artistas });
    const links = within(lineup).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Aurora', '/artistas/1'],
      ['Ícaro Sur', '/artistas/2'],
    ]);
  });

  it('"Compartir" copies the link where there is no share sheet, and says "Link copiado"', async () => {
    network();
    const writeText = vi.fn(async (_text: string) => undefined);
    own(navigator, 'share', undefined);
    own(navigator, 'clipboard', { writeText });
    renderApp('/evento/12');
    await userEvent.click(await screen.findByRole('button', { name: EVENT_TEXT.compartir }));
    // The website's address of the event (the API's origin: on the desktop, the server's).
    expect(writeText).toHaveBeenCalledWith('http://localhost/evento/12');
    expect(await screen.findByText(EVENT_TEXT.linkCopiado)).toBeTruthy();
  });

  it('"Compartir" opens the share sheet where the browser has one', async () => {
    network();
    const share = vi.fn(async (_data: ShareData) => undefined);
    own(navigator, 'share', share);
    renderApp('/evento/12');
    await userEvent.click(await screen.findByRole('button', { name: EVENT_TEXT.compartir }));
    expect(share).toHaveBeenCalledWith({
      title: 'Noche Ácida',
      url: 'http://localhost/evento/12',
    });
    expect(screen.queryByText(EVENT_TEXT.linkCopiado)).toBeNull();
  });

  it('on a phone, a bar at the bottom shows the price from and "Comprar" takes you to the tickets', async () => {
    await browser.viewport(390, 844);
    network();
    renderApp('/evento/12');
    const bar = await screen.findByRole('region', { name: EVENT_TEXT.barraCompra });
    expect(getComputedStyle(bar).position).toBe('fixed');
    expect(within(bar).getByText('Desde $ 15.000')).toBeTruthy();
    const comprar = within(bar).getByRole('link', { name: EVENT_TEXT.irAEntradas });
    expect(comprar.getAttribute('href')).toBe('#event-tickets');
    await userEvent.click(comprar);
    const heading = screen.getByRole('heading', { level: 2, name: EVENT_TEXT.entradas });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('the bar says "Agotado" when nothing is left, and is not there on a desktop', async () => {
    network(makeEvento({ precioDesde: null, agotado: true }));
    renderApp('/evento/12');
    await hero();
    const bar = screen.queryByRole('region', { name: EVENT_TEXT.barraCompra });
    // Hidden by CSS above 959 px: out of the accessibility tree.
    expect(bar).toBeNull();
    await browser.viewport(390, 844);
    const shown = await screen.findByRole('region', { name: EVENT_TEXT.barraCompra });
    expect(within(shown).getByText('Agotado')).toBeTruthy();
  });
});
