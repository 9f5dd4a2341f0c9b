// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReseniaView, ReseniasPage } from '@shared/api/after-sale';
import { RATINGS_TEXT as T } from '@shared/texts/ratings';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';
import { ordenarResenias } from './resenias-list';

const resenia = (
  idResenia: number,
  estrellas: number,
  createdAt: string,
  texto: string,
  autor = 'Sofía B.',
): ReseniaView => ({
  idResenia,
  idEvento: 12,
  evento: 'Noche Ácida #3',
  estrellas,
  texto,
  createdAt,
  autor,
});

const RESENIAS = [
  resenia(1, 4, '2030-07-14T12:00:00.000Z', 'Muy buen sonido.'),
  resenia(2, 5, '2030-07-20T12:00:00.000Z', 'La mejor noche del año.', 'Tomás R.'),
  resenia(3, 2, '2030-07-16T12:00:00.000Z', 'Mucha fila en la entrada.'),
  resenia(4, 4, '2030-07-18T12:00:00.000Z', 'Volvería, el sonido impecable.', 'Ícaro S.'),
];

const PAGE: ReseniasPage = {
  nombre: 'Noche Ácida',
  promedio: 3.8,
  cantidad: 4,
  resenias: RESENIAS,
};

const textos = () =>
  within(screen.getByRole('list', { name: T.lista }))
    .getAllByRole('article')
    .map((a) => a.querySelector('.review-text')?.textContent);

describe('/resenias-de-la-fiesta', () => {
  it("shows the party's average to one decimal and the ratings, newest first", async () => {
    const { calls } = fakeNetwork({ 'GET /Resenia/GetResenias': () => json(200, PAGE) });
    renderApp('/resenias-de-la-fiesta?idFiesta=4', makeUser([2]));
    expect(
      await screen.findByRole('heading', { level: 1, name: T.tituloFiesta('Noche Ácida') }),
    ).toBeTruthy();
    const average = screen.getByRole('group', { name: T.promedio });
    expect(within(average).getByText('3,8')).toBeTruthy();
    expect(within(average).getByRole('img', { name: '3,8 de 5 estrellas' })).toBeTruthy();
    expect(within(average).getByText('4 reseñas')).toBeTruthy();
    expect(textos()).toEqual([
      'La mejor noche del año.',
      'Volvería, el sonido impecable.',
      'Mucha fila en la entrada.',
      'Muy buen sonido.',
    ]);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('img', { name: '5 de 5 estrellas' })).toBeTruthy();
    expect(within(first).getByText('Tomás R.')).toBeTruthy();
    expect(new URL(calls[0]!.url).searchParams.get('idFiesta')).toBe('4');
  });

  it('sorts by highest and lowest and searches ignoring case and accents', async () => {
    fakeNetwork({ 'GET /Resenia/GetResenias': () => json(200, PAGE) });
    renderApp('/resenias-de-la-fiesta?idFiesta=4', makeUser([2]));
    const orden = await screen.findByLabelText(T.ordenar);
    expect(Array.from((orden as HTMLSelectElement).options, (o) => o.textContent)).toEqual([
      T.orden.recientes,
      T.orden.alta,
      T.orden.baja,
    ]);
    await userEvent.selectOptions(orden, T.orden.alta);
    expect(textos()).toEqual([
      'La mejor noche del año.',
      'Volvería, el sonido impecable.',
      'Muy buen sonido.',
      'Mucha fila en la entrada.',
    ]);
    await userEvent.selectOptions(orden, T.orden.baja);
    expect(textos()[0]).toBe('Mucha fila en la entrada.');

    // Both are 4 stars: the newer first.
    fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: 'SONIDO' } });
    expect(textos()).toEqual(['Volvería, el sonido impecable.', 'Muy buen sonido.']);
    fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: 'icaro' } });
    expect(textos()).toEqual(['Volvería, el sonido impecable.']);
    fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: 'nada que ver' } });
    expect(screen.getByText(T.sinResultados)).toBeTruthy();
  });

  it('a party without ratings says so', async () => {
    fakeNetwork({
      'GET /Resenia/GetResenias': () =>
        json(200, { nombre: 'Nueva', promedio: null, cantidad: 0, resenias: [] }),
    });
    renderApp('/resenias-de-la-fiesta?idFiesta=5', makeUser([2]));
    expect(await screen.findByText(T.vacio)).toBeTruthy();
    expect(screen.queryByLabelText(T.buscar)).toBeNull();
  });
});

describe('ratings order', () => {
  it('keeps equal ratings newest first', () => {
    expect(ordenarResenias(RESENIAS, 'alta', '').map((r) => r.idResenia)).toEqual([2, 4, 1, 3]);
    expect(ordenarResenias(RESENIAS, 'baja', '').map((r) => r.idResenia)).toEqual([3, 4, 1, 2]);
    expect(ordenarResenias(RESENIAS, 'recientes', ' ').map((r) => r.idResenia)).toEqual([
      2, 4, 3, 1,
    ]);
  });

  it('formats the average with one decimal in es-AR', () => {
    expect(T.promedioValor(4)).toBe('4,0');
    expect(T.promedioValor(4.25)).toBe('4,3');
    expect(T.estrellas(4)).toBe('4 de 5 estrellas');
    expect(T.estrellas(3.8)).toBe('3,8 de 5 estrellas');
  });
});
