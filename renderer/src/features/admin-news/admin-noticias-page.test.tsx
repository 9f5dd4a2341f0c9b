// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_NEWS_TEXT as T } from '@shared/texts/admin-content';
import { NEWS_MSG } from '@shared/validation/admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { NOTICIAS } from './admin-news-fixtures';

const SLOW = 30_000;

function network(options: { deleteFails?: boolean } = {}) {
  let noticias = [...NOTICIAS];
  return fakeNetwork({
    'GET /noticia': () => json(200, { noticias }),
    'DELETE /noticia/5': () => {
      if (options.deleteFails) return problem(500, 'x');
      noticias = noticias.filter((n) => n.idNoticia !== 5);
      return new Response(null, { status: 204 });
    },
  });
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]!.textContent);

async function open() {
  const view = renderApp('/modificar-eliminar-noticias', makeUser([1]));
  await screen.findByRole('cell', { name: NOTICIAS[0]!.titulo });
  return view;
}

describe('/modificar-eliminar-noticias', () => {
  const width = window.innerWidth;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('lists newest first and searches titles ignoring case', async () => {
    network();
    await open();
    expect(titles()).toEqual([
      'Nueva fecha de Noche Ácida',
      'Entrevista: DJ ÍCARO',
      'Vuelve el Festival del Río',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      T.imagen,
      T.tituloColumna,
      T.fecha,
      T.acciones,
    ]);
    fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: 'FESTIVAL' } });
    expect(titles()).toEqual(['Vuelve el Festival del Río']);
    fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: 'dj ícaro' } });
    expect(titles()).toEqual(['Entrevista: DJ ÍCARO']);
    fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: 'nada' } });
    expect(screen.getByText(T.sinResultados)).toBeTruthy();
  });

  it("Editar opens the item's edit screen", async () => {
    network();
    const { router } = await open();
    const row = screen.getByRole('row', { name: /Vuelve el Festival/ });
    await userEvent.click(within(row).getByRole('button', { name: T.editar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editar-noticia/3'));
  });

  it(
    'deletes only after the confirmation, then says so and drops the news cache',
    async () => {
      window.sessionStorage.setItem('noticia-5', '{}');
      const { calls } = network();
      await open();
      const row = () => screen.getByRole('row', { name: /Nueva fecha/ });
      await userEvent.click(within(row()).getByRole('button', { name: T.eliminar }));
      let dialog = await screen.findByRole('dialog', { name: T.confirmarEliminar });
      await userEvent.click(within(dialog).getByRole('button', { name: T.cancelar }));
      expect(calls.some((r) => r.method === 'DELETE')).toBe(false);

      await userEvent.click(within(row()).getByRole('button', { name: T.eliminar }));
      dialog = await screen.findByRole('dialog', { name: T.confirmarEliminar });
      expect(
        within(dialog).getByText(T.confirmarEliminarDetalle('Nueva fecha de Noche Ácida')),
      ).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: T.eliminar }));
      expect(await screen.findByText(NEWS_MSG.eliminada)).toBeTruthy();
      expect(calls.filter((r) => r.method === 'DELETE')).toHaveLength(1);
      await waitFor(() => expect(titles()).not.toContain('Nueva fecha de Noche Ácida'));
      expect(window.sessionStorage.getItem('noticia-5')).toBeNull();
    },
    SLOW,
  );

  it(
    'a failed delete says so',
    async () => {
      network({ deleteFails: true });
      await open();
      const row = screen.getByRole('row', { name: /Nueva fecha/ });
      await userEvent.click(within(row).getByRole('button', { name: T.eliminar }));
      const dialog = await screen.findByRole('dialog', { name: T.confirmarEliminar });
      await userEvent.click(within(dialog).getByRole('button', { name: T.eliminar }));
      expect(await screen.findByText(NEWS_MSG.errorEliminar)).toBeTruthy();
    },
    SLOW,
  );

  it('shows cards instead of a table on a narrow screen', async () => {
    window.innerWidth = 500;
    network();
    renderApp('/modificar-eliminar-noticias', makeUser([1]));
    const list = await screen.findByRole('list', { name: T.resultado });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Nueva fecha de Noche Ácida',
      'Entrevista: DJ ÍCARO',
      'Vuelve el Festival del Río',
    ]);
    expect(within(cards[0]!).getByRole('button', { name: T.editar })).toBeTruthy();
  });

  it('a list failure reads "Hubo un error: " and the reason', async () => {
    fakeNetwork({ 'GET /noticia': () => problem(500, 'Base caída') });
    renderApp('/modificar-eliminar-noticias', makeUser([1]));
    expect(await screen.findByText('Hubo un error: Base caída')).toBeTruthy();
  });
});
