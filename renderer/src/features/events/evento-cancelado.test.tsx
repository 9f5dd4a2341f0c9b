// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, within } from '@testing-library/react';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { EVENT_TEXT } from '@shared/texts/event';
import { describe, expect, it } from 'vitest';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';

const SIN_RESENIAS = { nombre: 'Noche Ácida', promedio: null, cantidad: 0, resenias: [] };

describe('the page of a cancelled event', () => {
  it('says the event was cancelled and offers nothing to buy, favourite or add to a calendar', async () => {
    fakeNetwork({
      'GET /Evento/GetEventos': () =>
        json(200, page([makeEvento({ estado: ESTADO_EVENTO.BORRADO })])),
      'GET /Config': () => json(200, { google: null, mapsApiKey: null, serviceFeeRate: 0.1 }),
      'GET /Resenia/GetResenias': () => json(200, SIN_RESENIAS),
    });
    renderApp('/evento/12', makeUser([0]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' })).toBeTruthy();
    const aviso = screen.getByText(EVENT_TEXT.cancelado).closest<HTMLElement>('[role="status"]')!;
    expect(within(aviso).getByText(EVENT_TEXT.canceladoAviso)).toBeTruthy();
    expect(screen.queryByRole('region', { name: EVENT_TEXT.entradas })).toBeNull();
    expect(screen.queryByRole('button', { name: EVENT_TEXT.comprar })).toBeNull();
    expect(screen.queryByRole('link', { name: EVENT_TEXT.irAEntradas })).toBeNull();
    expect(screen.queryByRole('button', { name: EVENT_TEXT.agregarFavorito })).toBeNull();
    // What it was stays readable: its dates, its place and the way there.
    expect(screen.getByRole('region', { name: EVENT_TEXT.fechas })).toBeTruthy();
    expect(screen.getByRole('button', { name: EVENT_TEXT.comoLlegar })).toBeTruthy();
  });

  it('an event on sale carries no such notice', async () => {
    fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, page([makeEvento()])),
      'GET /Config': () => json(200, { google: null, mapsApiKey: null, serviceFeeRate: 0.1 }),
      'GET /Resenia/GetResenias': () => json(200, SIN_RESENIAS),
    });
    renderApp('/evento/12', makeUser([0]));
    expect(await screen.findByRole('region', { name: EVENT_TEXT.entradas })).toBeTruthy();
    expect(screen.queryByText(EVENT_TEXT.cancelado)).toBeNull();
  });
});
