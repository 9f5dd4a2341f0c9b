// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTER_TEXT, HOME_TEXT, SEARCH_TEXT } from '@shared/texts/discovery';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, optionsOf } from '../../test/antd-select';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';

const eventosCalls = (calls: Request[]) =>
  calls
    .filter((r) => new URL(r.url).pathname.endsWith('/Evento/GetEventos'))
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

function network(eventos = [makeEvento()]) {
  return fakeNetwork({
    'GET /Evento/GetEventos': () => json(200, page(eventos)),
    'GET /Media': (req) =>
      new URL(req.url).searchParams.get('IdEntidadMedia') === 'idCarousel1'
        ? json(200, { media: [{ idMedia: 9, url: '/api/v1/Media/file/9', mdVideo: false }] })
        : json(200, { media: [] }),
    'GET /Geo/provincias': () => json(200, { provincias: [] }),
  });
}

async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: /Filtros/ }));
  return screen.findByRole('dialog', { name: FILTER_TEXT.titulo });
}

describe('home', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('lists the on-sale events with their date, town and link, and the carousel slots', async () => {
    const { calls } = network();
    renderApp('/');
    expect(await screen.findByText(HOME_TEXT.cargando)).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Noche Ácida/ });
    expect(link.getAttribute('href')).toBe('/evento/12');
    expect(link.textContent).toContain('Vie, 12 jul, 23:00');
    expect(link.textContent).toContain('Ciudad Autónoma de Buenos Aires');
    expect(eventosCalls(calls)[0]).toMatchObject({ Estado: '2', page: '1' });
    expect(await screen.findAllByText(HOME_TEXT.imagenNoDisponible)).toHaveLength(3);
  });

  it('shows both empty-state sentences and the empty carousel text', async () => {
    fakeNetwork({ 'GET /Evento/GetEventos': () => json(200, page([])) });
    renderApp('/');
    expect(await screen.findByText(HOME_TEXT.vacio)).toBeTruthy();
    expect(screen.getByText(HOME_TEXT.vacioDetalle)).toBeTruthy();
    expect(await screen.findByText(HOME_TEXT.carruselVacio)).toBeTruthy();
  });

  it('"Ver más" loads the next page of the same query', async () => {
    const { calls } = fakeNetwork({
      'GET /Evento/GetEventos': (req) =>
        new URL(req.url).searchParams.get('page') === '2'
          ? json(200, page([makeEvento({ idEvento: 13, nombre: 'Segunda Página' })], 13, 2))
          : json(200, page([makeEvento()], 13, 1)),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: HOME_TEXT.verMas }));
    expect(await screen.findByRole('link', { name: /Segunda Página/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Noche Ácida/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: HOME_TEXT.verMas })).toBeNull();
    expect(eventosCalls(calls).map((q) => q.page)).toEqual(['1', '2']);
  });

  it('cards show the whole flyer, the venue and town, and the price from or "Agotado"', async () => {
    network([
      makeEvento(),
      makeEvento({ idEvento: 14, nombre: 'Todo Vendido', precioDesde: null, agotado: true }),
      makeEvento({ idEvento: 15, nombre: 'Sin Precio', precioDesde: null, agotado: false }),
    ]);
    renderApp('/');
    const card = await screen.findByRole('link', { name: /Noche Ácida/ });
    expect(within(card).getByText('Desde $ 15.000')).toBeTruthy();
    expect(
      within(card).getByText('Av. Corrientes 1234 · Ciudad Autónoma de Buenos Aires'),
    ).toBeTruthy();
    // Never cropped: a 16:9 flyer sits whole in the 4:3 box, its blurred copy behind.
    const img = card.querySelector<HTMLImageElement>('img.flyer-image')!;
    expect(getComputedStyle(img).objectFit).toBe('contain');
    const box = img.parentElement!.getBoundingClientRect();
    expect(box.width / box.height).toBeCloseTo(4 / 3, 2);
    expect(card.querySelector('img.flyer-fill')).not.toBeNull();
    const soldOut = screen.getByRole('link', { name: /Todo Vendido/ });
    expect(within(soldOut).getByText('Agotado')).toBeTruthy();
    const noPrice = screen.getByRole('link', { name: /Sin Precio/ });
    expect(within(noPrice).queryByText(/Desde|Agotado/)).toBeNull();
  });

  it('searches events, artists and parties from the box, keeping the address', async () => {
    const { calls } = fakeNetwork({
      'GET /Evento/GetEventos': (req) =>
        new URL(req.url).searchParams.get('busqueda')
          ? json(200, page([makeEvento({ nombre: 'Subsuelo: Acid Night' })]))
          : json(200, page([makeEvento()])),
      'GET /Artista/GetArtista': () =>
        json(200, {
          artistas: [{ idArtista: 2, nombre: 'Ícaro Sur', imagen: null }],
        }),
    });
    const { router } = renderApp('/');
    await screen.findByRole('link', { name: /Noche Ácida/ });
    const box = screen.getByRole('searchbox', { name: SEARCH_TEXT.etiqueta });
    await userEvent.type(box, '  ácido  night{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: SEARCH_TEXT.resultados('ácido night') }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?busqueda=%C3%A1cido+night');
    expect(eventosCalls(calls).at(-1)).toMatchObject({ Estado: '2', busqueda: 'ácido night' });
    const artistas = await screen.findByRole('region', { name: SEARCH_TEXT.artistas });
    expect(
      within(artistas)
        .getByRole('link', { name: /Ícaro Sur/ })
        .getAttribute('href'),
    ).toBe('/artistas/2');
    expect(screen.getByRole('link', { name: /Subsuelo: Acid Night/ })).toBeTruthy();
    // "Borrar búsqueda" clears it; the box follows the address.
    await userEvent.click(screen.getByRole('button', { name: SEARCH_TEXT.borrar }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: SEARCH_TEXT.etiqueta })).toHaveProperty(
      'value',
      '',
    );
  });

  it('a search nobody matches says so', async () => {
    fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, page([])),
      'GET /Artista/GetArtista': () => json(200, { artistas: [] }),
    });
    renderApp('/?busqueda=zzz');
    expect(await screen.findByText(SEARCH_TEXT.sinResultados('zzz'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: SEARCH_TEXT.artistas })).toBeNull();
  });

  it('flags favourites for a signed-in user', async () => {
    network([makeEvento({ isFavorito: 1 })]);
    renderApp('/', makeUser([0]));
    const card = (await screen.findByRole('link', { name: /Noche Ácida/ })).closest('li')!;
    expect(within(card).getByText(HOME_TEXT.favorito)).toBeTruthy();
  });
});

describe('filter modal', () => {
  it('shows the date input only for "Fecha específica"', async () => {
    network();
    renderApp('/');
    await openFilters();
    expect(screen.queryByLabelText(FILTER_TEXT.fechaEspecifica)).toBeNull();
    expect(await optionsOf(FILTER_TEXT.fecha)).toEqual([
      'Todos',
      'Fecha específica',
      'Esta semana',
      'Próximo fin de semana',
    ]);
    await chooseOption(FILTER_TEXT.fecha, 'Fecha específica');
    expect(await screen.findByLabelText(FILTER_TEXT.fechaEspecifica)).toBeTruthy();
    await chooseOption(FILTER_TEXT.fecha, 'Esta semana');
    await waitFor(() => expect(screen.queryByLabelText(FILTER_TEXT.fechaEspecifica)).toBeNull());
  });

  it('Buscar applies the filter on the server; Restablecer filtros restores the defaults', async () => {
    const { calls } = network();
    const { router } = renderApp('/');
    await screen.findByRole('link', { name: /Noche Ácida/ });
    await openFilters();
    expect(await optionsOf(FILTER_TEXT.genero)).toEqual(
      expect.arrayContaining(['Todos', 'Techno', 'Tribal']),
    );
    await chooseOption(FILTER_TEXT.genero, 'Acid-Techno');
    await userEvent.click(screen.getByRole('checkbox', { name: FILTER_TEXT.after }));
    await chooseOption(FILTER_TEXT.fecha, 'Próximo fin de semana');
    // The dialog's own Buscar (the search box beside the list has one too).
    const filtros = screen.getByRole('dialog', { name: FILTER_TEXT.titulo });
    await userEvent.click(within(filtros).getByRole('button', { name: FILTER_TEXT.buscar }));

    await waitFor(() =>
      expect(eventosCalls(calls).at(-1)).toEqual({
        Estado: '2',
        genero: '8',
        after: 'true',
        fechaOption: 'proximoFinDeSemana',
        page: '1',
        pageSize: '12',
      }),
    );
    expect(router.state.location.search).toBe(
      '?genero=8&after=true&fechaOption=proximoFinDeSemana',
    );

    // Reopened, the modal shows what is applied; Restablecer filtros goes back to the defaults.
    await openFilters();
    expect(screen.getByRole('checkbox', { name: FILTER_TEXT.after })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: FILTER_TEXT.resetear }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The unfiltered list was loaded before: it comes back from the cache.
    expect(await screen.findByRole('link', { name: /Noche Ácida/ })).toBeTruthy();
    await openFilters();
    const dialog = screen.getByRole('dialog', { name: FILTER_TEXT.titulo });
    expect(within(dialog).getByRole('checkbox', { name: FILTER_TEXT.after })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(dialog).getByRole('checkbox', { name: FILTER_TEXT.lgbt })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(dialog).getAllByTitle('Todos')).toHaveLength(2); // genre and date option
  });
});
